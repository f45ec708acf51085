"""Text read from a photographed label -> the one-line list text the parser reads, with every change declared.

OCR keeps the label's line breaks, which fall anywhere: inside a name ("Sodium" / "Hyaluronate"), inside a word
broken with a hyphen ("Crosspo-" / "lymer"). The parser reads a line break as a separator (right for a pasted list,
one name a line), so a label's lines are joined first:
- a word broken by a hyphen before a lower-case continuation is rejoined without it ("Crosspo-" + "lymer");
- a hyphen before a digit stays, without a space ("C10-" / "30");
- a hyphen before a capital stays, followed by a space, and the resolver decides (it rejoins
  "PHENOXY- ETHANOL" only when the joined word is a name, and keeps "ALPHA- ISOMETHYL IONONE" otherwise);
- any other break becomes a space (a comma lost at a line end leaves a run of names, which the resolver splits);
- a few signs after the list's closing period, with fewer than three letters (a smudge or the label's edge read as
  text), are left out.
Each rejoined word is declared in `LabelText.notes`, as the resolver declares what it corrects.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_BROKEN_WORD = re.compile(r"([A-Za-z]{2,})[-\u00ad\u2010\u2011]\s*\n\s*([a-z]{2,})")
_HYPHEN_BEFORE_DIGIT = re.compile(r"-\s*\n\s*(?=\d)")  # "C10-" / "30": one name, no space
_HYPHEN_AT_BREAK = re.compile(r"-\s*\n\s*(?=\S)")
_BREAK = re.compile(r"\s*\n\s*")
# What OCR makes of a smudge, a logo or the label's edge after the list's closing period: a few signs, no word.
_TAIL = re.compile(r"\.\s+([^.\n]{1,8})$")


@dataclass(frozen=True, slots=True)
class LabelText:
    text: str
    notes: tuple[str, ...]  # "joined 'Crosspo-' + 'lymer' across a line break"


def from_ocr(text: str) -> LabelText:
    notes: list[str] = []

    def rejoin(m: re.Match[str]) -> str:
        notes.append(f"joined '{m.group(1)}-' + '{m.group(2)}' across a line break")
        return m.group(1) + m.group(2)

    out = _BROKEN_WORD.sub(rejoin, text.strip())
    out = _HYPHEN_BEFORE_DIGIT.sub("-", out)
    out = _HYPHEN_AT_BREAK.sub("- ", out)
    out = _BREAK.sub(" ", out)
    tail = _TAIL.search(out)
    if tail and sum(ch.isalpha() for ch in tail.group(1)) < 3:
        notes.append(f"left out '{tail.group(1).strip()}' after the end of the list")
        out = out[:tail.start() + 1]
    return LabelText(out, tuple(notes))
