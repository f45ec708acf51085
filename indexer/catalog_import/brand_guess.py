"""Find the brand at the start of a product name (LookFantastic has no brand column).

1. Known brands first: the longest run of leading words whose `brand_key` is a brand we already know
   (the other catalogues, or the database) wins: "Clinique Moisture Surge 72-Hour ..." -> "Clinique",
   "Estée Lauder Advanced Night Repair ..." -> "Estée Lauder" (accents and punctuation do not matter).
2. Otherwise a longest-common-prefix heuristic over the whole file: names are grouped by their first word
   (first two when the first is a particle such as "The", "Dr", "La"); the brand is the longest word
   prefix every name of the group shares ("Molton Brown", "Sanctuary Spa", "Holika Holika"), at most
   `MAX_WORDS` words, never the whole name, and cut before the first "product word". A product word is a
   word that follows different first words in at least `PRODUCT_WORD_GROUPS` groups ("Advanced",
   "Original", "Pure", "Skincare", "Hydrating" ...): brands do not share their second word, product lines
   do. A lone name keeps its first word (first two after a particle), plus the next word when the name is
   long and the first word is not itself styled as a brand ("INIKA", "TanOrganic").

The heuristic is right for the large brands and wrong for a few small ones (a multi-word brand with a
single product keeps only its first word); those rows still import, under a shorter brand name.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable

from api.catalog.values import brand_key
from indexer.catalog_import.normalise import parse_size

MAX_WORDS = 3
KNOWN_MAX_WORDS = 6
PRODUCT_WORD_GROUPS = 3
PARTICLES = frozenset({"the", "dr", "la", "le", "by", "yes", "this", "mr", "st", "de", "el", "ila"})
CONNECTORS = frozenset({"the", "of", "for", "x", "with", "by", "in", "to", "on", ""})


def _k(word: str) -> str:
    return brand_key(word)


class BrandGuesser:
    def __init__(self, names: Iterable[str], known_brands: Iterable[str] = ()):
        self.known = {brand_key(b) for b in known_brands if brand_key(b)}
        names = [n for n in names if n.split()]
        self._product_words = self._find_product_words(names)
        self._group_prefix = self._common_prefixes(names)

    @staticmethod
    def _group_key(words: list[str]) -> tuple[str, ...]:
        first = _k(words[0])
        if first in PARTICLES and len(words) > 2:
            return first, _k(words[1])
        return (first,)

    def _find_product_words(self, names: list[str]) -> frozenset[str]:
        groups_by_word: dict[str, set[str]] = defaultdict(set)
        for name in names:
            words = name.split()
            first = _k(words[0])
            for w in words[1:]:
                groups_by_word[_k(w)].add(first)
        return frozenset(w for w, g in groups_by_word.items() if len(g) >= PRODUCT_WORD_GROUPS)

    def _common_prefixes(self, names: list[str]) -> dict[tuple[str, ...], tuple[int, int]]:
        """Group key -> (words every name of the group shares, group size)."""
        groups: dict[tuple[str, ...], set[tuple[str, ...]]] = defaultdict(set)
        for name in names:
            # Size variants ("... 30ml", "... 50ml") are one product: they must not pass for a brand's range.
            size_text = parse_size(name)[2]
            words = (name.replace(size_text, " ") if size_text else name).split() or name.split()
            groups[self._group_key(words)].add(tuple(_k(w) for w in words))
        out: dict[tuple[str, ...], tuple[int, int]] = {}
        for key, unique in groups.items():
            members = list(unique)
            n = 0
            shortest = min(len(m) for m in members)
            while n < shortest - 1 and all(m[n] == members[0][n] for m in members):
                n += 1
            out[key] = (max(n, len(key)), len(members))
        return out

    def split(self, name: str) -> tuple[str, str]:
        """(brand, rest of the name); rest may be empty when the name is only a brand."""
        words = name.split()
        if not words:
            return "", ""
        for n in range(min(KNOWN_MAX_WORDS, len(words) - 1), 0, -1):
            if brand_key(" ".join(words[:n])) in self.known:
                return " ".join(words[:n]), " ".join(words[n:])
        gkey = self._group_key(words)
        shared, size = self._group_prefix.get(gkey, (len(gkey), 1))
        if size == 1:
            # A lone name: its first word, plus the next one when that reads like a name, not a product.
            # A word in capitals or with inner capitals ("INIKA", "TanOrganic") is a brand on its own.
            styled = words[0].isupper() or any(c.isupper() for c in words[0][1:])
            shared = 2 if len(gkey) == 1 and len(words) >= 4 and not styled else len(gkey)
        limit = min(shared, MAX_WORDS, max(len(words) - 1, 1))
        cut = len(gkey)
        while cut < limit:
            after_and = _k(words[cut - 1]) == "and" and size > 1  # "Bloom & Blossom": shared, keep going
            if self._stops(_k(words[cut]), cut, size) and not after_and:
                break
            cut += 1
        if cut > 1 and _k(words[cut - 1]) == "and":
            cut -= 1  # never end a brand on a conjunction
        return " ".join(words[:cut]), " ".join(words[cut:])

    def _stops(self, word: str, index: int, group_size: int) -> bool:
        if word in CONNECTORS:
            return True
        # Two leading words every product of a group shares are a brand ("Molton Brown", "Frank Body") even
        # when the second is also a product word elsewhere; past that, or for a lone name, it ends the brand.
        return word in self._product_words and (index >= 2 or group_size == 1)
