"""Find ingredient names inside text the parser could not read as a list ("no ingredient vanishes in silence").

A label's text is either an ingredient, a part label, or dropped text (headers, marketing prose, footnotes). Dropped
text that still holds a CosIng name means the parser lost an ingredient: names glued with no separator
(`Mineral OilOlea Europaea (Olive) Fruit Oil`), lost spaces and line-break hyphens (`Centellaasiaticaleafwater`,
`Sodiumhya-Luronate`). `NameFinder` looks for names on a letters-and-digits index of the known names: the text and
each name are reduced to their letters and digits (case folded), and a name counts where it starts and ends at a
word boundary of the text (a space, punctuation, or a lower -> Upper case change as in `OilOlea`). Digits are kept
so that PEG-10 is never read as PEG-100.

Names found in real prose ("-Retinol: Reduces the look of fine lines.") are mentions, not ingredients:
`reads_as_prose` tells them apart by what is left once the names are taken out. `mention_kind` names the other
texts that mention a name rather than list it: a footnote legend or a key-ingredient callout naming only ingredients
the same list holds, a highlight whose description names none, and a note on one ingredient's constituents.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Iterable, Mapping
from dataclasses import dataclass

from ingredient_engine.parse import is_footnote_legend, is_prose

__all__ = ["FoundName", "UnreadName", "NameFinder", "alnum_key", "reads_as_prose", "mention_kind", "holds_lost_names",
           "names_cover"]

_NOT_ALNUM = re.compile(r"[^0-9a-z]+")
# Word starts: a letter/digit after a non-alphanumeric, or an Upper after a lower ("OilOlea", "OilPEG-7").
_TOKEN = re.compile(r"[A-Za-z0-9]+")
_CAMEL = re.compile(r"(?<=[a-z])(?=[A-Z])")


def alnum_key(text: str) -> str:
    """Letters and digits only, case folded: "Caprylic/Ca- Prictriglyceride" -> "capryliccaprictriglyceride"."""
    return _NOT_ALNUM.sub("", text.casefold())


@dataclass(frozen=True, slots=True)
class FoundName:
    text: str  # the span of the input, as printed
    inci: str  # the INCI name it spells
    start: int
    end: int
    how: str  # "exact" (the span is the name with its spacing) or "letters" (spaces / hyphens lost or added)


@dataclass(frozen=True, slots=True)
class UnreadName:
    """An ingredient name found inside text the parser dropped: counted as an unrecognised ingredient.

    `text` is the name as printed, `inci` the CosIng name it spells (shown as "could be", never analysed),
    `dropped_text` the whole piece of dropped text it sits in."""

    text: str
    inci: str
    dropped_text: str
    how: str


class NameFinder:
    """Known names (normalised name -> INCI) indexed by their letters and digits."""

    min_letters = 4  # shorter names ("Tea", "Oat") are too likely to be plain words

    def __init__(self, names: Mapping[str, str]):
        keys: dict[str, str | None] = {}
        for name, inci in names.items():
            k = alnum_key(name)
            if len(k) < self.min_letters:
                continue
            keys[k] = inci if keys.get(k, inci) == inci else None  # one spelling, two substances: use neither
        self.keys = {k: v for k, v in keys.items() if v is not None}
        self._cache: dict[str, tuple[FoundName, ...]] = {}
        self._by_prefix: dict[str, list[str]] = {}
        for k in sorted(self.keys, key=len, reverse=True):
            self._by_prefix.setdefault(k[: self.min_letters], []).append(k)

    def lookup(self, text: str) -> str | None:
        """The INCI name `text` spells with spaces, hyphens or punctuation lost or added, or None."""
        return self.keys.get(alnum_key(text))

    def find(self, text: str) -> tuple[FoundName, ...]:
        """Non-overlapping names in `text`, left to right, the longest at each word start (memoised)."""
        hit = self._cache.get(text)
        if hit is None:
            hit = tuple(self._find(text))
            if len(self._cache) < 100_000:
                self._cache[text] = hit
        return hit

    def __getstate__(self) -> dict:
        return {**self.__dict__, "_cache": {}}

    def _find(self, text: str) -> list[FoundName]:
        # Alphanumeric string with a map back to the text, and the word boundaries in it.
        chars: list[str] = []
        where: list[int] = []
        starts: set[int] = set()
        ends: set[int] = set()
        for m in _TOKEN.finditer(text):
            pieces = _CAMEL.split(m.group(0))
            offset = m.start()
            for piece in pieces:
                starts.add(len(chars))
                for j, ch in enumerate(piece.casefold()):
                    chars.append(ch)
                    where.append(offset + j)
                offset += len(piece)
                ends.add(len(chars))
        s = "".join(chars)
        found: list[FoundName] = []
        p = 0
        n = len(s)
        while p < n:
            if p not in starts:
                p += 1
                continue
            hit = None
            for k in self._by_prefix.get(s[p : p + self.min_letters], ()):
                if p + len(k) in ends and s.startswith(k, p):
                    hit = k
                    break  # longest first
            if hit is None:
                p += 1
                continue
            a, b = where[p], where[p + len(hit) - 1] + 1
            span = text[a:b]
            exact = alnum_key(span) == hit and " ".join(_TOKEN.findall(span)).casefold() == " ".join(
                _TOKEN.findall(self.keys[hit])).casefold()
            found.append(FoundName(span, self.keys[hit], a, b, "exact" if exact else "letters"))
            p += len(hit)
        return found


def reads_as_prose(text: str, found: Iterable[FoundName]) -> bool:
    """Is `text` a sentence about the names it mentions ("-Retinol: Reduces the look of fine lines.")?

    The names are taken out first, so a run of glued names is never read as prose however long it is."""
    rest = text
    for f in sorted(found, key=lambda f: f.start, reverse=True):
        rest = rest[: f.start] + " " + rest[f.end :]
    words = re.findall(r"[A-Za-z][A-Za-z']+", rest)
    if not words:
        return False
    return is_prose(rest) or (len(words) >= 2 and any(w[0].islower() for w in words) and ":" in text
                              and len(words) >= 3)


# A footnote legend starts with its mark ("*100% Natural Fragrance", "*Contains Natural Fragrance").
_LEGEND = re.compile(r"^\s*[*†‡]")
# A callout starts with a bullet ("-Pure Ferulic Acid", "• Vitamin E").
_CALLOUT = re.compile(r"^\s*[-•·]\s*(?=[A-Za-z])")
# A highlight: a bullet, its subject, a colon and a description ("-Ubiquinone (CoQ10): De", cut off mid-word).
_HIGHLIGHT = re.compile(r"^\s*[-•·]\s*[^:,;]{2,80}:\s*(?P<description>\S.*)$", re.S)
# The parser drops "Contains: ..." only as a note on the ingredient printed before it ("Safflower Oil Contains:
# Linoleic Acid."; `parse._CONSTITUENT_NOTE`): its names are what that ingredient holds, not more ingredients.
_CONSTITUENTS = re.compile(r"^\s*Contains\s*:", re.I)


def mention_kind(text: str, found: Iterable[FoundName], listed: Collection[str] = ()) -> str | None:
    """Why `text` only mentions the names in it, or None when it may hold lost ones.

    "prose": a sentence about them (`reads_as_prose`); "legend": a footnote legend (it starts with a footnote mark)
    whose every name is an ingredient the same list holds (`listed`: INCI names), "*100% Natural Fragrance" after
    "Fragrance*", or a legend (`parse.is_footnote_legend`) in a field that holds no list at all (two Sephora 2018
    rows whose field is only "*100% Natural Fragrance": there is no list to read, the product has none); "callout": a key-ingredient callout (it starts with a bullet) whose every name the list holds,
    "-Pure Ferulic Acid" above a list with FERULIC ACID; "highlight": "-Name: description" whose description names
    no ingredient (the gold convention: "-Green Tea Extract: Protects ..." is prose; also when the description is cut
    off, "-Ubiquinone (CoQ10): De"); "constituents": "Contains: Linoleic Acid." as the parser drops it, a note on the
    ingredient before it. A legend or callout naming anything the list does not hold may be lost text: None."""
    found = list(found)
    if reads_as_prose(text, found):
        return "prose"
    names = {f.inci for f in found}
    if found and not listed and is_footnote_legend(text):
        return "legend"  # the field holds a legend and no list: the source lost the list it explained
    if found and names <= set(listed):
        if _LEGEND.match(text):
            return "legend"
        if _CALLOUT.match(text):
            return "callout"
    m = _HIGHLIGHT.match(text)
    if m and not any(f.end > m.start("description") for f in found):
        return "highlight"
    if _CONSTITUENTS.match(text):
        return "constituents"
    return None


def holds_lost_names(text: str, found: Iterable[FoundName], min_share: float = 0.5,
                     listed: Collection[str] = ()) -> bool:
    """Is `text` a piece of an ingredient list the parser could not read, rather than a text that mentions a name
    (`mention_kind`: prose, a footnote legend, a callout, a highlight, a constituent note)? The names found cover at
    least half of its letters ("*Squalane.", "Sorbitan SesquioleateVitis Vinifera ...", but not "*Mark:
    Plant-Derived Fragrance" or "Daywear Bb Cream ..."). `listed`: the INCI names the same list holds."""
    found = list(found)
    return bool(found) and mention_kind(text, found, listed) is None and names_cover(text, found, min_share)


def names_cover(text: str, found: Iterable[FoundName], min_share: float = 0.5) -> bool:
    """Do the names found cover at least `min_share` of the letters of `text`?"""
    letters = len(alnum_key(text))
    return letters > 0 and sum(len(alnum_key(f.text)) for f in found) >= min_share * letters
