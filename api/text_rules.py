"""Characters no text may hold. Refused, not stripped, so what is stored is exactly what was sent.

- In request bodies (every field of every body: all member text, `RequestBody`): Unicode categories Cc (C0 and
  C1 controls, DEL) other than tab, newline and carriage return; Cf (format characters: bidi marks, embeddings,
  overrides and isolates, zero-width space, word joiner, U+FEFF, soft hyphen, invisible tag characters …); and the
  line and paragraph separators U+2028/U+2029. Kept: the joiners U+200C/U+200D (emoji ZWJ sequences; Persian and
  Indic spelling) and the tag characters of an emoji flag sequence (🏴 + tags + cancel tag, England, Scotland,
  Wales). Variation selectors (U+FE0E/U+FE0F) are category Mn and always allowed.
- In URLs (`api/http_security.UrlTextMiddleware`): the narrower set that breaks routing, logs or the database: NUL
  and the other C0 controls but tab/newline/return, DEL and the bidi overrides/isolates.
"""

from __future__ import annotations

import re
import unicodedata

_URL_CONTROL = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f\u202a-\u202e\u2066-\u2069]")
_JOINERS = frozenset("\u200c\u200d")
_FLAG_TAGS = re.compile("\U0001f3f4[\U000e0020-\U000e007e]+\U000e007f")
# Anything that is not printable ASCII (or tab/newline/return) is looked at one by one; ordinary text is one scan.
_NOT_PLAIN = re.compile("[^\t\n\r\x20-\x7e]")
CONTROL_MESSAGE = ("Remove the control characters and invisible formatting characters (such as NUL, zero-width "
                   "spaces, text-direction marks or U+FEFF) from this text.")


def has_control_characters(value: str) -> bool:
    """The URL rule (see the module's docstring)."""
    return _URL_CONTROL.search(value) is not None


def forbidden_character(value: str) -> str | None:
    """The first character the body rule refuses, or None."""
    if _NOT_PLAIN.search(value) is None:
        return None
    if "\U000e007f" in value:
        value = _FLAG_TAGS.sub("", value)
    for match in _NOT_PLAIN.finditer(value):
        ch = match.group()
        if ch in _JOINERS:
            continue
        if ch in "\u2028\u2029" or unicodedata.category(ch) in ("Cc", "Cf"):
            return ch
    return None


def refuse_control_characters(value: object) -> object:
    """Check every string in a raw value (nested lists and dicts, keys included); raise ValueError."""
    if isinstance(value, str):
        if forbidden_character(value) is not None:
            raise ValueError(CONTROL_MESSAGE)
    elif isinstance(value, dict):
        for key, item in value.items():
            refuse_control_characters(key)
            refuse_control_characters(item)
    elif isinstance(value, list | tuple):
        for item in value:
            refuse_control_characters(item)
    return value
