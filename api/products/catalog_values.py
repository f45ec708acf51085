"""Catalogue values a product carries wherever it comes from (an import or a member's submission):
the brand de-duplication key, the price in USD and the price per ml or g."""

from __future__ import annotations

import re
import unicodedata

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


def price_per_unit(price_usd: float | None, size_value: float | None) -> float | None:
    """USD per ml or per g (whichever the size is in)."""
    if price_usd is None or not size_value:
        return None
    return round(price_usd / size_value, 4)
