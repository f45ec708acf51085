"""Derive `label_completions`: what incomplete label names stand for, judged by the labels that print them in full.

Two kinds of incomplete name. A name with a part missing: "Glycyrrhiza Glabra (Licorice) Extract" omits the plant
part (CosIng lists root, leaf and a plain extract); LookFantastic's "acrylates/c10-30 alkyl" was cut short before
"acrylate crosspolymer" or "methacrylate copolymer". And a common name in place of the plant's Latin name
("Bergamot Oil"), which the catalogue's labels of the form "Citrus Aurantium Bergamia (Bergamot) Fruit Oil"
translate. Where several completions remain, the catalogue's own complete labels are the evidence: a completion is
kept only when one candidate holds at least `min_share` of the candidates' occurrences, counted over at least
`min_support` of them. The result is a reviewable table (label, inci, share, support, seen), not a model: a data
scientist reads it, deletes a row they disagree with, and commits it.
"""

from __future__ import annotations

import csv
import io
import re
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass

from ingredient_engine.inci_text import PLANT_PARTS, normalise_key, strip_brackets
from ingredient_engine.parse import parse_inci
from ingredient_engine.resolve import InciResolver

__all__ = ["LabelCompletion", "derive_label_completions", "write_label_completions"]

# Resolutions that show what a label printed in full (not a repair of an incomplete or misspelt one).
_PRINTED_IN_FULL = ("exact", "synonym", "ci")
# "Citrus Aurantium Bergamia (Bergamot) Fruit Oil": Latin name, (common name), the rest of the INCI name.
_LATIN_COMMON = re.compile(r"^([a-z]+(?: [a-z]+){1,2}) \(([a-z][a-z -]{2,30})\) (.+)$")


def _common_forms(name_key: str, inci_key: str) -> tuple[str, ...]:
    """The label forms a common name gives the INCI name: "bergamot fruit oil", and without the part "bergamot oil"."""
    m = _LATIN_COMMON.match(name_key)
    if m is None or inci_key != f"{m.group(1)} {m.group(3)}":
        return ()
    common, rest = m.group(2), m.group(3).split()
    bare = [w for w in rest if w not in PLANT_PARTS]
    if not bare:
        return ()  # "(Coconut) Fruit": a bare common name says nothing about the preparation
    return tuple(dict.fromkeys((f"{common} {' '.join(rest)}", f"{common} {' '.join(bare)}")))


@dataclass(frozen=True, slots=True)
class LabelCompletion:
    label: str  # normalised label name, brackets dropped
    inci: str
    share: float  # of the candidates' occurrences in complete labels
    support: int  # occurrences of all candidates in complete labels
    seen: int  # occurrences of the incomplete name


def derive_label_completions(
    resolver: InciResolver,
    raw_lists: Iterable[str],
    *,
    min_share: float = 0.9,
    min_support: int = 10,
) -> list[LabelCompletion]:
    """Completions for unrecognised names with several CosIng completions, from `raw_lists` (ingredient fields).

    Fit `resolver` without `label_completions` so that earlier derivations do not hide the names they complete.
    """
    printed: Counter[str] = Counter()
    by_common: dict[str, Counter[str]] = {}
    incomplete: Counter[str] = Counter()
    for raw in raw_lists:
        for item in resolver.resolve_list(parse_inci(raw)).items:
            inci = item.resolution.inci
            if item.resolution.method in _PRINTED_IN_FULL and inci:
                printed[inci] += 1
                for form in _common_forms(normalise_key(item.parsed.name), normalise_key(inci)):
                    by_common.setdefault(form, Counter())[inci] += 1
            elif not item.resolution.recognised or item.resolution.method in ("species", "completion"):
                key = normalise_key(item.parsed.name)
                incomplete[strip_brackets(key) or key] += 1
    out = []
    for label, seen in incomplete.items():
        candidates = resolver.completion_candidates(label)
        if len(candidates) >= 2:
            counts = Counter({resolver.exact_[c]: printed[resolver.exact_[c]] for c in candidates})
        elif not candidates and label in by_common:
            counts = by_common[label]
        else:
            continue
        support = sum(counts.values())
        if support < min_support:
            continue
        inci, n = counts.most_common(1)[0]
        if n / support >= min_share:
            out.append(LabelCompletion(label, inci, round(n / support, 3), support, seen))
    return sorted(out, key=lambda c: (-c.seen, c.label))


def write_label_completions(completions: Iterable[LabelCompletion], *, min_share: float, min_support: int) -> str:
    """The CSV text of `data/synonyms/label_completions.csv`, with its provenance header."""
    buf = io.StringIO()
    buf.write(
        "# Incomplete label names -> the INCI name the catalogue's complete labels use. Derived, not typed: written by\n"
        "# `glowdex inci completions` from the product files in ../shared/data (see ingredient_engine/completions.py).\n"
        f"# Kept only when one CosIng completion holds >= {min_share:.0%} of the candidates' occurrences in labels that\n"
        f"# print the name in full, over >= {min_support} occurrences. share/support are that evidence; seen counts the\n"
        "# incomplete name. Review before committing; a deleted row leaves that name unrecognised.\n"
    )
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(["label", "inci", "share", "support", "seen"])
    for c in completions:
        w.writerow([c.label, c.inci, f"{c.share:.3f}", c.support, c.seen])
    return buf.getvalue()
