"""Pure normalisation shared by every reader: names, prices, sizes, category paths.

Brand keys, the size-unit table, USD conversion and price per unit are the catalogue's (`api.catalog.values`):
a member's product submission needs them too."""

from __future__ import annotations

import re
from collections.abc import Iterable

from api.catalog.values import FL_OZ_ML, SIZE_UNITS

# --- brands ---------------------------------------------------------------------------------------

_MARKS = re.compile(r"[™®©℠]")


def clean_name(text: str) -> str:
    """Display form of a name: trademark signs dropped, whitespace collapsed."""
    return " ".join(_MARKS.sub("", text).split())


def better_brand_name(current: str, candidate: str) -> str:
    """Which spelling to show for one brand key: an ALL-CAPS spelling (the 2018 file's "LA MER") gives way
    to a mixed-case one ("La Mer") whichever source came first; otherwise the first spelling stays."""
    if current.isupper() and not candidate.isupper() and any(c.isalpha() for c in candidate):
        return candidate
    return current


# --- prices ---------------------------------------------------------------------------------------

_SYMBOLS = {"$": "USD", "US$": "USD", "£": "GBP", "€": "EUR", "₩": "KRW", "¥": "JPY"}
_PRICE = re.compile(
    r"^\s*(?P<pre>US\$|[$£€₩¥]|[A-Z]{3})?\s*(?P<num>\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:[.,]\d+)?)\s*"
    r"(?P<post>[A-Z]{3}|[$£€₩¥])?\s*$"
)


class PriceError(ValueError):
    pass


def parse_price(text: str | float | int | None, default_currency: str = "USD") -> tuple[float | None, str | None]:
    """"$5.20" / "USD 24.00" / "24" / "1,234.50" / "12,50 €" -> (amount, ISO currency); empty -> (None, None).

    Raises PriceError for text that is not a price (the row is then reported).
    """
    if text is None:
        return None, None
    if isinstance(text, int | float):
        return round(float(text), 2), default_currency
    s = text.strip()
    if not s:
        return None, None
    m = _PRICE.match(s)
    if not m or (m.group("pre") and m.group("post")):
        raise PriceError(f"not a price: {s!r}")
    code = m.group("pre") or m.group("post") or default_currency
    return round(_number(m.group("num")), 2), _SYMBOLS.get(code, code)


def _number(num: str) -> float:
    # "1,234.50" has thousands separators; "12,50" a decimal comma.
    if re.fullmatch(r"\d{1,3}(?:,\d{3})+(?:\.\d+)?", num):
        return float(num.replace(",", ""))
    return float(num.replace(",", "."))


# --- sizes ----------------------------------------------------------------------------------------

_METRIC = re.compile(r"(?i)(?<![\w.])(\d+(?:[.,]\d+)?)\s*(ml|cl|l|kg|mg|g)(?![a-z'’])")
_FL_OZ = re.compile(r"(?i)(?<![\w.])(\d+(?:\.\d+)?|\.\d+)\s*fl\.?\s*oz\b")
_COUNT = re.compile(r"(?i)^\s*(\d{1,2})\s*x\s*(?=\d|\.\d)")


def parse_size(text: str | None) -> tuple[float | None, str | None, str]:
    """First metric size in `text` -> (value, "ml" | "g", matched text); fluid ounces become ml.

    "1.7 oz/ 50 mL" -> (50, "ml"); "2 x 0.5 oz/ 15 mL" -> (30, "ml"); "Toner 250ml Set (+Toner 50ml)" ->
    (250, "ml"). A bare "oz" stays unknown on purpose: Sephora uses it for both weight and volume.
    """
    if not text:
        return None, None, ""
    count_m = _COUNT.match(text)
    count = int(count_m.group(1)) if count_m else 1
    m = _METRIC.search(text)
    if m:
        factor, unit = SIZE_UNITS[m.group(2).lower()]
        value = float(m.group(1).replace(",", ".")) * factor * count
    else:
        m = _FL_OZ.search(text)
        if not m:
            return None, None, ""
        value, unit = float(m.group(1)) * FL_OZ_ML * count, "ml"
    if value <= 0:
        return None, None, ""
    return round(value, 3), unit, m.group(0).strip()


# --- categories -----------------------------------------------------------------------------------

CATEGORY_SEPARATOR = " > "

# Labels of the other retailers placed in Sephora's skincare tree, so one category page lists them all.
# A label not listed here becomes "Skincare > <label>".
_SKINCARE = "Skincare"
CATEGORY_MAP: dict[str, tuple[str, ...]] = {
    # cosmetics_sephora_2018 `Label`
    "moisturizer": (_SKINCARE, "Moisturizers", "Moisturizers"),
    "cleanser": (_SKINCARE, "Cleansers", "Face Wash & Cleansers"),
    "face mask": (_SKINCARE, "Masks", "Face Masks"),
    "treatment": (_SKINCARE, "Treatments"),
    "eye cream": (_SKINCARE, "Eye Care", "Eye Creams & Treatments"),
    "sun protect": (_SKINCARE, "Sunscreen", "Face Sunscreen"),
    # LookFantastic `product_type`
    "mask": (_SKINCARE, "Masks", "Face Masks"),
    "body wash": ("Bath & Body", "Bath & Shower", "Body Wash & Shower Gel"),
    "moisturiser": (_SKINCARE, "Moisturizers", "Moisturizers"),
    "serum": (_SKINCARE, "Treatments", "Face Serums"),
    "eye care": (_SKINCARE, "Eye Care", "Eye Creams & Treatments"),
    "mist": (_SKINCARE, "Moisturizers", "Mists & Essences"),
    "oil": (_SKINCARE, "Moisturizers", "Face Oils"),
    "toner": (_SKINCARE, "Cleansers", "Toners"),
    "exfoliator": (_SKINCARE, "Cleansers", "Exfoliators"),
    "bath salts": ("Bath & Body", "Bath & Shower", "Bath Soaks & Bubble Bath"),
    "bath oil": ("Bath & Body", "Bath & Shower", "Bath Soaks & Bubble Bath"),
    "peel": (_SKINCARE, "Treatments", "Facial Peels"),
    # Olive Young `Label`
    "essence & serum": (_SKINCARE, "Treatments", "Face Serums"),
    "cream": (_SKINCARE, "Moisturizers", "Moisturizers"),
    "cleansing foam": (_SKINCARE, "Cleansers", "Face Wash & Cleansers"),
    "cleansing oil": (_SKINCARE, "Cleansers", "Face Wash & Cleansers"),
    "cleansing cream": (_SKINCARE, "Cleansers", "Face Wash & Cleansers"),
    "cleansing water": (_SKINCARE, "Cleansers", "Makeup Removers"),
    "cleansing tissue": (_SKINCARE, "Cleansers", "Face Wipes"),
    "facial scrub": (_SKINCARE, "Cleansers", "Exfoliators"),
    "spot care": (_SKINCARE, "Treatments", "Blemish & Acne Treatments"),
    "face mist": (_SKINCARE, "Moisturizers", "Mists & Essences"),
    "face oil": (_SKINCARE, "Moisturizers", "Face Oils"),
}


def skincare_category(label: str) -> tuple[str, ...]:
    label = clean_name(label)
    if not label:
        return ()
    return CATEGORY_MAP.get(label.casefold(), (_SKINCARE, label))


def category_levels(path: Iterable[str]) -> list[tuple[str, str, str | None, int]]:
    """("A", "B", "C") -> [(name, full path, parent path, depth)] for each level, root first; empty names skipped."""
    names = [clean_name(p) for p in path if p and clean_name(p)]
    out: list[tuple[str, str, str | None, int]] = []
    parent: str | None = None
    for depth, name in enumerate(names):
        full = name if parent is None else parent + CATEGORY_SEPARATOR + name
        out.append((name, full, parent, depth))
        parent = full
    return out


# --- skin types -----------------------------------------------------------------------------------

SKIN_TYPES = ("combination", "dry", "normal", "oily", "sensitive")


def skin_types_from_text(text: str) -> tuple[str, ...]:
    """"Combination&Normal,Dry,Oily,Sensitive" -> ("combination", "normal", "dry", "oily", "sensitive")."""
    found = [t.strip().casefold() for t in re.split(r"[,&/]|\band\b", text or "")]
    return tuple(dict.fromkeys(t for t in found if t in SKIN_TYPES))
