"""Catalogue values a product carries wherever it comes from (an import or a member's submission):
the brand de-duplication key, sizes in ml or g, the price in USD and the price per ml or g, and whether that
price can be compared at all."""

from __future__ import annotations

import re
import statistics
import unicodedata
from collections.abc import Iterable, Mapping

_MARKS = re.compile(r"[™®©℠]")
_APOSTROPHES = re.compile(r"['’‘`´]")
_NON_ALNUM = re.compile(r"[^a-z0-9]+")


def strip_accents(text: str) -> str:
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def brand_key(name: str) -> str:
    """De-duplication key: "L'Oréal Paris" / "L'OREAL PARIS" / "L’Oreal  Paris" -> "loreal paris".

    Accents and trademark signs go, "&" reads "and", apostrophes vanish ("Kiehl's" -> "kiehls") and every
    other punctuation run becomes one space, so "La Roche-Posay" and "La Roche Posay" meet, as do "Dr.G"
    and "Dr. G".
    """
    s = strip_accents(_MARKS.sub("", name)).casefold().replace("&", " and ")
    s = _APOSTROPHES.sub("", s)
    return " ".join(_NON_ALNUM.sub(" ", s).split())


# Fixed, approximate rates (2023 averages). Good enough to rank price per ml across retailers; not a
# checkout price. Every catalogue shipped today is already in USD.
USD_RATES: dict[str, float] = {"USD": 1.0, "GBP": 1.27, "EUR": 1.08, "KRW": 0.00077, "JPY": 0.0071,
                               "CAD": 0.74, "AUD": 0.66}


def to_usd(amount: float | None, currency: str | None) -> float | None:
    if amount is None or currency is None or currency not in USD_RATES:
        return None
    return round(amount * USD_RATES[currency], 2)


# --- sizes -------------------------------------------------------------------------------------------------------

# Sizes are stored in ml or g (price per unit is USD per ml or per g): every unit an import reads or a member
# gives, as (factor, base unit). The one unit table: the importer's `parse_size` and product submission use it.
FL_OZ_ML = 29.5735
SIZE_UNITS: dict[str, tuple[float, str]] = {
    "ml": (1.0, "ml"), "cl": (10.0, "ml"), "l": (1000.0, "ml"), "fl_oz": (FL_OZ_ML, "ml"),
    "g": (1.0, "g"), "kg": (1000.0, "g"), "mg": (0.001, "g"),
}


def price_per_unit(price_usd: float | None, size_value: float | None) -> float | None:
    """USD per ml or per g (whichever the size is in)."""
    if price_usd is None or not size_value:
        return None
    return round(price_usd / size_value, 4)


# --- retailers ---------------------------------------------------------------------------------------------------

# Display names of the catalogue's sources; both Sephora files are one retailer, years apart.
RETAILERS = {
    "sephora": "Sephora",
    "cosmetics_sephora_2018": "Sephora (2018 listing)",
    "lookfantastic": "LookFantastic",
    "oliveyoung": "Olive Young",
    "member": "a member's listing",
}
_RETAILER_OF_SOURCE = {"cosmetics_sephora_2018": "sephora"}  # files of one retailer, years apart


def retailer(source: str) -> str:
    return RETAILERS.get(source, source)


def store_name(source: str) -> str | None:
    """The shop a listing is sold at (Sephora's two files are one shop); None for a member's listing, sold nowhere
    we know."""
    if source == "member":
        return None
    return retailer(_RETAILER_OF_SOURCE.get(source, source))


def same_retailer(a: str, b: str) -> bool:
    """Are sources `a` and `b` files of one retailer?"""
    return _RETAILER_OF_SOURCE.get(a, a) == _RETAILER_OF_SOURCE.get(b, b)


# --- prices that are not a product's price --------------------------------------------------------

# A bracketed promotion on the name ("[New Members Only] … $0.99") and samplers, samples and gifts with
# purchase: their price says nothing about what the product costs, so they never count as "cheaper".
_PROMO_TAG = re.compile(r"\[[^\]]*\b(?:members?|only|deal|sale|event|promo(?:tion)?|gift|free|limited)\b[^\]]*\]",
                        re.I)
_SAMPLE = re.compile(r"\b(?:samplers?|samples?|free gift|gifts? with purchase|gwp)\b", re.I)
# A price under a twentieth of its category's median (categories of at least 10 priced products) is a
# promotion or a data error, not a dupe: on the real catalogue the only such price is the $0.99 member deal
# (also marked by its name). Price per ml/g is not judged so: a twentieth of the category's median price per
# unit flags 21 real products (CeraVe's 454 g tub, 5 kg bath salts, drugstore eye make-up removers) and no
# promotion (data/local, 2026-11-26); big sizes are cheap per unit by nature.
OUTLIER_SHARE = 1 / 20
OUTLIER_MIN_CATEGORY = 10


def price_note(name: str) -> str | None:
    """Why a product's price is not comparable, read from its name; None when it is."""
    if _PROMO_TAG.search(name):
        return "promotional price"
    if _SAMPLE.search(name):
        return "sample or gift set"
    return None


def category_price_medians(prices: Iterable[tuple[int | None, float | None]]) -> dict[int | None, float]:
    """Median price per category over (category id, price) rows of the ACTIVE catalogue, for categories with at
    least OUTLIER_MIN_CATEGORY priced products (fewer say nothing about what is normal)."""
    by_category: dict[int | None, list[float]] = {}
    for category, price in prices:
        if price:
            by_category.setdefault(category, []).append(price)
    return {c: statistics.median(v) for c, v in by_category.items() if len(v) >= OUTLIER_MIN_CATEGORY}


def incomparable_price(name: str, category: int | None, price: float | None,
                       medians: Mapping[int | None, float]) -> str | None:
    """Why a product's price must stay out of cheaper-than comparisons (None when it may be compared): the one
    rule for computed dupes (the similarity model) and members' dupe suggestions (`api.dupes.evidence`). Name
    markers (`price_note`), and a price under OUTLIER_SHARE of its category's median (`category_price_medians`)."""
    note = price_note(name)
    if note is None and price and category in medians and price < medians[category] * OUTLIER_SHARE:
        note = "price far below its category (a promotion or a data error)"
    return note


def incomparable_prices(products: Iterable[tuple[int, int | None, str, float | None]]) -> dict[int, str]:
    """{product id: reason} for the (id, category id, name, price) rows of the whole active catalogue whose price
    is `incomparable_price`."""
    rows = list(products)
    medians = category_price_medians((category, price) for _, category, _, price in rows)
    return {pid: note for pid, category, name, price in rows
            if (note := incomparable_price(name, category, price, medians)) is not None}
