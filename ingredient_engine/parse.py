"""Split a real, messy ingredient field into parts and ordered ingredients.

Pure text work: no lookup tables, no resolution. Everything a label carries besides the names
(percentages, ppm, `[nano]`, CI numbers, footnote marks, "may contain" blocks) becomes an attribute,
and everything that is not an ingredient (headers, marketing and usage prose, footnote explanations)
is kept in `ParsedList.dropped_text` so a caller can show what was stripped.
"""

from __future__ import annotations

import ast
import html
import re
import unicodedata
import warnings
from dataclasses import dataclass, field
from functools import lru_cache

__all__ = [
    "ParsedIngredient", "ParsedPart", "ParsedList", "parse_inci", "normalise_text", "split_names", "is_prose",
    "looks_like_list", "is_footnote_legend",
]


@dataclass(frozen=True, slots=True)
class ParsedIngredient:
    raw: str
    name: str
    position: int | None
    may_contain: bool = False
    nano: bool = False
    percent: float | None = None
    ppm: float | None = None
    ci_numbers: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class ParsedPart:
    label: str | None
    ingredients: tuple[ParsedIngredient, ...]


@dataclass(frozen=True, slots=True)
class ParsedList:
    parts: tuple[ParsedPart, ...]
    dropped_text: tuple[str, ...] = field(default=())

    @property
    def ingredients(self) -> tuple[ParsedIngredient, ...]:
        """All ingredients of all parts, in order (positions restart per part)."""
        return tuple(i for p in self.parts for i in p.ingredients)


# --- text normalisation ---------------------------------------------------------------------------

_TRADEMARKS = re.compile(r"[™®©℠]")
_QUOTES = str.maketrans({"’": "'", "‘": "'", "‛": "'", "`": "'", "“": '"', "”": '"', "„": '"'})
_SPACES = re.compile(r"[\u00a0\u2000-\u200b\u202f\u205f\u3000\t]")
_DASHES = re.compile(r"[\u2010-\u2015\u2212]")
_HTML_BREAK = re.compile(r"(?i)<\s*br\s*/?\s*>|</?p>")
# "1, 2-Hexanediol": a locant pair with a stray space is still one name.
_SPACED_LOCANT = re.compile(r"(?<![\d,])(\d),\s+(\d{1,2}-[A-Za-z])")
# Superscript digits are footnote marks ("Glycerin¹"); NFKC would turn them into plain digits ("Glycerin1").
_SUPERSCRIPT_DIGITS = str.maketrans({c: "*" for c in "¹²³⁴⁵⁶⁷⁸⁹⁰"})


def normalise_text(text: str) -> str:
    """Unicode clean-up labels need: ligatures (NFKC turns `ﬁ` into `fi`), curly quotes, odd spaces.

    Trademark signs go first because NFKC would turn `™` into the letters `TM`.
    """
    text = html.unescape(_TRADEMARKS.sub("", text))
    text = _HTML_BREAK.sub(", ", text)
    text = _SPACED_LOCANT.sub(r"\1,\2", text).translate(_SUPERSCRIPT_DIGITS)
    text = unicodedata.normalize("NFKC", text)
    text = text.translate(_QUOTES)
    text = _SPACES.sub(" ", text)
    text = _DASHES.sub("-", text)
    return text.replace("\r\n", "\n").replace("\r", "\n")


# --- markers inside a list ------------------------------------------------------------------------

# `Ingredients:` / `INCI:` / `Active Ingredients:`; no leading \b so that `2.70%Ingredients:` is found.
_HEADER = re.compile(
    r"(?i)(?<![a-z])(?:(?:active|inactive|other|full|key)\s+)?"
    r"(?:ingredients?(?:\s+list)?|inci(?:\s+list)?|ingr[ée]dients|composition)\s*[:：]"
)
# `Allergens:` heads the fragrance allergens a perfume label lists after its formula (ingredients too): a separator,
# never a header whose preceding text is a product name.
_ALLERGENS = re.compile(r"(?i)(?<![a-z])(?:fragrance\s+)?allergens?\s*[:：]")
# "May Contain/Peut Contenir (±):", "(+/-):", "[+/- CI 77891]", "May contain:" ... `(?<![a-z])` lets
# `Poloxamer 338May Contain` split.
_MAY_WORDS = r"(?:(?<![a-z])may\s*(?:also\s+)?contain(?:\s*/\s*peut\s+contenir)?|(?<![a-z])peut\s+contenir)"
_PLUS_MINUS = r"(?:\+\s*/\s*-|±)"
_MAY_CONTAIN = re.compile(
    # "[+/- (May Contain): ...]" / "(+/- (May contain): ...)": one marker that opens a bracketed block.
    rf"(?i)(?P<open3>[\[(])\s*{_PLUS_MINUS}\s*[\[(]\s*{_MAY_WORDS}\s*[\])]\s*:?"
    rf"|(?P<open>\[\s*)?{_MAY_WORDS}\s*(?:[\[(]\s*{_PLUS_MINUS}\s*[\])])?\s*:?"
    rf"|(?P<open2>\[\s*)?[\[(]?\s*{_PLUS_MINUS}\s*\s*[\])]?\s*:?"
)
_BOILERPLATE = re.compile(
    r"(?i)(?:please\s+(?:be\s+aware|note|refer)|ingredient\s+lists?\s+(?:may|are\s+subject)|"
    r"for\s+the\s+most\s+(?:up[\s-]to[\s-]date|current)|subject\s+to\s+change)"
)
# "Avobenzone: 2.5%, Homosalate: 6.0%, ...": a colon between a name and its percentage is not a label.
_COLON_PERCENT = re.compile(r"(?<=[A-Za-z)])(?<!(?i:ients))(?<!(?i:ient))(?<!(?i:inci))\s*:\s*(?=\d{1,2}(?:[.,]\d+)?\s*%(?!\s*vol))")
_GLUED_PERCENT = re.compile(r"(\d\s*%\)?)(?=[A-Z][a-z])")
# "Avobenzone 2.9% Homosalate 9.8% Octisalate 4.9% Octocrylene 9.5%": drug-facts actives separated by their
# percentages only; a percentage followed by a capitalised name that carries its own percentage separates.
_PERCENT_SEPARATED = re.compile(
    r"(?<=[A-Za-z)]\s)(\d{1,2}(?:[.,]\d+)?\s*%)\s+(?=[A-Z][a-z][^,;%\d]{0,40}?\s\d{1,2}(?:[.,]\d+)?\s*%)"
)
# "Water (Aqua)Contains Amyl Cinnamal, ...": "Contains" glued to the name before it heads the names after it (a
# perfume's allergens); "Safflower Oil Contains: Linoleic Acid." (a note on one ingredient) is not glued.
_GLUED_CONTAINS = re.compile(r"(?<=[a-z)\]])Contains\s*:?\s+(?=[A-Z])")
# "Hydroxycitronellal Safflower Oil Contains: Linoleic Acid.": a note on what the ingredient before it holds.
_CONSTITUENT_NOTE = re.compile(r"(?<=[a-z)])\s+Contains\s*:\s*[^,.;]*\.?\s*$")
# "Contains ethyl linalool.", "Only contains Sunflower Oil, ...": a piece that starts so lists names.
_CONTAINS_HEAD = re.compile(r"(?i)^(?:only\s+)?contains\s*:?\s+(?!no\b|zero\b|only\b|\d+\s*%\s*(?:natural|organic))")
# "All Natural Fragrance": a claim before the name ("natural" itself is read by the resolver).
_ALL_CLAIM = re.compile(r"(?i)^all[- ](?=(?:natural|organic)\s+[a-z])")
# Blend notation "Water (and) Glycerin" separates ingredients.
_AND_SEPARATOR = re.compile(r"(?i)\s*\(and\)\s*")
# Label claims that end up between commas ("Paraben-, Phthalate-, and Cruelty-Free.", "FDA Approved").
_CLAIM = re.compile(
    r"(?i)^(?:[a-z][a-z ]*-?\s*free|[a-z]+-|fda[- ]approved|naturally[- ]derived|vegan|non[- ]gmo|"
    r"(?:100\s*%\s*)?(?:pure|natural|organic))$"
)
# CAS registry numbers printed after a name ("Linalool 78-70-6", "(CAS 8016-70-4 soybean)").
_CAS = re.compile(r"(?i)\(?\s*(?:cas\s*(?:no\.?|#|number)?\s*:?\s*)?(?<![\w-])\d{2,7}-\d{2}-\d(?![\w-])\s*\)?")
# A brand's formula / ingredient-list number printed at the end of a list: Estée Lauder's ILN ("Limonene <ILN44252>",
# "Sodium Benzoate [ILN 30092]") and IT Cosmetics' batch formula codes ("Iron Oxides V283863/1", glued in
# "Iron Oxidev282466/1", "N 04932/N"). None is part of a name. Also Bath & Body Works' list codes ("..., Il28-1.",
# "Il52A"), Lancôme's F.I.L. codes ("(F.I.L. : B257052/2)", "Formula : 947976 21 Code F.I.L N70013647/1"), "FORMULA
# #305-1", a bare batch number after the last name ("Hexyl Cinnamal. 6008") and a perfume's alcohol strength
# ("Linalool. 80 % Vol.").
_FORMULA_CODE = re.compile(
    r"(?i)\s*[<\[(]\s*iln\s*\d{4,}\s*[>\])]|\biln\s*\d{4,}\b|(?:^|(?<=[a-z\s]))[a-z]\d{6}/\d\b|\bno?\.?\s?\d{5}/[a-z]\b"
    r"|\bil\s?\d{2,3}[a-z]?(?:-\d{1,2})?\b"
    r"|\(?\s*(?:formula\s*:?\s*[\d ]+\s*)?(?:code\s+)?\bf\.\s?i\.\s?l\b\.?\s*:?\s*(?:[a-z]?\d{5,}/[a-z\d]{1,3})?\s*\)?"
    r"|\bformula\s*#\s*\d[\w-]*"
    r"|(?<=[a-z])\.\s+\d{3,6}\s*$"
    r"|(?<![\w.])\d{2}(?:[.,]\d)?\s*%\s*vol\b\.?|\bpercent\s+alcohol\s*:?(?:\s*\d{2}(?:[.,]\d)?\s*%(?:\s*vol\b\.?)?)?"
)
# Olive Young footnote keys glued to a name: "Linalool+mark: plant-derived fragrance".
_MARK_NOTE = re.compile(r"(?i)\s*[+*]?\s*mark\s*:.*$")
# A header without its colon at the very start of a field ("Ingredients Water, Glycerin, ...").
_BARE_HEADER = re.compile(r"^\s*(?:[Ii]ngredients?|INGREDIENTS?|INCI)\s+(?=[A-Z])")
_PLACEHOLDERS = {"#name?", "#name", "no info", "n/a", "na", "none", "not available", "-", "."}

# Words that occur in sentences but (almost) never in an INCI name.
_PROSE_WORDS = frozenset(
    ["the", "your", "you", "our", "is", "are", "this", "that", "these", "those", "helps", "help", "will", "be", "it", "its", "we", "which", "while", "provides", "provide", "please", "refer", "visit", "boutique", "skin's", "can", "may", "than", "more", "most", "into", "from", "ingredient", "ingredients", "list", "product", "products", "package", "receive", "change", "vary", "when", "their", "they", "been", "has", "have", "was", "were", "not", "all", "made", "contains", "protects", "reduces", "moisturizes", "smooths", "percent", "improves", "soothes", "hydrates", "firm", "fights", "delivers", "brightens"]
)
_WEAK_PROSE_WORDS = frozenset(["and", "to", "for", "with", "of", "on", "in", "by", "as", "a", "an", "skin"])
_WORD = re.compile(r"[A-Za-z][A-Za-z']*")
# Abbreviations a name continues after (`St. Paul's Wort`, `No. 5`, `Ext. Violet 2`): not a sentence end.
_ABBREV_BEFORE_DOT = re.compile(r"(?:\b(?i:no|st|ext|var|ssp|spp|subsp|sp|cf|vit|fd&c|d&c|dr|mr|mrs|ms)|\b[A-Z])$")


def _outside_parens(text: str) -> str:
    return re.sub(r"\([^()]*\)|\[[^\[\]]*\]", " ", text)


def is_prose(text: str) -> bool:
    """Heuristic: does this fragment read as a sentence rather than an ingredient name?"""
    words = [w.lower() for w in _WORD.findall(_outside_parens(text))]
    if not words:
        return False
    strong = sum(w in _PROSE_WORDS for w in words)
    weak = sum(w in _WEAK_PROSE_WORDS for w in words)
    if len(words) > 12:
        return True
    if strong and len(words) >= 3:
        return True
    return weak >= 2 and len(words) >= 6


_LIST_ITEM_MAX_WORDS = 8
# "Total Sugars 0g", "Vitamin C ... 125mg DV)": a supplement-facts panel, not an ingredient list.
_NUTRITION = re.compile(r"(?i)\d\s*(?:mg|mcg|g|kcal|iu)\b|\bDV\b|\bcalories\b")


def looks_like_list(text: str) -> bool:
    """A separated run of ingredient-like items ("Water*, Glycerin, Sodium Lauroyl Methyl Isethionate, ...").

    `is_prose` reads any long text as a sentence; a list is long too, but each of its items is short and none reads
    as prose. At least three items, and at least 80 % of them (the first one included) ingredient-like.
    """
    may = _may_marker(text)
    if may:
        text = text[:may]  # judge the listed names; a may-contain block follows its own rules
    pieces = [p for p in split_names(text) if p.strip(_EDGE_JUNK)]
    if len(pieces) < 3:
        return False

    def item_like(piece: str) -> bool:
        n = len(_WORD.findall(_outside_parens(piece)))
        return 1 <= n <= _LIST_ITEM_MAX_WORDS and not is_prose(piece) and not _NUTRITION.search(piece)

    good = sum(item_like(p) for p in pieces)
    if not (item_like(pieces[0]) and good >= 3 and good >= 0.8 * len(pieces)):
        return False
    # "Strengthens, moisturizes, tones": a short run of a capitalised word then lower-case ones is a sentence of
    # verbs; labels capitalise every name (or, LookFantastic, none).
    if len(pieces) > 6:
        return True
    lower = sum(p.strip(_EDGE_JUNK)[:1].islower() for p in pieces[1:])
    return not (pieces[0].strip(_EDGE_JUNK)[:1].isupper() and lower * 3 > len(pieces) - 1)


# --- splitting ------------------------------------------------------------------------------------

_OPEN, _CLOSE = "([{", ")]}"


_SPLIT_CANDIDATES = re.compile(r"[()\[\]{},;•·|\n■▪●◆.]")
_PLAIN_COMMA = re.compile(r",(?!\d)")


def split_names(text: str) -> list[str]:
    """Split at top-level separators; commas inside brackets and between digits (`1,2-`) are kept."""
    out: list[str] = []
    depth = 0
    start = 0
    n = len(text)
    for m in _SPLIT_CANDIDATES.finditer(text):  # only brackets and separators matter: skip the letters
        i = m.start()
        ch = text[i]
        if ch in _OPEN:
            depth += 1
        elif ch in _CLOSE:
            depth = max(0, depth - 1)
        elif depth == 0:
            cut = 0
            # "1,2-Hexanediol", and lettered locants of chemical names ("Dodecahydro-3a,6,6,9a-Tetramethyl...")
            locant_comma = 0 < i < n - 1 and text[i + 1].isdigit() and (
                text[i - 1].isdigit() or (i > 1 and text[i - 1] in "ab" and text[i - 2].isdigit())
            )
            if (ch == "," and not locant_comma) or ch in ";•·|\n■▪●◆":
                cut = 1
            elif (
                ch == "."
                and i + 2 < n
                and text[i + 1] == " "
                and (text[i + 2].isupper() or (text[i + 2] in "*†‡" and i + 3 < n and text[i + 3].isalnum()))
                and not _ABBREV_BEFORE_DOT.search(text[start:i])
            ):
                # ". Next" ends a sentence unless the dot closes an abbreviation (`St. Paul's Wort`); so does ". *100%
                # Natural Fragrance" (a footnote after the list's last name)
                cut = 1
            elif (
                ch == "."
                and i > 0
                and i + 2 < n
                and (text[i - 1].isalnum() or (text[i - 1] == " " and i > 1 and text[i - 2].isalnum()))
                and text[i + 1].isupper()
                and text[i + 2].islower()
                and not _ABBREV_BEFORE_DOT.search(text[start:i])
            ):
                cut = 1  # "Sel Marin.Ci 14700/Red 4.Ci 17200": a dot with its space lost between two names
            if cut:
                out.append(text[start:i])
                start = i + 1
    out.append(text[start:])
    result: list[str] = []
    for piece in out:
        # An unclosed bracket swallowed separators: split that piece again, plainly.
        if piece.count("(") != piece.count(")") and piece.count(",") > 2:
            result.extend(_PLAIN_COMMA.split(piece))
        else:
            result.append(piece)
    return result


# --- per-ingredient attributes --------------------------------------------------------------------

_PPM = re.compile(r"(?i)\(?\s*(\d[\d,]*(?:\.\d+)?)\s*ppm\s*\)?")
_PERCENT = re.compile(r"\(?\s*(?<![\w.])(\d{1,3}(?:[.,]\d+)?)\s*%\s*\)?")
# "Salicylic Acid 2.0 Percent" (US drug facts): the word stands for the sign.
_PERCENT_WORD = re.compile(r"(?i)(?<=\d)\s*percent\b")
_NANO = re.compile(r"(?i)[\[(]\s*nano\s*[\])]|(?<=\s)nano$")
_CI = re.compile(r"(?i)(?<![a-z])c\.?\s?[il]\.?\s?-?\s*(\d{5})(?!\d)")
_FOOTNOTE_MARKS = re.compile(r"[*†‡§¹²³⁴⁵⁶⁷⁸⁹⁰⁺°^~]+")
_EMPTY_PARENS = re.compile(r"\(\s*\)|\[\s*\]")
_EDGE_JUNK = " \t\n.,;:-–+&'\"!?"


def _ppm_value(s: str) -> float:
    # "3,663" is thousands, "2,5" a decimal comma.
    s = re.sub(r",(?=\d{3}(?!\d))", "", s).replace(",", ".")
    return float(s)


_LEADING_CONJUNCTION = re.compile(r"(?i)^(?:and|&|or)\s+")
_WHITESPACE = re.compile(r"\s+")
_SPACE_AFTER_OPEN = re.compile(r"([(\[])\s+")
_SPACE_BEFORE_CLOSE = re.compile(r"\s+([)\]])")
_REPEATED_IN_BRACKET = re.compile(r"(.+?)\s*\((.+)\)")
_LETTER = re.compile(r"[A-Za-z]")


def _clean_item(raw: str) -> tuple[str, dict] | None:
    """(name, attributes) of one item, or None when nothing name-like is left."""
    cleaned = _clean_item_cached(raw)
    return None if cleaned is None else (cleaned[0], dict(cleaned[1]))


@lru_cache(maxsize=1 << 17)
def _clean_item_cached(raw: str) -> tuple[str, tuple[tuple[str, object], ...]] | None:
    # Pure and memoised: catalogues repeat the same few thousand items hundreds of thousands of times.
    text = raw.strip()
    attrs: dict[str, object] = {}
    m = _PPM.search(text)
    if m:
        attrs["ppm"] = _ppm_value(m.group(1))
        text = text[: m.start()] + " " + text[m.end() :]
    m = _PERCENT.search(text)
    if m:
        attrs["percent"] = float(m.group(1).replace(",", "."))
        text = text[: m.start()] + " " + text[m.end() :]
    if _NANO.search(text):
        attrs["nano"] = True
        text = _NANO.sub(" ", text)
    cis = tuple(dict.fromkeys(f"CI {d}" for d in _CI.findall(text)))
    if cis:
        attrs["ci_numbers"] = cis
    text = _FOOTNOTE_MARKS.sub("", text)
    text = _EMPTY_PARENS.sub(" ", text)
    text = _LEADING_CONJUNCTION.sub("", text.strip())
    text = _WHITESPACE.sub(" ", text).strip(_EDGE_JUNK)
    text = _SPACE_BEFORE_CLOSE.sub(r"\1", _SPACE_AFTER_OPEN.sub(r"\1", text))
    # A bracket that only repeats the name ("Titanium Dioxide (Titanium Dioxide [Nano])").
    m = _REPEATED_IN_BRACKET.fullmatch(text)
    if m and m.group(1).strip().lower() == m.group(2).strip().lower():
        text = m.group(1).strip()
    if text.count("(") > text.count(")"):
        text += ")" * (text.count("(") - text.count(")"))
    if not text or text.lower() in _PLACEHOLDERS or not _LETTER.search(text):
        return None
    return text, tuple(attrs.items())


# --- list structure -------------------------------------------------------------------------------

_LABEL_MAX_WORDS = 10


# "Shade: Lip Cheat In Pillow Talk Medium", "Nudies Blush Color Shade: Sunset Strip": a variant named in the
# element itself; it labels the list that follows.
_VALUE_LABEL = re.compile(r"(?i)^[^:,]{0,60}?\b(?:shades?|colou?rs?|scents?|sizes?)\s*:\s*[^:]{1,80}$")


# A shade standing alone as an element, before its list: numbered ("N° 16143 Shellie", "No. 5 Rouge", "Shade 182")
# or palette codes ("A1", "B5, D1").
_SHADE_ELEMENT = re.compile(
    r"(?i)^(?:(?:n°|no\.|#|shade)\s*\d+\b[^,:;()]{0,40}|[a-z]{0,2}\d{1,3}[a-z]?(?:\s*[,/&]\s*[a-z]{0,2}\d{1,3}[a-z]?)*)$"
    # a shade number and its name, every word capitalised ("01 Coral Crumbs", "03 More Macchiato")
    r"|^\d{2,3}\s+[A-Z][a-z]+(?:\s+[A-Z][a-z]+){0,3}$"
)
# One shade name in a label that lists several ("Sandalwood, Henna, Doll Face, Risqué:", "61H Espresso, 60N
# Mahogany:", "Violet Shimmer (2), Coral Shimmer (4):"): a short capitalised phrase, perhaps after a shade code or
# before a number in brackets, with none of the digits, brackets or slashes chemical names carry.
_SHADE_NAME = re.compile(r"^(?:\d{1,3}[A-Z]{0,2}\s+)?[A-Z][^\d()/\[\]]{0,24}(?:\s*\(\d{1,2}\))?$")


def _is_label_element(el: str) -> bool:
    s = el.strip()
    if _VALUE_LABEL.match(s) and s.count(",") <= 1 and not looks_like_list(s.split(":", 1)[1]):
        return True
    if _SHADE_ELEMENT.match(s):
        return True
    if not s.endswith(":") or len(s) > 120:
        return False
    body = s[:-1]
    if _HEADER.fullmatch(s) or _MAY_CONTAIN.fullmatch(s):
        return False
    if body.count(",") <= 1:
        return len(body) <= 90 and len(body.split()) <= _LABEL_MAX_WORDS
    names = [n.strip() for n in body.split(",")]
    return all(_SHADE_NAME.match(n) and len(n.split()) <= 4 for n in names)


def _elements(raw: str) -> list[str]:
    """A Python-list literal (Sephora, LookFantastic) becomes its elements; anything else one element."""
    s = raw.strip()
    if s.startswith("[") and s.endswith("]"):
        try:
            with warnings.catch_warnings():
                # "['Water\\Aqua\\Eau']": a backslash that is not a Python escape stays a backslash, as wanted.
                warnings.simplefilter("ignore", (DeprecationWarning, SyntaxWarning))
                value = ast.literal_eval(s)
        except (ValueError, SyntaxError):
            return [s]
        if isinstance(value, list) and all(isinstance(v, str) for v in value):
            return value
    return [s]


_SEPARATING_COMMA = re.compile(r",(?!\d)")
# "pantheno,l citric acid": a comma typed one letter early.
_DISPLACED_COMMA = re.compile(r"(?<=[a-z]{3}),([a-z])(?= )")


def _one_name_each(pieces: list[str]) -> bool:
    """LookFantastic: every element is one name. A stray comma in one element in ten ('pantheno,l citric acid',
    'polyglceryl-3,cocoate') does not make the elements fragments of one long list (Sephora)."""
    if len(pieces) < 2:
        return False
    with_comma = [len(_SEPARATING_COMMA.findall(p)) for p in pieces if _SEPARATING_COMMA.search(p)]
    if not with_comma:
        return True
    return len(pieces) >= 3 and len(with_comma) <= max(1, len(pieces) // 10) and max(with_comma) == 1


def _opens_labelled_list(el: str) -> bool:
    """'Serve: Talc, Lauroyl Lysine, ...': the next shade of a kit, not the tail of the element before."""
    m = _INLINE_LABEL.match(el)
    if m is None or _HEADER.match(el) or _MAY_CONTAIN.match(el):
        return False
    return looks_like_list(el[m.end() :])


def _join_pieces(pieces: list[str]) -> str:
    """Glue list elements that belong to one part.

    Elements are either whole names (LookFantastic: no commas, bar a rare stray one) or a long list broken at
    arbitrary points (Sephora: `'... Titanium'`, `'Dioxide (Ci 77891), ...'`).
    """
    one_name_each = _one_name_each(pieces)
    text = ""
    for p in pieces:
        p = p.strip()
        if one_name_each and _SEPARATING_COMMA.search(p):
            # A comma typed one letter early separates two names; any other stray comma is inside one name.
            p = _DISPLACED_COMMA.sub(r"\1,", p)
            if not re.search(r",\s", p):
                p = _SEPARATING_COMMA.sub(" ", p)
        if not text:
            text = p
        elif one_name_each:
            text += ", " + p
        elif text.endswith((".", ":")) or _opens_labelled_list(p):
            text += "\n" + p
        else:
            text += " " + p
    return text


# "Water@Methylpropanediol@Pentylene Glycol@..." (Olive Young): "@" between names is a separator.
_AT_SEPARATED = re.compile(r"[A-Za-z)\]]\s*@\s*[A-Za-z(]")
# "Mica  Caprylic/Capric Triglyceride  Dimethicone  Silica": double spaces standing for commas.
_DOUBLE_SPACE = re.compile(r"(?<=\S) {2,}(?=\S)")


def _separators(el: str) -> str:
    """Separators some sources use instead of commas, rewritten as commas."""
    if "@" in el and len(_AT_SEPARATED.findall(el)) >= 2:
        el = re.sub(r"\s*@\s*", ", ", el)
    if not re.search(r"[,;]", el) and len(_DOUBLE_SPACE.findall(el)) >= 3:
        el = _DOUBLE_SPACE.sub(", ", el)
    return el


# An element that ends a list with a sentence end and then opens the next part with its label.
_LIST_THEN_LABEL = re.compile(r"^(?P<head>.*,.*[.;])\s+(?P<label>[^,:;\s][^,:;]{0,89}):\s*$", re.S)


def _parts_from_elements(elements: list[str]) -> list[tuple[str | None, str]]:
    parts: list[tuple[str | None, list[str]]] = []
    label: str | None = None
    pieces: list[str] = []
    for el in elements:
        el = _separators(_AND_SEPARATOR.sub(", ", normalise_text(el)))
        m = _LIST_THEN_LABEL.match(el)
        if m and len(m.group("label").split()) <= _LABEL_MAX_WORDS and _is_label_element(m.group("label") + ":"):
            # "..., Hydroxycitronellal.   No.04 Bois De Balincourt Perfume Oil:": a list, then the next part's label
            pieces.append(m.group("head"))
            el = m.group("label") + ":"
        if _is_label_element(el):
            if pieces or label is not None:
                parts.append((label, pieces))
            label, pieces = el.strip().removesuffix(":").strip(), []
        else:
            pieces.append(el)
    parts.append((label, pieces))
    return [(lab, _join_pieces(p)) for lab, p in parts if p or lab is not None]


_INLINE_LABEL = re.compile(r"^\s*([^,:\n\-][^,:\n]{0,80}?)\s*:\s+(?=\S)")
_DESCRIPTION_LINE = re.compile(r"^\s*-\s*\S[^:\n]{0,150}:")
_LEADING_BRACKET = re.compile(r"^\s*\[[^\]]{3,200}\]\s*")
# "[Erseongcho Ampoule 20mL (Refreshing)Water, ...": a product title whose closing bracket was lost, glued to the
# first name; the title ends at the last lower-case -> Capitalised join before the first comma.
_UNCLOSED_TITLE = re.compile(r"^\s*\[[^\[\],\n]{3,200}[a-z)](?=[A-Z][a-z]+(?:[\s,(]|$))")


# "-Charcoal: Detoxifies. -Witch Hazel: Tones." : highlights run together on one line.
_DESCRIPTION_BREAK = re.compile(r"(?<=[.!;])\s+(?=-\s*[A-Z0-9])")
_SENTENCE_END = re.compile(r"[.!]\s+(?=[A-Z0-9])")


# "Octinoxate 7.50%", "Zinc Oxide 12%": a name with its percentage, as drug-facts actives are printed.
_ACTIVE_PERCENT = re.compile(r"[A-Za-z)]\s*\d{1,2}(?:[.,]\d+)?\s*%")


def _description_lines(line: str, dropped: list[str]) -> list[str]:
    """Highlights ("-Retinol: Reduces the look of ...") are dropped; a list they lead into is kept.

    "-Witch Hazel: Tones. SUPERMUD Clearing Treatment: Water, Kaolin, ..." keeps the labelled list after the
    highlight's sentence, and "-Pure Vitamin E -Blue Concentrate: Dipropylene Glycol, ..." (a highlight whose
    text is itself a list) is the labelled list "Blue Concentrate: ...".
    """
    out: list[str] = []
    for seg in _DESCRIPTION_BREAK.split(line.strip()):
        m = _DESCRIPTION_LINE.match(seg)
        if not m:
            out.append(seg)
            continue
        body = seg[m.end() :]
        head = seg[: m.end() - 1].strip().lstrip("-").strip()
        if _ACTIVE_PERCENT.search(head) and not looks_like_list(body):
            # US drug facts: "-Octinoxate 7.50%, Octisalate 4.00%, ...: Sunscreen." The names that carry their
            # percentage are the product's active ingredients; only the purpose after the colon is dropped.
            out.append(head)
            if body.strip():
                dropped.append(seg[m.end() - 1 :].strip())
            continue
        tail = None
        for s in _SENTENCE_END.finditer(body):
            if looks_like_list(body[: s.start()]):
                break  # the highlight's text is a list already ("..., Ext. Violet 2, ...")
            if looks_like_list(body[s.end() :]):
                tail = body[s.end() :]
                dropped.append(seg[: m.end() + s.start() + 1].strip())
                break
        if tail is not None:
            out.append(tail)
        elif looks_like_list(body):
            heads = [h.strip() for h in re.split(r"(?:^|\s)-\s*", seg[: m.end() - 1]) if h.strip()]
            if len(heads) > 1:
                dropped.extend(f"-{h}" for h in heads[:-1])
            out.append(f"{heads[-1]}: {body.strip()}" if heads else body)
        else:
            dropped.append(seg.strip())
    return out


# Where a product label glued to the last name of the list before starts: "GeraniolSerum:", "Disodium
# EDTACalming Pad:", "PVM/MA CopolymerAqua Squalane Cream:".
_CAMEL_JUNCTION = re.compile(r"(?<=[a-z0-9)\]])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])")
# Words that make a bracket a kit product's title, not another name of the ingredient before it ("[Cream]",
# "[Free Gift: Cream 31mL]", "[Special Set: 1025 Dokdo Cleanser 20mL]", "[Step 2]").
_KIT_WORDS = (r"(?:creams?|lotion|serum|toner|emulsion|pads?|essence|ampoule|ampule|mask|cleanser|balm|mist|foam|patch|"
              r"capsule|solution|gift|set|inclusion|item|giveaway|step)")
# "Limonene[Erseongcho Mask Sheet]Water, ...": the next product's title in brackets, glued on both sides; a title
# with a kit word may stand between spaces or carry a colon ("Citral[Free Gift: Cream 31mL]Water", "Linalool [Toner]
# Water").
_GLUED_BRACKET_TITLE = re.compile(
    r"(?<=[A-Za-z0-9)])\[(?P<title>[^\[\],:]{3,120}\s[^\[\],:]{1,120})\]\s*(?=[A-Z])"
    r"|(?<=[A-Za-z0-9)])\s*\[(?P<title2>[^\[\],:]{3,120}\s[^\[\],:]{1,120})\](?=[A-Z])"
    rf"|(?<=[A-Za-z0-9)])\s*\[(?P<title3>(?=[^\[\],]*\b(?i:{_KIT_WORDS})\b)[^\[\],]{{2,120}})\]\s*(?=[A-Z])"
)


_CI_FIRST = re.compile(r"(?i)\s*c\.?\s?[il]\.?\s?-?\s*\d{5}")


def _midline_labels(line: str) -> list[str]:
    """Kits whose products run on in one line ("..., Geraniol. Serum: Water, ...", "...GeraniolSerum: Water, ...",
    "...Limonene[Mask Sheet]Water, ..."): each product's labelled list starts a line of its own.
    A mid-line "Name:" only counts when a list follows it."""
    if ":" not in line and "[" not in line:
        return [line]
    def title_line(m: re.Match[str]) -> str:
        title = (m.group("title") or m.group("title2") or m.group("title3")).strip()
        title = re.sub(r"\s*:\s*", " - ", title)  # "Free Gift: Cream 31mL": one label, not a label and a list
        return m.group(0) if "nano" in title.lower() else f"\n{title}: "

    line = _GLUED_BRACKET_TITLE.sub(title_line, line)
    out: list[str] = []
    for sub in line.split("\n"):
        if ":" not in sub:
            out.append(sub)
            continue
        cuts: list[int] = []
        offset = 0
        kit = bool(_INLINE_LABEL.match(sub))  # the line opens with a label: more may follow
        for k, piece in enumerate(split_names(sub)):
            here = offset
            offset += len(piece) + 1
            colon = piece.find(":")
            if k == 0 or colon <= 0 or not piece[colon + 1 : colon + 2].isspace():
                continue
            lead = len(piece) - len(piece.lstrip())
            junction = _CAMEL_JUNCTION.search(piece, lead, colon)
            label_at = junction.start() if junction else lead
            label = piece[label_at:colon].strip()
            if _may_marker(piece[lead:colon]) is not None:
                continue
            after_sentence = here > 0 and sub[here - 1] in ".;"
            if (
                not (kit or junction or after_sentence)
                or _CI_FIRST.match(piece, colon + 1)  # "Iron Oxides: CI 77491, CI 77492": a colourant spelled out
                or not label
                or len(label.split()) > 8
                or re.search(r"%|\d\s*ppm", label)
                or _HEADER.match(label + ":")
                or _may_marker(label) is not None
                or is_prose(label)
                or not looks_like_list(sub[here + colon + 1 :])
            ):
                continue
            cuts.append(here + label_at)
        bounds = [0, *cuts, len(sub)]
        out.extend(sub[a:b] for a, b in zip(bounds, bounds[1:], strict=False) if sub[a:b].strip())
    return out


def _may_marker(text: str) -> int | None:
    """Start of a may-contain marker ("May Contain", "+/-", "(±)") inside `text`, or None."""
    for m in _MAY_CONTAIN.finditer(text):
        if m.group(0).strip() and re.search(r"may|peut|\+\s*/\s*-|±", m.group(0), re.I):
            return m.start()
    return None


def _split_inline_parts(label: str | None, text: str, dropped: list[str]) -> list[tuple[str | None, str]]:
    """Lines that start `Shade 3: Talc, Mica, ...` open a part of their own; prose lines are dropped.

    A label followed by a list ("Beste No.9 Jelly Cleanser: Water, Sodium ...", "Essence: Water*, ...") is a part
    however long the list: `is_prose` alone would read any text over 12 words as a sentence.
    """
    out: list[tuple[str | None, str]] = []
    current_label = label
    buf: list[str] = []
    for raw_line in text.split("\n"):
        if not raw_line.strip():
            continue
        # "-Retinol: Reduces the look of ..." / "-Octinoxate 7.50%, ...: Sunscreen." highlights.
        expanded = _description_lines(raw_line, dropped) if _DESCRIPTION_LINE.match(raw_line) else [raw_line]
        for line in (ln for e in expanded for ln in _midline_labels(e)):
            m = _INLINE_LABEL.match(line)
            may = _may_marker(m.group(1)) if m else None
            if may is not None:
                # "All Shades (+/-) May Contain/Peut Contenir: Iron Oxides, ...": a may-contain block, not a part.
                if line[:may].strip():
                    dropped.append(line[:may].strip())
                line = line[may:]
            elif m and not _HEADER.match(line) and not _MAY_CONTAIN.match(line):
                rest = line[m.end() :]
                prefix = m.group(1)
                is_list = looks_like_list(rest)
                if not is_list and (is_prose(rest) or len(split_names(rest)) < 3):
                    if len(rest.split()) >= 2 and is_prose(rest):
                        dropped.append(line.strip())  # "Natural Caffeine: Visibly smooths skin."
                        continue
                elif len(prefix.split()) <= 8 and not re.search(r"%|\d\s*ppm", prefix):
                    if buf:
                        out.append((current_label, "\n".join(buf)))
                        buf = []
                    current_label = prefix.strip()
                    line = rest
                elif is_list and not re.search(r"%|\d\s*ppm", prefix):
                    dropped.append(prefix.strip())  # a long product name before its list
                    line = rest
            buf.append(line)
    if buf:
        out.append((current_label, "\n".join(buf)))
    return out


def _allergens_to_separator(text: str, dropped: list[str]) -> str:
    def sep(m: re.Match[str]) -> str:
        dropped.append(m.group(0).strip())
        return ","

    return _ALLERGENS.sub(sep, text)


def _strip_headers(text: str, dropped: list[str]) -> str:
    m = _HEADER.search(text)
    if not m:
        return text
    before = text[: m.start()]
    if before.strip() and (before.count(",") == 0 or is_prose(before)):
        dropped.append(before.strip())  # a product name / division line before `Ingredients:`
        before = ""
    def header_to_comma(h: re.Match[str]) -> str:
        dropped.append(h.group(0).strip())
        return ","

    rest = _HEADER.sub(header_to_comma, text[m.end() :])
    dropped.append(m.group(0).strip())
    return before + "," + rest


def _matching_close(text: str, pos: int, closer: str) -> int:
    """Index of the bracket that closes a block opened just before `pos` (nested brackets skipped), or -1."""
    depth = 0
    for i in range(pos, len(text)):
        ch = text[i]
        if ch in _OPEN:
            depth += 1
        elif ch in _CLOSE:
            if depth == 0:
                return i if ch == closer else -1
            depth -= 1
    return -1


def _zones(text: str, dropped: list[str]) -> list[tuple[str, bool]]:
    """Cut a part into (text, may_contain) zones at may-contain markers."""
    zones: list[tuple[str, bool]] = []
    pos = 0
    in_may = False
    for m in _MAY_CONTAIN.finditer(text):
        if m.start() < pos:
            continue  # inside a bracketed block already taken
        if not m.group(0).strip() or not re.search(r"may|peut|\+\s*/\s*-|±", m.group(0), re.I):
            continue
        zones.append((text[pos : m.start()], in_may))
        dropped.append(m.group(0).strip())
        pos = m.end()
        in_may = True
        opener = m.group("open3") or m.group("open") or m.group("open2")
        if opener:
            close = _matching_close(text, pos, "]" if opener.strip() == "[" else ")")
            if close != -1:
                block = text[pos:close].lstrip()
                inner = _MAY_CONTAIN.match(block)
                if inner and inner.group(0).strip() and re.search(r"may|peut", inner.group(0), re.I):
                    # "[+/- May Contain: CI 77891 (Titanium Dioxide)]": the block's own marker is not a name.
                    dropped.append(inner.group(0).strip())
                    block = block[inner.end() :]
                zones.append((block, True))
                pos = close + 1
                in_may = False
    zones.append((text[pos:], in_may))
    return [(z, may) for z, may in zones if z.strip()]


_FOOTNOTE_AFTER_NAME = re.compile(r"\s\*+\s*(?=[A-Za-z])")
_FOOTNOTE_ONLY = re.compile(r"^[*†‡]+\s*(?:\d{1,3}(?:[.,]\d+)?\s*%\s*)?[A-Za-z]")  # "*Organic", "*100% Natural ..."
# The amount a marked name carries ("*Centella Asiatica Extract (60.7%)", "*Madecassoside (45ppm)") is an attribute of
# the name, not a footnote's "%" ("*70% organic").
_TRAILING_AMOUNT = re.compile(r"\(?\s*\d[\d.,]*\s*(?:%|ppm)\s*\)?\s*[.,;]?\s*$")
# Words of a footnote's explanation ("*Organic", "**Natural origin", "*Certified organic ingredients", "*Essential oil
# components"): a piece that starts with a mark and holds none of them is an ingredient carrying the mark
# ("*Tocopherol (mixed)", "*Centella Asiatica Leaf Extract (88ppm)").
_FOOTNOTE_WORDS = re.compile(
    r"(?i)\b(?:organic(?:ally)?|certified|natural(?:ly)?|origin|derived|ingredients?|harvested|fair|trade|biologiques?|"
    r"bio|wild(?:crafted)?|grown|sourced|occurring|essential|components?|constituents?|farming|agriculture|ecocert|"
    r"cosmos|mark|vegan|sustainabl[ey]|obtained|produced|processed|contains?|present|allergens?|from|of|in)\b|%"
)


def is_footnote_legend(s: str) -> bool:
    """A footnote's explanation: it starts with a mark and says what the mark means ("*Organic", "**Natural origin",
    "*100% Natural Fragrance"), not a marked name ("*Tocopherol (mixed)", "*Centella Asiatica Extract (60.7%)")."""
    return bool(_FOOTNOTE_ONLY.match(s)) and bool(_FOOTNOTE_WORDS.search(_TRAILING_AMOUNT.sub("", s)) or is_prose(s))


def _name_with_tail(s: str) -> bool:
    """"Isopropyl Stearate Is Il", "Hydroxyethyl Cellulose To The Fill" (a machine-translated label): a short
    Title-Case piece of a list whose one sentence word comes after its first two words is a name with a garbled
    tail, an item for the resolver (unrecognised, so counted), not a sentence. No sentence punctuation; 3-5 words."""
    words = s.split()
    if not 3 <= len(words) <= 5 or re.search(r"[.:;!?%]", s):
        return False
    if not all(w[:1].isupper() or w[:1].isdigit() for w in words):
        return False
    prose = [i for i, w in enumerate(words) if w.lower() in _PROSE_WORDS]
    return len(prose) == 1 and prose[0] >= 2


@lru_cache(maxsize=1 << 17)
def _piece(s: str) -> tuple[str | None, tuple[str, ...]]:
    """(the item a stripped piece holds or None, the text dropped from it). Pure and memoised."""
    dropped: list[str] = []
    # "Phenoxyethanol * Essential Oil" -> keep the name, drop the footnote explanation.
    m = _FOOTNOTE_AFTER_NAME.search(s)
    if m and not s.startswith("*"):
        dropped.append(s[m.start() :].strip())
        s = s[: m.start()]
    if is_footnote_legend(s):
        return None, (*dropped, s)  # "*Organic", "**Natural origin"
    m = _MARK_NOTE.search(s)
    if m and m.start() > 0:
        dropped.append(s[m.start() :].strip())  # "Linalool+mark: plant-derived fragrance"
        s = s[: m.start()]
    for code in _FORMULA_CODE.finditer(s):
        dropped.append(code.group(0).strip())
    s = _FORMULA_CODE.sub(" ", s)
    if not s.strip(" .,;"):
        return None, tuple(dropped)
    cas = _CAS.search(s)
    if cas:
        dropped.append(cas.group(0).strip())  # a CAS number is not part of the name
        s = _CAS.sub(" ", s)
    m = _CONSTITUENT_NOTE.search(s)
    if m and m.start() > 0:
        dropped.append(m.group(0).strip())
        s = s[: m.start()]
    m = _CONTAINS_HEAD.match(s)
    if m and s[m.end() :].strip(" .") and not is_prose(s[m.end() :]):
        dropped.append(m.group(0).strip())  # "Contains ethyl linalool": a header, the name after it is listed
        s = s[m.end() :]
    s = _ALL_CLAIM.sub("", s)
    m = _PERCENT_THEN_TEXT.match(s)
    if m and _lower_case_sentence(m.group("tail")):
        dropped.append(m.group("tail").strip())  # "Avobenzone 3% Deliver broad-spectrum sun protection."
        s = m.group("head")
    if (is_prose(s) and is_sentence_like(s) and not _NAME_WITH_SOURCE.match(s.strip()) and not _name_with_tail(s.strip())
            ) or _CLAIM.match(s.strip(" \t.*")):
        return None, (*dropped, s)
    return s, tuple(dropped)


# "Vitamin A from Beta Carotene", "Carrageenan from Red Algae", "Vitamin A as Vitamin A Palmitate" (supplement-style
# lists): a name with its source or form, every word capitalised; an ingredient for the resolver, not a sentence.
_NAME_WITH_SOURCE = re.compile(
    r"^(?!(?i:derived|sourced|made|obtained|extracted|naturally|produced|harvested|certified)\b)"
    r"[A-Z][\w'-]*(?:\s+[A-Z0-9][\w'-]*){0,3}\s+(?:from|as)\s+[A-Z][\w'-]*(?:\s+[A-Z0-9][\w'-]*){0,3}\.?$"
)
# A percentage ends the name it follows: text after it is not part of that name.
_PERCENT_THEN_TEXT = re.compile(r"^(?P<head>.*?\d\s*%\)?)\s+(?P<tail>[A-Za-z][^%]*)$")


def _lower_case_sentence(text: str) -> bool:
    """"Deliver broad-spectrum sun protection.": three words or more, most after the first in lower case (labels
    capitalise every word of a name, or none)."""
    words = _WORD.findall(text)
    return len(words) >= 3 and words[0][0].isupper() and sum(w[0].islower() for w in words[1:]) * 2 > len(words) - 1


def is_sentence_like(text: str) -> bool:
    """Does `text` carry the words of a sentence? `is_prose` also reads any run of more than 12 words as prose, but
    names run together with only spaces between them (`Caprylic/Capric Triglyceride Dicaprylyl Carbonate Squalane Rosa
    Canina Fruit Oil ...`, a glued or scanned list) have none of those words: they stay an item for the resolver to
    split."""
    words = [w.lower() for w in _WORD.findall(_outside_parens(text))]
    strong = sum(w in _PROSE_WORDS for w in words)
    weak = sum(w in _WEAK_PROSE_WORDS for w in words)
    if strong or len(words) <= 12:
        return strong > 0 or weak >= 2 or len(words) >= 2
    return weak >= 2 and weak * 8 >= len(words)


def _footnote_split(piece: str) -> list[str]:
    """"Iron Oxides (CI 77491, CI 77492) *Titanium Dioxide (CI 77891)": a mark before a name whose comma was lost
    separates two names; "Phenoxyethanol * Essential Oil" (a footnote's explanation) stays for `_piece` to drop."""
    s = piece.strip()
    m = _FOOTNOTE_AFTER_NAME.search(s)
    if not m or s.startswith("*"):
        return [s]
    tail = s[m.start() :].strip()
    if _FOOTNOTE_WORDS.search(tail) or is_prose(tail):
        return [s]
    return [s[: m.start()], *_footnote_split(tail)]


def _items(zone: str, dropped: list[str]) -> list[str]:
    items: list[str] = []
    for piece in (p for whole in split_names(zone) for p in _footnote_split(whole)):
        s = piece.strip()
        if not s:
            continue
        item, dropped_here = _piece(s)
        dropped.extend(dropped_here)
        if item is not None:
            items.append(item)
    return items


def parse_inci(raw: str | None) -> ParsedList:
    """Parse one ingredient field (plain text or a Python-list literal) into parts and ingredients."""
    if not raw or not raw.strip():
        return ParsedList(parts=())
    dropped: list[str] = []
    parts: list[ParsedPart] = []
    for label, text in _parts_from_elements(_elements(raw)):
        m = _LEADING_BRACKET.match(text)
        if m and "," not in m.group(0) and not _MAY_CONTAIN.match(text):
            # "[Original Product - AHC ... Eye Cream]Water, ...", "[Soybean Panthenol Cream]Water, ...": the product's
            # title labels its list (a kit's next titles are labels too, `_GLUED_BRACKET_TITLE`)
            if label is None:
                label = m.group(0).strip().strip("[]").strip()
            else:
                dropped.append(m.group(0).strip())
            text = text[m.end() :]
        m = _UNCLOSED_TITLE.match(text)
        if m and "]" not in text.split(",", 1)[0]:
            dropped.append(m.group(0).strip())
            text = text[m.end() :]
        b = _BOILERPLATE.search(text)
        if b:
            dropped.append(text[b.start() :].strip())
            text = text[: b.start()]
        text = _PERCENT_WORD.sub("%", text)
        text = _COLON_PERCENT.sub(" ", text)
        text = _GLUED_PERCENT.sub(r"\1, ", text)
        text = _PERCENT_SEPARATED.sub(r"\1, ", text)
        for m in _GLUED_CONTAINS.finditer(text):
            dropped.append(m.group(0).strip())
        text = _GLUED_CONTAINS.sub(", ", text)
        text = _AND_SEPARATOR.sub(", ", text)
        m = _BARE_HEADER.match(text)
        if m and not _HEADER.search(text):
            dropped.append(m.group(0).strip())
            text = text[m.end() :]
        text = _strip_headers(text, dropped)
        # An allergen list repeats names of the formula before it: a repeat is not a second ingredient.
        allergens = _ALLERGENS.search(text) is not None
        text = _allergens_to_separator(text, dropped)
        for sub_label, sub_text in _split_inline_parts(label, text, dropped):
            ingredients: list[ParsedIngredient] = []
            position = 0
            for zone, may in _zones(sub_text, dropped):
                for item in _items(zone, dropped):
                    cleaned = _clean_item(item)
                    if cleaned is None:
                        if item.strip(_EDGE_JUNK):
                            dropped.append(item.strip())
                        continue
                    name, attrs = cleaned
                    if allergens and any(i.name.casefold() == name.casefold() for i in ingredients):
                        continue
                    if not may:
                        position += 1
                    ingredients.append(
                        ParsedIngredient(
                            raw=item.strip(),
                            name=name,
                            position=None if may else position,
                            may_contain=may,
                            **attrs,
                        )
                    )
            if ingredients or sub_label is not None:
                parts.append(ParsedPart(label=sub_label, ingredients=tuple(ingredients)))
    # A lone unlabelled empty part carries no information.
    parts = [p for p in parts if p.ingredients or len(parts) > 1]
    return ParsedList(parts=tuple(parts), dropped_text=tuple(d for d in dropped if d))
