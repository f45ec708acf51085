"""Label text as the resolver compares it: the normalised key, the OCR skeleton, brackets and slash parts, and the
shapes of text (colour-index numbers, qualifiers, plant parts, blends ...) the resolution steps look for.

Pure functions and patterns; nothing here knows CosIng.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import lru_cache

from ingredient_engine.parse import normalise_text

# --- normalisation --------------------------------------------------------------------------------

_BRITISH = (
    ("sulphate", "sulfate"), ("sulphite", "sulfite"), ("sulphur", "sulfur"), ("sulphon", "sulfon"),
    ("aluminium", "aluminum"), ("hydrolysed", "hydrolyzed"), ("colour", "color"),
)


@lru_cache(maxsize=1 << 18)
def normalise_key(name: str) -> str:
    """Comparison form: casefolded, punctuation spacing unified, periods (not decimals) dropped.

    Memoised: the catalogue repeats a few thousand spellings hundreds of thousands of times."""
    s = normalise_text(name).casefold().replace("\\", "/")
    for british, american in _BRITISH:
        s = s.replace(british, american)
    s = re.sub(r"(?<!\d)\.|\.(?!\d)", " ", s)
    s = re.sub(r"\s*/\s*", "/", s)
    s = re.sub(r"\s*-\s*", "-", s)
    s = re.sub(r"\s*,\s*", ",", s)
    s = re.sub(r"\(\s*", " (", s)
    s = re.sub(r"\s*\)", ")", s)
    s = re.sub(r"\s+", " ", s)
    return s.strip(" ,;:*'\"-")


# Characters a scanner or a hurried typist confuses; both sides are folded onto one skeleton.
_OCR_PAIRS = (("rn", "m"), ("cl", "d"), ("vv", "w"))
_OCR_CHARS = str.maketrans({"0": "o", "a": "o", "1": "l", "i": "l", "|": "l", "!": "l"})


def ocr_skeleton(key: str) -> str:
    for a, b in _OCR_PAIRS:
        key = key.replace(a, b)
    return key.translate(_OCR_CHARS)


# "CI 77891", "Ci77891", "C.I. 77891", OCR'd "Cl 77891" / "C1 17200"
CI_IN_TEXT = re.compile(r"(?i)(?<![a-z])c\.?\s?[il1]\.?\s?-?\s*(\d{5})(?!\d)")
_PARENS = re.compile(r"\s*\([^()]*\)|\s*\[[^\[\]]*\]")
PAREN_CONTENT = re.compile(r"\(([^()]*)\)")
QUALIFIER_PREFIX = re.compile(
    r"^(?:(?:certified|organic|natural|vegetable|plant|pure|wild|fresh|cold[- ]pressed|unrefined|refined|virgin|extra|"
    r"bio|biologique|of|from|non[- ]gmo|phthalates?[- ]free|\d+%)\s+)+"
)
DIGITS = re.compile(r"\d+")


# A name ending in one of these words is complete as printed: "Citrus Sinensis Peel Oil" is not a truncated
# "... PEEL OIL EXPRESSED", nor "Jojoba Seed" of "JOJOBA SEED OIL AMINOPROPANEDIOL AMIDES/ESTERS".
COMPLETE_ENDING = re.compile(
    r"\b(?:oil|extract|wax|cera|butter|water|juice|powder|seed|acid|alcohol|glycol|gum|flour|esters?|ferment|"
    r"filtrate|lysate|protein|salt|oxide|sugar)$"
)


# Words naming the part of a plant; a label that omits it ("Borago Officinalis Oil") can be completed only by
# inserting these, never other words (which would name another substance).
PLANT_PARTS = frozenset({
    "flower", "leaf", "seed", "root", "fruit", "bark", "peel", "kernel", "wood", "stem", "rhizome", "bulb", "bud",
    "nut", "twig", "needle", "cone", "berry", "herb", "shoot", "branch", "tuber", "pulp", "rind", "husk", "hull",
    "petal", "sprout", "callus", "cell", "meristem", "sap", "thallus", "stalk", "aerial", "part", "whole", "plant",
    "bean", "germ",
})


BINOMIAL = re.compile(r"[a-z]+ [a-z]+")
# A plant's Latin name as printed: genus, species and at most one more epithet ("prunus amygdalus dulcis").
PLANT_NAME = re.compile(r"[a-z]{3,}(?: [a-z][a-z-]{2,}){1,2}")
# Preparation words a label prints after a plant name without its part ("Ginkgo Biloba Extract"; issue 9: extract,
# oil, water or none).
PREPARATIONS = frozenset({"extract", "oil", "water"})
GLUE_WORDS = frozenset({"and", "&", "+"})


def is_subsequence(words: list[str], target: list[str]) -> bool:
    it = iter(target)
    return all(any(w == t for t in it) for w in words)


def one_word_cut(words: list[str]) -> Iterator[list[str]]:
    """`words` with one word cut in two between letters, at least three letters each side."""
    for w, word in enumerate(words):
        for cut in range(3, len(word) - 2):
            if word[cut - 1].isalpha() and word[cut].isalpha():
                yield [*words[:w], word[:cut], word[cut:], *words[w + 1 :]]


def strip_brackets(s: str) -> str:
    """Drop bracketed text, nested brackets included ("Candelilla Cera (Euphorbia Cerifera (Candelilla) Wax)")."""
    prev = None
    while prev != s:
        prev, s = s, _PARENS.sub("", s)
    return re.sub(r"\s+", " ", s).strip()


def split_top_level(s: str, sep: str) -> list[str]:
    out, depth, start = [], 0, 0
    for i, ch in enumerate(s):
        if ch == "(":
            depth += 1
        elif ch == ")":
            depth = max(0, depth - 1)
        elif ch == sep and depth == 0:
            out.append(s[start:i])
            start = i + 1
    out.append(s[start:])
    return [p.strip() for p in out if p.strip()]


LINE_BREAK_HYPHEN = re.compile(r"(?<=[A-Za-z])-\s+(?=[A-Za-z])")
CAMEL_JOIN = re.compile(
    r"(?<=[a-z0-9])(?=[A-Z][a-z])|(?<=[a-z]{2})(?=[A-Z]{2})|(?<=[A-Z]{2})(?=[A-Z][a-z]{2})|(?<=[a-z)])(?=\()"
)
# "Covabsorb (Ethylhexyl Methoxycinnamate, Butyl Methoxydibenzoylmethane, ...)", "Botanical Blend [Aqua, ...]": a
# trade or blend name with its contents in one trailing bracket.
BLEND = re.compile(r"^(?P<outer>[^()\[\]]{2,60}?)\s*[(\[](?P<inner>.+)[)\]]$")
COMMON_LATIN_REST = re.compile(r"([a-z][a-z' -]{1,30}) \(([a-z]{3,} [a-z]{3,}(?: [a-z]{3,})?)\) ([a-z][a-z /-]+)")
# "Extracts of Borago Officinalis", "Essential Oil of Peppermint (Mentha Piperita)", "Extracts of: Meadowsweet".
PREPARATION_OF = re.compile(r"(?P<prep>extracts?|(?:essential )?oils?) of:? (?P<rest>[a-z].{3,})")
FERMENT_END = re.compile(r"\b(?:ferment|filtrate|lysate)(?: (?:filtrate|extract|lysate))?$")
LEADING_MARK = re.compile(r"\s*([*†‡]+)\s*\w")
TRAILING_NOTE = re.compile(r"\s*\([^()]*\)\s*$")
# "Oxacyclohexadec-12-En-2-One, (12e)- (Musk Note)", "..., (3aR,5aS,9aS,9bR)-": a CAS name's stereo descriptor cut off by
# its comma, with maybe a note after it. Tokens such as 12E, 3aR, S; never a word ("(Rose Absolute)").
_STEREO_TOKEN = r"\d*[a-z]?[EZRSezrs]"
STEREO_FRAGMENT = re.compile(rf"\(\s*{_STEREO_TOKEN}(?:\s*,\s*{_STEREO_TOKEN})*\s*\)\s*-?(?:\s*\([^()]*\))?")


def omits_part(short: str, full: str) -> bool:
    """"camelina sativa oil" is "camelina sativa seed oil" without its plant part."""
    sw, fw = short.split(), full.split()
    return (len(sw) >= 2 and len(sw) < len(fw) and sw[-1] == fw[-1] and is_subsequence(sw, fw)
            and set(fw) - set(sw) <= PLANT_PARTS)
