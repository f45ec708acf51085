"""Which retailer listings are one product: names first, ingredient lists as evidence.

A product is sold by several retailers, in several sizes, under names that differ in spelling ("Moisturising"),
wording ("Masque"), order, the brand repeated, size words ("Mini", "Travel Spray", "1+1") and now and then a
rename by the brand. This module decides, for two listings of one brand, whether they are the same product, a new
formula of it, or two products, and groups a brand's listings into products. It is pure (no database) so that the
importer's grouping and a member's "is it one of these?" use the same rule.

The rule, in order (each "different" verdict names its reason, so a grouping can be explained):

1. Another brand, a kit against a single product, a "for Men" line against its sibling, other numbers
   (Clarifying Lotion 2 vs 3, 5 % vs 10 %, SPF 15 vs 30) or another area (eye, lip, body, hand, neck, hair …):
   different products, whatever the lists say.
2. The same name once normalised (`name_key`): the same product, unless both lists are known and really differ
   (`FAR`): then a new formula, kept apart.
3. Names that differ: another product form on each side (cream vs lotion, serum vs mist; "moisturizer" is
   generic) or a variant word on one side only (rich, light, intense, oil-free, night, tinted …): different.
   Otherwise one name holding the other plus descriptor words ("Pore Minimizing Instant Detox Mask") needs lists
   that agree (`NEAR`); a rename (other words) needs near-identical lists (`RENAMED`) and one word in common
   beyond the brand and the product form. Without lists to compare, differing names stay apart.

Lists are compared on coarse names (water and colourants left out, a plant's extract, oil or water counted as the
plant: retailers' files rename them) so that one retailer's cleaned copy still matches the label.
"""

from __future__ import annotations

import re
import unicodedata
from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache

# List agreement (Jaccard of coarse names) thresholds, tuned on the tuning part of data/gold/listing_pairs.csv.
FAR = 0.4  # under this (and with another base), one name with two lists is two formulas
BASE = 6  # the first names of a list: its base
MIN_READ = 0.6  # share of a list's names that must be resolved for it to count (else it is prose or a scrape error)
NEAR = 0.55  # a name holding the other's words plus descriptors
RENAMED = 0.85  # other words altogether
RENAMED_WORDS = 0.25  # ... and at least this share of their words in common
MIN_KNOWN = 5  # resolved names a list needs to count as evidence

_STOP = frozenset(["the", "a", "an", "with", "and", "for", "of", "to", "in", "by", "de", "du", "la", "le", "les", "des", "en", "pour"])
FORMS = frozenset(["cream", "lotion", "serum", "gel", "oil", "balm", "mask", "toner", "tonic", "essence", "mist", "spray", "foam", "cleanser", "wash", "milk", "water", "scrub", "exfoliator", "exfoliant", "peel", "pad", "patch", "stick", "powder", "primer", "concentrate", "ampoule", "emulsion", "fluid", "butter", "soap", "bar", "shampoo", "conditioner", "candle", "perfume", "parfum", "toilette", "cologne", "deodorant", "sunscreen", "tint", "foundation", "concealer", "mascara", "liner", "eyeliner", "pencil", "palette", "lipstick", "gloss", "blush", "bronzer", "highlighter", "brush", "sponge", "device", "wipe", "towelette", "jelly", "sorbet", "drop", "polish", "salt", "bath", "shower", "supplement", "capsule", "vial", "diffuser", "fragrance", "elixir", "extrait", "fraiche", "cushion", "pomade", "eaudeparfum", "eaudetoilette", "eaudecologne"]) - {"capsule"}
_GENERIC_FORMS = frozenset({"moisturizer", "treatment", "formula", "care"})
AREAS = frozenset(["eye", "lip", "body", "hand", "neck", "foot", "hair", "scalp", "nail", "brow", "lash", "decollete", "underarm"])
MEN = frozenset({"men", "man", "homme", "him"})
VARIANTS = frozenset(["rich", "light", "lite", "intense", "extra", "ultra", "max", "oilfree", "alcoholfree", "fragrancefree", "unscented", "sensitive", "dry", "oily", "combination", "normal", "night", "day", "tinted", "waterproof", "matte", "sheer", "clear", "tone", "original", "plus", "mild", "strength", "charcoal", "pressed", "loose", "gold", "silver", "rose", "pink", "purple", "bronze", "nude"])
KIT = frozenset(["set", "kit", "collection", "bundle", "trio", "discovery", "sampler", "coffret", "gift"])
_PACK_WORDS = ("mini", "travel size", "travel spray", "travel", "jumbo", "supersize", "super size", "value size",
               "deluxe", "refillable", "refill", "rollerball", "roller pearl", "rollerpearl", "roll on ball",
               "1 1", "double pack", "double edition", "double set", "twin pack", "duo", "duet", "limited edition",
               "exclusive", "special set", "special edition", "new", "with pump", "pump", "broad spectrum", "twist and spray")
_ACCESSORIES = frozenset(["cotton", "puff", "sticker", "pouch", "bag", "headband", "spatula"])

_MARKS = re.compile(r"[™®©℠\ufffd]")
_QUOTES = re.compile(r"[’‘`´\"“”]")
_SIZE = re.compile(r"\b\d+(?:[.,]\d+)?\s*(?:ml|l|cl|g|kg|mg|oz|fl\.?\s*oz|ea|p|pcs?|pieces?|sheets?|count|ct|masks?|"
                   r"pairs?|treatments?|vials?|applications?|wipes?|pads?|patches?)\b(?:\s*\*\s*\d+\s*ea)?")
_TIMES = re.compile(r"\b\d+\s*x\b|\bx\s*\d+\b|\(\s*\d+\s*(?:pack|pk)\s*\)|\b\d+\s*pack\b")
_SPF = re.compile(r"\bspf\s*(\d+)\s*\+?")
_PA = re.compile(r"\bpa\s*\++")
_PLUS_AFTER = re.compile(r"(?<=[a-z0-9])\+")
_BRACKET = re.compile(r"\[([^\]]*)\]")
_PAREN = re.compile(r"\(([^()]*)\)")
_MARKER = re.compile(r"\b(?:exclusive|new|edition|only|deal|sale|event|gift|limited|award|best|free|ad)\b")
_UK = ((re.compile(r"(?<=[a-z]{3})is(e|es|ed|er|ers|ing|ation|ations)\b"), r"iz\1"),
       (re.compile(r"\bcolour"), "color"), (re.compile(r"\bcentre"), "center"), (re.compile(r"\bfibre"), "fiber"),
       (re.compile(r"\bgrey\b"), "gray"), (re.compile(r"\baluminium"), "aluminum"))
_WORD_FORMS = {"masque": "mask", "creme": "cream", "facial": "face", "moisturiser": "moisturizer",
               "eyes": "eye", "lips": "lip", "lashes": "lash", "brows": "brow", "hairs": "hair", "pm": "night",
               "am": "day"}
_JOIN = ((re.compile(r"\bmake[\s-]+up\b"), "makeup"), (re.compile(r"\boil[\s-]+free\b"), "oilfree"),
         (re.compile(r"\balcohol[\s-]+free\b"), "alcoholfree"),
         (re.compile(r"\bfragrance[\s-]+free\b"), "fragrancefree"), (re.compile(r"\beau\s+de\s+"), "eaude"),
         (re.compile(r"\broll(?:er)?[\s-]+(?:ball|pearl)\b"), "rollerball"))
_NUMBER = re.compile(r"\d")
_WHOLE_DECIMAL = re.compile(r"\d+\.0")
_TOKENS = re.compile(r"\d+(?:\.\d+)+|[a-z0-9%]+")


def fold(text: str) -> str:
    """Lower case, accents and trademark signs gone, quotes dropped."""
    if text.isascii():  # most names: no accents or trademark signs to take out
        return _QUOTES.sub("", text.lower())
    text = unicodedata.normalize("NFKD", _MARKS.sub(" ", text))
    text = "".join(c for c in text if not unicodedata.combining(c)).lower()
    return _QUOTES.sub("", text)


@lru_cache(maxsize=65536)  # a catalogue's names repeat a few thousand words: each is normalised once
def _word(token: str) -> str:
    token = _WORD_FORMS.get(token, token)
    if len(token) > 3 and not _NUMBER.search(token):
        if token.endswith(("ches", "shes", "sses", "xes")):
            token = token[:-2]
        elif token.endswith("s") and not token.endswith(("ss", "us", "is")):
            token = token[:-1]
    if _WHOLE_DECIMAL.fullmatch(token):
        token = token[:-2]
    return token


@dataclass(frozen=True, slots=True)
class NameKey:
    """A listing's name as the grouping compares it (the derived sets are computed once, in `NameKey.of`)."""

    words: tuple[str, ...]  # the name's words in order: brand, sizes, pack words and stop words dropped
    kit: bool  # a set or bundle holding other products
    pack: bool  # a size word or a pack of the product itself (mini, travel, 1+1, refill …)
    men: bool  # the name says it is a men's product
    men_shelf: bool = False  # the retailer files it under men
    bundle: bool = False  # a "Set" of the product itself (more of it, or a tool): still the product
    core: frozenset[str] = frozenset()
    squashed: str = ""
    numbers: frozenset[str] = frozenset()  # numbers in the name (SPF values included)
    forms: frozenset[str] = frozenset()
    areas: frozenset[str] = frozenset()
    variants: frozenset[str] = frozenset()

    @classmethod
    def of(cls, words: tuple[str, ...], kit: bool, pack: bool, men: bool, men_shelf: bool,
           bundle: bool) -> NameKey:
        core = frozenset(words)
        return cls(words, kit, pack, men, men_shelf, bundle, core, "".join(words),
                   frozenset(w for w in core if _NUMBER.search(w)), core & FORMS, core & AREAS, core & VARIANTS)


@lru_cache(maxsize=8192)
def _brand_words(brand: str) -> frozenset[str]:
    return frozenset(_word(w) for w in re.sub(r"[^a-z0-9]+", " ", fold(brand).replace("&", " and ")).split())


def _words(text: str) -> list[str]:
    """Text (folded, sizes gone) to comparable words."""
    text = text.replace("&", " and ").replace("w/", " with ")
    text = _PLUS_AFTER.sub(" plus ", text).replace("+", " ")  # "Lotion+" is a name; "Squalane + Omega" is "and"
    for pattern, repl in _JOIN:
        text = pattern.sub(repl, text)
    for pattern, repl in _UK:
        text = pattern.sub(repl, text)
    text = text.replace("creme", "cream").replace("masque", "mask").replace("intense hydration", "hydration")
    return [_word(w) for w in _TOKENS.findall(text)]


def name_key(name: str, brand: str, category: str = "") -> NameKey:
    """Normalise a listing's name: sizes and counts, trademark signs, the brand at the front (even twice), UK/US
    spellings, accents, punctuation and word forms ("Masque", "Crème", "Facial") are set aside; size and pack
    words are kept as a flag, and so is a kit."""
    text = fold(name).replace("_", " ")
    text = re.sub(r"\b\d\s*\+\s*\d\b", " 1 1 ", text)  # "1+1": a pack
    for inner in _BRACKET.findall(text):
        text = text.replace(f"[{inner}]", " " if _MARKER.search(inner) else f" {inner} ")
    extras = _PAREN.findall(text)
    for inner in extras:
        text = text.replace(f"({inner})", " ")
    text = _PA.sub(" ", _SPF.sub(r" spf\1 ", text))
    sized = _TIMES.sub(" ", _SIZE.sub(" ", text))
    pack = sized != text
    padded = " " + " ".join(_words(sized)) + " "
    set_pack = " special set " in padded  # Olive Young's "Special Set": the product with more of it or a gift
    for phrase in _PACK_WORDS:
        if f" {phrase} " in padded:
            pack = True
            padded = padded.replace(f" {phrase} ", " ")
    words = padded.split()
    if any(w.startswith("spf") for w in words):
        words = [w for w in words if w != "pa"]  # the PA rating beside an SPF
    brand_words = _brand_words(brand)
    while words and words[0] in brand_words:
        words.pop(0)
    forms = {w for w in words if w in FORMS}
    kit = False
    for inner in extras:  # "(+Cream 10mL)" brings another product; "(+50mL)", "(+Serum 7g)", "(+Cotton Pad)" do not
        inner_words = set(_words(_SIZE.sub(" ", inner)))
        if inner_words & FORMS - forms and not inner_words & _ACCESSORIES:
            kit = True
        elif _SIZE.search(inner) or inner_words & (_ACCESSORIES | forms) or "+" in inner:
            pack = set_pack = True
    named_kit = {w for w in words if w in KIT}
    kit = kit or bool(named_kit - {"set"}) or ("set" in named_kit and not set_pack)
    kept = [w for w in words if w not in _STOP and w not in KIT and w != "special"]
    if "face" in kept:  # "Face and Neck Cream" is a face cream that also does the neck
        kept = [w for w in kept if w not in {"neck", "decollete"}]
    men = bool(set(kept) & MEN)
    return NameKey.of(tuple(w for w in kept if w not in MEN), kit, pack, men, _men_shelf(category),
                      set_pack and not kit)


@lru_cache(maxsize=8192)
def _men_shelf(category: str) -> bool:
    """Does the retailer file it under men (a category path; a catalogue has a few hundred)?"""
    return "men" in {_word(w) for w in re.findall(r"[a-z]+", fold(category))}


# --- ingredient lists -------------------------------------------------------------------------------------------

_PLANT_PARTS = ("extract", "oil", "water", "juice", "butter", "powder", "flower", "leaf", "seed", "fruit", "root",
                "wax", "callus", "ferment", "filtrate")
_SAME_AS = {"SQUALENE": "SQUALANE", "PARFUM": "PARFUM", "AROMA": "PARFUM"}


@lru_cache(maxsize=65536)
def coarse(inci: str) -> str | None:
    """The name a list is compared on: water and colourants are left out (retailers drop or add them), a plant's
    parts and preparations count as the plant ("CAMELLIA SINENSIS LEAF EXTRACT" = "CAMELLIA SINENSIS EXTRACT")."""
    name = _SAME_AS.get(inci.upper(), inci.upper())
    if name in {"AQUA", "WATER"} or name.startswith("CI "):
        return None
    words = name.split()
    if len(words) > 2 and any(part in name.lower() for part in _PLANT_PARTS):
        return " ".join(words[:2])
    return name


@dataclass(frozen=True, slots=True)
class Listing:
    """What the grouping knows of one listing."""

    id: int
    brand: str  # the brand key (one per brand across sources)
    name: str
    source: str = ""
    ingredients: tuple[str, ...] = ()  # resolved INCI names in label order (may-contain left out)
    category: str = ""  # the category path, e.g. "Men > Face Wash"
    unread: int = 0  # names of its list the resolver could not read


@dataclass(frozen=True, slots=True)
class Keyed:
    listing: Listing
    key: NameKey
    names: frozenset[str]  # coarse ingredient names
    base: tuple[str, ...]  # the first BASE coarse names in label order

    @property
    def known(self) -> bool:
        read = len(self.listing.ingredients)
        return len(self.names) >= MIN_KNOWN and read >= MIN_READ * (read + self.listing.unread)

    @property
    def scent_list(self) -> bool:
        """A fragrance's list (alcohol, perfume, water and allergens): a house's perfumes share it, so it tells
        nothing about which product a listing is beyond its name."""
        return "PARFUM" in {coarse(i) for i in self.listing.ingredients[:3]}


def keyed(listing: Listing, brand_name: str | None = None) -> Keyed:
    ordered = [c for c in (coarse(i) for i in listing.ingredients) if c]
    return Keyed(listing, name_key(listing.name, brand_name or listing.brand, listing.category), frozenset(ordered),
                 tuple(dict.fromkeys(ordered))[:BASE])


def list_agreement(a: Keyed, b: Keyed) -> float | None:
    """Jaccard of the coarse ingredient names; None when either list is too short to say anything."""
    if not (a.known and b.known):
        return None
    return len(a.names & b.names) / len(a.names | b.names)


def _holds_more(pack: Keyed, single: Keyed) -> bool:
    """An Olive Young-style "Special Set" names only its main product; its list gives the extras away."""
    return (pack.key.bundle and pack.known and single.known and len(pack.names) >= 1.25 * len(single.names)
            and len(pack.names & single.names) >= 0.8 * len(single.names))


def reformulated(a: Keyed, b: Keyed) -> bool:
    """Two known lists of one name that are two formulas: they share little (`FAR`), their bases differ (at most
    half of the first names in common) and neither holds the other (a listing whose list holds several products'
    lists, or a longer label, is not a new formula)."""
    score = list_agreement(a, b)
    if score is None or score >= FAR:
        return False
    base = len(set(a.base) & set(b.base)) / BASE
    held = len(a.names & b.names) / min(len(a.names), len(b.names))
    return base <= 0.5 and held < 0.8


# --- the pair rule ----------------------------------------------------------------------------------------------

SAME, NEW_FORMULA, DIFFERENT = "same", "new_formula", "different"


@dataclass(frozen=True, slots=True)
class Verdict:
    relation: str  # SAME, NEW_FORMULA or DIFFERENT
    reason: str  # in words a member can check

    @property
    def same(self) -> bool:
        return self.relation == SAME


def _hard_difference(a: NameKey, b: NameKey) -> str | None:
    """A difference no ingredient list can overrule."""
    if a.kit != b.kit:
        return "a set or kit vs a single product"
    if a.men != b.men and not (a.men_shelf or b.men_shelf):
        return "a men's line vs its sibling"
    if a.numbers != b.numbers:
        diff = sorted(a.numbers ^ b.numbers)
        return f"other numbers in the name ({', '.join(diff)})"
    if a.areas != b.areas:
        return f"made for another area ({', '.join(sorted(a.areas ^ b.areas))})"
    return None


def _same_words(a: NameKey, b: NameKey) -> bool:
    return a.core == b.core or (a.squashed == b.squashed and bool(a.squashed))


def _fmt(score: float | None) -> str:
    return "no list to compare" if score is None else f"list agreement {score:.2f}"


def compare(a: Keyed, b: Keyed) -> Verdict:
    """Are two listings (of one brand) the same product? See the module docstring for the rule."""
    if a.listing.brand != b.listing.brand:
        return Verdict(DIFFERENT, "another brand")
    hard = _hard_difference(a.key, b.key)
    if hard:
        return Verdict(DIFFERENT, hard)
    score = list_agreement(a, b)
    if _same_words(a.key, b.key):
        if not a.key.core:
            return Verdict(DIFFERENT, "no name left to compare")
        if reformulated(a, b):
            return Verdict(NEW_FORMULA, f"same name, another list ({_fmt(score)}, another base): a new formula")
        if _holds_more(a, b) or _holds_more(b, a):
            return Verdict(DIFFERENT, "a pack whose list holds another product's too: a set")
        return Verdict(SAME, f"same name ({_fmt(score)})")
    fa, fb = a.key.forms - _GENERIC_FORMS, b.key.forms - _GENERIC_FORMS
    if fa and fb and not (fa <= fb or fb <= fa):
        return Verdict(DIFFERENT, f"another product form ({', '.join(sorted(fa ^ fb))})")
    if a.key.variants != b.key.variants:
        return Verdict(DIFFERENT, f"a variant ({', '.join(sorted(a.key.variants ^ b.key.variants))})")
    if score is None:
        return Verdict(DIFFERENT, "names differ and there is no list to compare")
    if a.key.kit:
        return Verdict(DIFFERENT, "two sets under other names")
    if a.scent_list or b.scent_list:
        return Verdict(DIFFERENT, "names differ, and a fragrance's list does not tell its products apart")
    ca, cb = a.key.core, b.key.core
    if ca <= cb or cb <= ca:
        short, long = (fa, fb) if len(ca) <= len(cb) else (fb, fa)
        if short and long - short:
            return Verdict(DIFFERENT, f"the name adds a product form ({', '.join(sorted(long - short))})")
        if score >= (NEAR if a.listing.source != b.listing.source else RENAMED):
            extra = ", ".join(sorted(ca ^ cb))
            return Verdict(SAME, f"the same name with descriptor words ({extra}); {_fmt(score)}")
        return Verdict(DIFFERENT, f"the name adds words and the lists differ ({_fmt(score)})")
    if _renamed(a, b, score):
        shared = (ca & cb) - FORMS - _GENERIC_FORMS
        return Verdict(SAME, f"renamed: near-identical list ({_fmt(score)}), name shares {', '.join(sorted(shared))}")
    return Verdict(DIFFERENT, f"other names ({_fmt(score)})")


def _renamed(a: Keyed, b: Keyed, score: float | None) -> bool:
    """Names with other words that are one product: near-identical lists, words in common beyond the brand and the
    form, and two files (one retailer's file does not list a product twice under two names: there, two names
    with one list are siblings)."""
    ca, cb = a.key.core, b.key.core
    return (score is not None and score >= RENAMED and a.listing.source != b.listing.source
            and bool((ca & cb) - FORMS - _GENERIC_FORMS) and len(ca & cb) / len(ca | cb) >= RENAMED_WORDS)


# --- grouping ---------------------------------------------------------------------------------------------------


@dataclass
class Grouping:
    """Products of a set of listings: `groups` (listing ids, each group sorted), why each listing is in its group
    (`reasons`), and pairs of groups that are one product in two formulas (`new_formula`, by a member each)."""

    groups: list[list[int]] = field(default_factory=list)
    reasons: dict[int, str] = field(default_factory=dict)
    new_formula: list[tuple[int, int]] = field(default_factory=list)


class _Groups:
    """Union-find over listings that refuses a union joining two listings a hard rule (or a decision) keeps
    apart."""

    def __init__(self, items: Mapping[int, Keyed], apart: set[frozenset[int]]):
        self.items = items
        self.parent = {i: i for i in items}
        self.members: dict[int, list[int]] = {i: [i] for i in items}
        self.apart = apart

    def find(self, x: int) -> int:
        while self.parent[x] != x:
            self.parent[x] = self.parent[self.parent[x]]
            x = self.parent[x]
        return x

    def can_join(self, x: int, y: int) -> bool:
        rx, ry = self.find(x), self.find(y)
        if rx == ry:
            return True
        for u in self.members[rx]:
            for v in self.members[ry]:
                if frozenset((u, v)) in self.apart:
                    return False
                if not _compatible(self.items[u], self.items[v]):
                    return False
        return True

    def join(self, x: int, y: int, *, force: bool = False) -> bool:
        if not force and not self.can_join(x, y):
            return False
        rx, ry = self.find(x), self.find(y)
        if rx != ry:
            if len(self.members[rx]) < len(self.members[ry]):
                rx, ry = ry, rx
            self.parent[ry] = rx
            self.members[rx].extend(self.members.pop(ry))
        return True


def _compatible(a: Keyed, b: Keyed) -> bool:
    """May two listings sit in one product? Nothing keeps them apart: no hard difference, not two formulas, and
    names with other words only when they would be merged as a rename (so a generic listing cannot chain its
    variants together: "Cryo Rubber Masks" with "... with Collagen" and "... with Allantoin")."""
    if _hard_difference(a.key, b.key) is not None or reformulated(a, b) or _holds_more(a, b) or _holds_more(b, a):
        return False
    ca, cb = a.key.core, b.key.core
    if _same_words(a.key, b.key) or ca <= cb or cb <= ca:
        return True
    return _renamed(a, b, list_agreement(a, b))


def group(listings: Iterable[Listing], *, brand_names: Mapping[str, str] | None = None,
          together: Iterable[tuple[int, int]] = (), apart: Iterable[tuple[int, int]] = ()) -> Grouping:
    """Group listings into products, brand by brand. `together` and `apart` are decisions taken by hand (an admin
    joining or splitting): they win over the rule. `brand_names` maps a brand key to the display name whose words a
    listing's name may repeat (defaults to the key)."""
    names = brand_names or {}
    by_brand: dict[str, dict[int, Keyed]] = defaultdict(dict)
    for listing in listings:
        by_brand[listing.brand][listing.id] = keyed(listing, names.get(listing.brand))
    kept_apart = {frozenset(p) for p in apart}
    joined = list(together)
    result = Grouping()
    for items in by_brand.values():
        groups = _Groups(items, kept_apart)
        for x, y in joined:
            if x in items and y in items:
                groups.join(x, y, force=True)
                result.reasons[x] = result.reasons[y] = "joined by an admin"
        verdicts = _pair_verdicts(items)
        # Same names first (the strongest evidence), then descriptor words, then renames; ties by id.
        for (x, y), verdict in sorted(verdicts.items(), key=lambda kv: (_strength(kv[1]), kv[0])):
            if verdict.same and groups.join(x, y):
                result.reasons.setdefault(y, verdict.reason)
                result.reasons.setdefault(x, verdict.reason)
        members = {root: sorted(m) for root, m in groups.members.items()}
        result.groups.extend(sorted(members.values()))
        links = {(members[groups.find(x)][0], members[groups.find(y)][0]) for (x, y), v in verdicts.items()
                 if v.relation == NEW_FORMULA and groups.find(x) != groups.find(y)}
        result.new_formula.extend(sorted((min(p), max(p)) for p in links))
    result.groups.sort()
    for g in result.groups:
        if len(g) == 1:
            result.reasons.setdefault(g[0], "listed once")
    return result


def _strength(v: Verdict) -> int:
    return 0 if v.reason.startswith("same name") else 1 if v.reason.startswith("the same name with") else 2


def _pair_verdicts(items: Mapping[int, Keyed]) -> dict[tuple[int, int], Verdict]:
    """The verdict of every pair worth comparing: names sharing a word (beyond forms) or lists sharing names."""
    by_word: dict[str, set[int]] = defaultdict(set)
    for i, k in items.items():
        for w in k.key.core - FORMS:
            by_word[w].add(i)
    pairs: set[tuple[int, int]] = set()
    for ids in by_word.values():
        if len(ids) > 1:
            ordered = sorted(ids)
            pairs.update((a, b) for n, a in enumerate(ordered) for b in ordered[n + 1:])
    empty = sorted(i for i, k in items.items() if not k.key.core - FORMS)
    pairs.update((min(a, b), max(a, b)) for a in empty for b in items if a != b)
    return {(a, b): compare(items[a], items[b]) for a, b in sorted(pairs)}


def explain(listing: Keyed, others: Sequence[Keyed]) -> list[tuple[int, Verdict]]:
    """How one listing compares with each of `others` (the rule's verdict, with its reason)."""
    return [(o.listing.id, compare(listing, o)) for o in others if o.listing.id != listing.listing.id]
