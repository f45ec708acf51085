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
from dataclasses import dataclass, field

__all__ = ["ParsedIngredient", "ParsedPart", "ParsedList", "parse_inci", "normalise_text", "split_names"]


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
# "May Contain/Peut Contenir (±):", "(+/-):", "[+/- CI 77891]", "May contain:" ... `(?<![a-z])` lets
# `Poloxamer 338May Contain` split.
_MAY_WORDS = r"(?:(?<![a-z])may\s+contain(?:\s*/\s*peut\s+contenir)?|(?<![a-z])peut\s+contenir)"
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
_GLUED_PERCENT = re.compile(r"(\d\s*%\)?)(?=[A-Z][a-z])")
# Blend notation "Water (and) Glycerin" separates ingredients.
_AND_SEPARATOR = re.compile(r"(?i)\s*\(and\)\s*")
# Label claims that end up between commas ("Paraben-, Phthalate-, and Cruelty-Free.", "FDA Approved").
_CLAIM = re.compile(
    r"(?i)^(?:[a-z][a-z ]*-?\s*free|[a-z]+-|fda[- ]approved|naturally[- ]derived|vegan|non[- ]gmo|"
    r"(?:100\s*%\s*)?(?:pure|natural|organic))$"
)
# CAS registry numbers printed after a name ("Linalool 78-70-6", "(CAS 8016-70-4 soybean)").
_CAS = re.compile(r"(?i)\(?\s*(?:cas\s*(?:no\.?|#|number)?\s*:?\s*)?(?<![\w-])\d{2,7}-\d{2}-\d(?![\w-])\s*\)?")
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
_ABBREV_BEFORE_DOT = re.compile(r"(?:\b(?i:no|st|ext|var|ssp|spp|subsp|sp|cf|vit|fd&c|d&c)|\b[A-Z])$")


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


# --- splitting ------------------------------------------------------------------------------------

_OPEN, _CLOSE = "([{", ")]}"


def split_names(text: str) -> list[str]:
    """Split at top-level separators; commas inside brackets and between digits (`1,2-`) are kept."""
    out: list[str] = []
    depth = 0
    start = 0
    n = len(text)
    i = 0
    while i < n:
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
                and text[i + 2].isupper()
                and not _ABBREV_BEFORE_DOT.search(text[start:i])
            ):
                cut = 1  # ". Next" ends a sentence unless the dot closes an abbreviation (`St. Paul's Wort`)
            if cut:
                out.append(text[start:i])
                start = i + 1
        i += 1
    out.append(text[start:])
    result: list[str] = []
    for piece in out:
        # An unclosed bracket swallowed separators: split that piece again, plainly.
        if piece.count("(") != piece.count(")") and piece.count(",") > 2:
            result.extend(re.split(r",(?!\d)", piece))
        else:
            result.append(piece)
    return result


# --- per-ingredient attributes --------------------------------------------------------------------

_PPM = re.compile(r"(?i)\(?\s*(\d[\d,]*(?:\.\d+)?)\s*ppm\s*\)?")
_PERCENT = re.compile(r"\(?\s*(?<![\w.])(\d{1,3}(?:[.,]\d+)?)\s*%\s*\)?")
_NANO = re.compile(r"(?i)[\[(]\s*nano\s*[\])]|(?<=\s)nano$")
_CI = re.compile(r"(?i)(?<![a-z])c\.?\s?[il]\.?\s?-?\s*(\d{5})(?!\d)")
_FOOTNOTE_MARKS = re.compile(r"[*†‡§¹²³⁴⁵⁶⁷⁸⁹⁰⁺°^~]+")
_EMPTY_PARENS = re.compile(r"\(\s*\)|\[\s*\]")
_EDGE_JUNK = " \t\n.,;:-–+&'\"!?"


def _ppm_value(s: str) -> float:
    # "3,663" is thousands, "2,5" a decimal comma.
    s = re.sub(r",(?=\d{3}(?!\d))", "", s).replace(",", ".")
    return float(s)


def _clean_item(raw: str) -> tuple[str, dict] | None:
    text = raw.strip()
    attrs: dict = {}
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
    text = re.sub(r"(?i)^(?:and|&|or)\s+", "", text.strip())
    text = re.sub(r"\s+", " ", text).strip(_EDGE_JUNK)
    text = re.sub(r"\s+([)\]])", r"\1", re.sub(r"([(\[])\s+", r"\1", text))
    # A bracket that only repeats the name ("Titanium Dioxide (Titanium Dioxide [Nano])").
    m = re.fullmatch(r"(.+?)\s*\((.+)\)", text)
    if m and m.group(1).strip().lower() == m.group(2).strip().lower():
        text = m.group(1).strip()
    if text.count("(") > text.count(")"):
        text += ")" * (text.count("(") - text.count(")"))
    if not text or text.lower() in _PLACEHOLDERS or not re.search(r"[A-Za-z]", text):
        return None
    return text, attrs


# --- list structure -------------------------------------------------------------------------------

_LABEL_MAX_WORDS = 10


def _is_label_element(el: str) -> bool:
    s = el.strip()
    if not s.endswith(":") or len(s) > 90:
        return False
    body = s[:-1]
    if _HEADER.fullmatch(s) or _MAY_CONTAIN.fullmatch(s):
        return False
    return body.count(",") <= 1 and len(body.split()) <= _LABEL_MAX_WORDS


def _elements(raw: str) -> list[str]:
    """A Python-list literal (Sephora, LookFantastic) becomes its elements; anything else one element."""
    s = raw.strip()
    if s.startswith("[") and s.endswith("]"):
        try:
            value = ast.literal_eval(s)
        except (ValueError, SyntaxError):
            return [s]
        if isinstance(value, list) and all(isinstance(v, str) for v in value):
            return value
    return [s]


def _join_pieces(pieces: list[str]) -> str:
    """Glue list elements that belong to one part.

    Elements are either whole names (LookFantastic: no commas anywhere) or a long list broken at
    arbitrary points (Sephora: `'... Titanium'`, `'Dioxide (Ci 77891), ...'`).
    """
    one_name_each = len(pieces) > 1 and not any(re.search(r",(?!\d)", p) for p in pieces)
    text = ""
    for p in pieces:
        p = p.strip()
        if not text:
            text = p
        elif one_name_each:
            text += ", " + p
        elif text.endswith((".", ":")):
            text += "\n" + p
        else:
            text += " " + p
    return text


def _parts_from_elements(elements: list[str]) -> list[tuple[str | None, str]]:
    parts: list[tuple[str | None, list[str]]] = []
    label: str | None = None
    pieces: list[str] = []
    for el in elements:
        el = _AND_SEPARATOR.sub(", ", normalise_text(el))
        if _is_label_element(el):
            if pieces or label is not None:
                parts.append((label, pieces))
            label, pieces = el.strip()[:-1].strip(), []
        else:
            pieces.append(el)
    parts.append((label, pieces))
    return [(lab, _join_pieces(p)) for lab, p in parts if p or lab is not None]


_INLINE_LABEL = re.compile(r"^\s*([^,:\n\-][^,:\n]{0,80}?)\s*:\s+(?=\S)")
_DESCRIPTION_LINE = re.compile(r"^\s*-\s*\S[^:\n]{0,150}:")
_LEADING_BRACKET = re.compile(r"^\s*\[[^\]]{3,200}\]\s*")


def _split_inline_parts(label: str | None, text: str, dropped: list[str]) -> list[tuple[str | None, str]]:
    """Lines that start `Shade 3: Talc, Mica, ...` open a part of their own; prose lines are dropped."""
    out: list[tuple[str | None, str]] = []
    current_label, buf = label, []
    for line in text.split("\n"):
        if not line.strip():
            continue
        if _DESCRIPTION_LINE.match(line):
            # "-Retinol: Reduces the look of ..." / "-Octinoxate 7.50%, ...: Sunscreen." highlights.
            dropped.append(line.strip())
            continue
        m = _INLINE_LABEL.match(line)
        if m and not _HEADER.match(line) and not _MAY_CONTAIN.match(line):
            rest = line[m.end() :]
            prefix = m.group(1)
            if is_prose(rest) or len(split_names(rest)) < 3:
                if len(rest.split()) >= 2 and is_prose(rest):
                    dropped.append(line.strip())  # "Natural Caffeine: Visibly smooths skin."
                    continue
            elif len(prefix.split()) <= 8 and not re.search(r"%|\d\s*ppm", prefix):
                if buf:
                    out.append((current_label, "\n".join(buf)))
                    buf = []
                current_label = prefix.strip()
                line = rest
        buf.append(line)
    if buf:
        out.append((current_label, "\n".join(buf)))
    return out


def _strip_headers(text: str, dropped: list[str]) -> str:
    m = _HEADER.search(text)
    if not m:
        return text
    before = text[: m.start()]
    if before.strip() and (before.count(",") == 0 or is_prose(before)):
        dropped.append(before.strip())  # a product name / division line before `Ingredients:`
        before = ""
    rest = _HEADER.sub(lambda h: (dropped.append(h.group(0).strip()), ",")[1], text[m.end() :])
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
                zones.append((text[pos:close], True))
                pos = close + 1
                in_may = False
    zones.append((text[pos:], in_may))
    return [(z, may) for z, may in zones if z.strip()]


def _items(zone: str, dropped: list[str]) -> list[str]:
    items: list[str] = []
    for piece in split_names(zone):
        s = piece.strip()
        if not s:
            continue
        # "Phenoxyethanol * Essential Oil" -> keep the name, drop the footnote explanation.
        m = re.search(r"\s\*+\s*(?=[A-Za-z])", s)
        if m and not s.startswith("*"):
            dropped.append(s[m.start() :].strip())
            s = s[: m.start()]
        if re.match(r"^[*†‡]+\s*[A-Za-z]", s):
            dropped.append(s)  # "*Organic", "**Natural origin"
            continue
        m = _MARK_NOTE.search(s)
        if m and m.start() > 0:
            dropped.append(s[m.start() :].strip())  # "Linalool+mark: plant-derived fragrance"
            s = s[: m.start()]
        cas = _CAS.search(s)
        if cas:
            dropped.append(cas.group(0).strip())  # a CAS number is not part of the name
            s = _CAS.sub(" ", s)
        if is_prose(s) or _CLAIM.match(s.strip(" \t.*")):
            dropped.append(s)
            continue
        items.append(s)
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
            dropped.append(m.group(0).strip())  # "[Original Product - AHC ... Eye Cream]Water, ..."
            text = text[m.end() :]
        b = _BOILERPLATE.search(text)
        if b:
            dropped.append(text[b.start() :].strip())
            text = text[: b.start()]
        text = _GLUED_PERCENT.sub(r"\1, ", text)
        text = _AND_SEPARATOR.sub(", ", text)
        m = _BARE_HEADER.match(text)
        if m and not _HEADER.search(text):
            dropped.append(m.group(0).strip())
            text = text[m.end() :]
        text = _strip_headers(text, dropped)
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
