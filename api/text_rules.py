"""Characters no text field may hold: NUL and the other C0 controls except tab, newline and carriage
return, DEL, and the Unicode bidi overrides/isolates that make text display differently from what it is
(U+202A–U+202E, U+2066–U+2069). Refused, not stripped, so what is stored is exactly what was sent."""

from __future__ import annotations

import re

_CONTROL = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f\u202a-\u202e\u2066-\u2069]")
CONTROL_MESSAGE = "Remove the control characters (such as NUL or text-direction overrides) from this text."


def has_control_characters(value: str) -> bool:
    return _CONTROL.search(value) is not None


def refuse_control_characters(value: object) -> object:
    """Check every string in a raw value (nested lists and dicts, keys included); raise ValueError."""
    if isinstance(value, str):
        if has_control_characters(value):
            raise ValueError(CONTROL_MESSAGE)
    elif isinstance(value, dict):
        for key, item in value.items():
            refuse_control_characters(key)
            refuse_control_characters(item)
    elif isinstance(value, list | tuple):
        for item in value:
            refuse_control_characters(item)
    return value
