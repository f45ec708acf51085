"""The automatic check every word members publish goes through (reviews, routines, comments, dupe suggestions,
feedback, bios, shelf names). A pure function of the text and the member's other posts; `service.py` applies it.

Text is first read as a reader would see it: NFKC-normalised (full-width `ｅｘａｍｐｌｅ．ｃｏｍ` is `example.com`),
the other dots of CJK text (`。`, `｡`) read as dots, joiners and variation selectors dropped, and the usual ways of
defanging a link undone (`example[.]com`, `(.)`, `{.}`, `[dot]`, `(dot)`, `hxxp://`). Then an item is HELD when it
- contains a link: `http(s)://`, `www.`, or a domain whose suffix is on the full Public Suffix List (the
  `publicsuffixlist` package's own snapshot: nothing is fetched at run time), such as `cheap-pills.shop`,
  `sephora.com.au`, `t.me/x`, `someone@gmail.com`. Not read as links, because they are how people write:
  a missing space at a sentence end (`niacinamide.It works`: lower-case word, capitalised suffix), and a bare
  two-label name whose suffix is an everyday word (`it`, `so`, `me`, `in` …) with no path after it (`great.it`);
  `t.me/x` with its path is a link;
- repeats itself: one character 10 or more times in a row, one word 5 or more times in a row, or 30+ words of
  which fewer than a quarter are different;
- is the same text (letters and digits compared, at least 20 of them) as another of the member's posts.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from functools import lru_cache

from publicsuffixlist import PublicSuffixList

HELD_LINK = "contains a link"
HELD_REPEATED = "repeated text"
HELD_COPY = "same text as another of your posts"
MIN_COPY_CHARS = 20

_DEFANGED_DOT = re.compile(r"\s?(?:\[\.\]|\(\.\)|\{\.\}|\[dot\]|\(dot\)|\{dot\})\s?", re.IGNORECASE)
_DEFANGED_SCHEME = re.compile(r"\bh(?:xx|\*\*|tt)p(s?)(?:\[:\]|:)//", re.IGNORECASE)
_INVISIBLE = re.compile("[\u200b-\u200d\u2060\ufe00-\ufe0f\U000e0100-\U000e01ef\u00ad]")
_SCHEME_OR_WWW = re.compile(r"\b[a-z][a-z0-9+.-]*://|\bwww\d{0,3}\.", re.IGNORECASE)
# A dotted name: labels of letters/digits/hyphens (any script), the last one letters only.
_DOTTED = re.compile(r"(?<![\w.-])((?:[^\W_](?:[\w-]{0,61}[^\W_])?\.)+([^\W\d_]{2,63}))(?![\w-])(/?)")
# Suffixes that are also everyday words: "great.it", "ok.so" are typos, not links (unless a path follows).
_WORDLIKE_SUFFIXES = frozenset({"it", "in", "me", "so", "be", "is", "to", "no", "us", "my", "am", "do", "go", "at",
                                "as", "by", "an", "or", "we", "hi", "ok", "on", "id", "la", "im", "re", "ma", "mu"})
_CHAR_RUN = re.compile(r"(\S)\1{9,}")
_WORD = re.compile(r"\w+", re.UNICODE)


@lru_cache(maxsize=1)
def _suffixes() -> PublicSuffixList:
    # accept_unknown=False: a suffix that is not on the list ("skin.feel") is no domain.
    return PublicSuffixList(accept_unknown=False)


def readable(text: str) -> str:
    """The text as the checks read it (see the module's docstring)."""
    text = unicodedata.normalize("NFKC", text).replace("\u3002", ".").replace("\uff61", ".")
    text = _INVISIBLE.sub("", text)
    text = _DEFANGED_DOT.sub(".", text)
    return _DEFANGED_SCHEME.sub(r"http\1://", text)


def _is_link(name: str, suffix: str, slash: str) -> bool:
    labels = name.split(".")
    if len(labels) == 2 and not slash:
        if suffix.lower() in _WORDLIKE_SUFFIXES:
            return False
        if labels[0].islower() and suffix[0].isupper() and suffix[1:].islower():
            return False  # "serum.Works": a sentence that lost its space
    return _suffixes().privatesuffix(name.lower()) is not None


def has_link(text: str) -> bool:
    text = readable(text)
    if _SCHEME_OR_WWW.search(text):
        return True
    return any(_is_link(m.group(1), m.group(2), m.group(3)) for m in _DOTTED.finditer(text))


def repeated(text: str) -> bool:
    text = readable(text)
    if _CHAR_RUN.search(text):
        return True
    words = [w.casefold() for w in _WORD.findall(text)]
    run = 1
    for before, word in zip(words, words[1:], strict=False):
        run = run + 1 if word == before else 1
        if run >= 5:
            return True
    return len(words) >= 30 and len(set(words)) < len(words) / 4


def fingerprint(*texts: str) -> str:
    """Letters and digits only, case-folded: copies that differ in spacing, punctuation or width still match."""
    return "".join(ch for ch in readable(" ".join(texts)).casefold() if ch.isalnum())


def held_reasons(texts: Iterable[str], others: Iterable[str] = ()) -> list[str]:
    """Why an item must wait for a moderator (empty: publish it). `texts`: the item's texts (title, body …);
    `others`: fingerprints of the member's other posts (`fingerprint`), for the copy check."""
    both = "\n".join(texts)
    reasons = []
    if has_link(both):
        reasons.append(HELD_LINK)
    if repeated(both):
        reasons.append(HELD_REPEATED)
    mine = fingerprint(both)
    if len(mine) >= MIN_COPY_CHARS and mine in set(others):
        reasons.append(HELD_COPY)
    return reasons
