"""Reading a whole ingredient list: each entry resolved, and the damage a label's print or cleaning did to the list
repaired and declared: one name cut by a stray separator re-joined, names a lost comma ran together split, a blend's
bracketed contents read as its ingredients, a common name after its INCI name folded in, a footnote legend dropped,
and names found in text the parser dropped.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import replace
from typing import TYPE_CHECKING

from ingredient_engine.inci_tables import NameTables
from ingredient_engine.inci_text import (
    BLEND,
    CAMEL_JOIN,
    GLUE_WORDS,
    LEADING_MARK,
    STEREO_FRAGMENT,
    TRAILING_NOTE,
    normalise_key,
    omits_part,
    one_word_cut,
    split_top_level,
    strip_brackets,
)
from ingredient_engine.parse import ParsedIngredient, ParsedList
from ingredient_engine.resolution import Resolution, ResolvedIngredient, ResolvedList, ResolvedPart
from ingredient_engine.unread import UnreadName, holds_lost_names

if TYPE_CHECKING:
    from ingredient_engine.resolve import InciResolver


class ListReader:
    """The list-level steps of one fitted `InciResolver` (which resolves each name), with memo caches of the two
    unrecognised-name repairs, which run again for every occurrence of an unrecognised name."""

    partial_split_min_words = 8
    loose_join_max_words = 6  # a join of two unknown halves (`join_fragments`) spans at most this many words

    def __init__(self, resolver: InciResolver, tables: NameTables):
        self.resolver = resolver
        self.tables = tables
        self._join_cache: dict[tuple[str, str, bool], str | None] = {}
        self._split_cache: dict[str, tuple[str, ...] | None] = {}

    def __getstate__(self) -> dict:
        return {**self.__dict__, "_join_cache": {}, "_split_cache": {}}

    def read(self, parsed: ParsedList) -> ResolvedList:
        """Resolve every ingredient; names cut by a stray separator are re-joined and run-on names split (both
        declared), and positions renumbered."""
        parts = []
        legends: list[str] = []
        for part in parsed.parts:
            items: list[ResolvedIngredient] = []
            position = 0
            ingredients = part.ingredients
            if self._footnote_legend(ingredients):
                legends.append(ingredients[-1].raw)
                ingredients = ingredients[:-1]
            for ing, res in self._merge_fragments(ingredients):
                # A split is tried for an unrecognised name, and for a long one read only through its bracket or a
                # fuzzy match ("PEG-20 Glyceryl TriisostearateVitis Vinifera (Grape) Seed Oil...": not VITIS VINIFERA).
                long_guess = res.inci is not None and res.confidence < 0.9 and len(ing.name.split()) >= 6
                contents = self.blend_contents(ing.name) if res.inci is None or res.confidence < 0.9 else None
                pieces = None
                if not contents and (res.inci is None or long_guess):
                    pieces = self.split_run_on(ing.name)
                if contents:
                    note = f"read the contents of '{contents[0]}' as its ingredients"
                    subs = [(replace(ing, name=p), r if r.correction else replace(r, correction=note))
                            for p in contents[1] for r in (self.resolver.resolve(p),)]
                elif pieces:
                    note = f"read '{ing.name}' as '{', '.join(pieces)}' (missing comma)"
                    subs = [(replace(ing, name=p), replace(self.resolver.resolve(p), correction=note))
                            for p in self._merge_gaps(list(pieces))]
                else:
                    subs = [(ing, res)]
                for sub, sub_res in subs:
                    if items and self._translation_of(items[-1], sub, sub_res):
                        prev = items[-1]
                        note = f"read '{sub.name}' as the common name of '{prev.parsed.name}', not a second ingredient"
                        items[-1] = replace(prev, resolution=replace(prev.resolution,
                                                                     correction=prev.resolution.correction or note))
                        continue
                    if not sub.may_contain:
                        position += 1
                        if sub.position != position:
                            sub = replace(sub, position=position)
                    items.append(ResolvedIngredient(sub, sub_res, part.label))
            parts.append(ResolvedPart(label=part.label, items=tuple(items)))
        if legends:
            parsed = replace(parsed, dropped_text=(*parsed.dropped_text, *legends))
        listed = {i.resolution.inci for p in parts for i in p.items if i.resolution.inci}
        return ResolvedList(parsed=parsed, parts=tuple(parts), unread=self.unread_names(parsed, listed))

    def _footnote_legend(self, ingredients: tuple[ParsedIngredient, ...]) -> bool:
        """The last entry is the legend of a footnote mark an earlier entry carries, not an ingredient: Tatcha's
        "Saccharomyces/.../Rice Ferment Filtrate*, ..., Phenoxyethanol. *Hadasei-3." (the starred ingredient is its
        Hadasei-3 complex). Only a short name that does not resolve; "*Squalane." stays an ingredient."""
        if len(ingredients) < 2:
            return False
        last = ingredients[-1]
        m = LEADING_MARK.match(last.raw)
        if m is None or len(last.name.split()) > 4 or self.resolver.resolve(last.name).recognised:
            return False
        mark = m.group(1)
        return any(mark in i.raw and not i.raw.lstrip().startswith(mark) for i in ingredients[:-1])

    def _merge_fragments(self, ingredients: Iterable[ParsedIngredient]) -> list[tuple[ParsedIngredient, Resolution]]:
        out: list[tuple[ParsedIngredient, Resolution]] = []
        for ing in ingredients:
            if out and out[-1][0].may_contain == ing.may_contain and STEREO_FRAGMENT.fullmatch(ing.name.strip()):
                # Part of the name before it; an INCI name carries no stereo descriptor, so the reading stays.
                prev, prev_res = out[-1]
                note = f"read '{ing.name}' as the stereo descriptor of '{prev.name}' (INCI names carry none)"
                out[-1] = (replace(prev, raw=f"{prev.raw}, {ing.raw}"),
                           replace(prev_res, correction=prev_res.correction or note) if prev_res.inci else prev_res)
                continue
            res = self.resolver.resolve(ing.name)
            if out:
                prev, prev_res = out[-1]
                if prev_res.inci is None or res.inci is None:
                    joined = self.join_fragments(prev, ing)
                    loose = joined is None and prev_res.inci is None and res.inci is None
                    if loose:
                        joined = self.join_fragments(prev, ing, both_unknown=True)
                    if joined:
                        merged = replace(prev, raw=f"{prev.raw}, {ing.raw}", name=joined,
                                         percent=prev.percent or ing.percent, ppm=prev.ppm or ing.ppm,
                                         nano=prev.nano or ing.nano, ci_numbers=prev.ci_numbers + ing.ci_numbers)
                        note = f"read '{prev.name}', '{ing.name}' as '{joined}' (one name cut by a separator)"
                        merged_res = self.resolver.resolve(joined)
                        cap = 0.85 if loose else 0.9  # a join of two unknown halves is a guess
                        said = f"; {merged_res.correction}" if merged_res.correction else ""
                        out[-1] = (merged, replace(merged_res, confidence=min(merged_res.confidence, cap),
                                                   correction=note + said))
                        continue
            out.append((ing, res))
        return out

    def join_fragments(self, left: ParsedIngredient, right: ParsedIngredient, both_unknown: bool = False) -> str | None:
        """One name a stray separator cut in two ("Ethylhexyl, Salicylate", "Hydroxyethyl Acrylate, Sodium
        Acryloyldimethyl Taurate Copolymer"): the joined text, when it is an exact, alias or colour-index hit.

        With `both_unknown` (the caller's second try, when neither half is a name), the joined text may instead carry
        a typo or lost punctuation
        ("Butyphenyl, Methylpropional", "Sodium C14, 16 Olefin Sulfonate") or a second name whose comma was lost
        ("Ethylhexyl, Salicylate Citral"): it is accepted when the resolver reads it (not as a "part not stated" or a
        completion) or when known names cover it entirely. The caller marks such a reading as a guess."""
        # a fragment that is only brackets ("(Rose Absolute)") may be an ingredient of its own
        if left.may_contain != right.may_contain or not strip_brackets(right.name):
            return None
        pair = (left.name, right.name, both_unknown)
        try:
            return self._join_cache[pair]
        except KeyError:
            pass
        joined_name = self._loose_join(left.name, right.name) if both_unknown else self._strict_join(left.name, right.name)
        if len(self._join_cache) < self.resolver.cache_size:
            self._join_cache[pair] = joined_name
        return joined_name

    def _strict_join(self, left: str, right: str) -> str | None:
        for joiner in (" ", "/", "", ","):
            joined = f"{left}{joiner}{right}"
            key = normalise_key(joined)
            # "1,6-Nonadien-3-ol, 3,7-Dimethyl- (Freesia Note)": a CAS index name cut at its comma, a note after it
            # (only the trailing note dropped: "Benzoic acid, 2-hydroxy-, (3Z)-3-hexen-1-yl ester" keeps its "(3Z)")
            if self.tables.direct(key) or self.tables.direct(normalise_key(strip_brackets(key))):
                return joined
            if self.tables.direct(normalise_key(TRAILING_NOTE.sub("", joined))):
                return TRAILING_NOTE.sub("", joined)  # the note is not part of the name (it stays in raw)
        return None

    def _loose_join(self, left: str, right: str) -> str | None:
        # Only two short halves, neither of them a run of names (those are split on their own), no blend brackets.
        if len(f"{left} {right}".split()) > self.loose_join_max_words or re.search(r"[\[\]]", left + right):
            return None
        if self.split_run_on(left) or self.split_run_on(right):
            return None
        for joiner in (" ", "-", ""):
            joined = f"{left}{joiner}{right}"
            res = self.resolver.resolve(joined)
            if res.recognised and res.method not in ("species", "completion"):
                return joined
            pieces = self._split_run_on(joined) if joiner == " " else None
            if pieces and all(self._known_piece(p) for p in pieces):
                return joined
        return None

    def split_run_on(self, name: str) -> tuple[str, ...] | None:
        """Names a dropped comma ran together ("Ethylhexyl Palmitate Zinc Stearate", "Glycereth-26Bakuchiol").

        Only accepted when every piece is an exact, alias or colour-index hit: never a fuzzy guess.
        """
        try:
            return self._split_cache[name]
        except KeyError:
            pass
        found = self._split_run_on(name)
        if len(self._split_cache) < self.resolver.cache_size:
            self._split_cache[name] = found
        return found

    def _split_run_on(self, name: str) -> tuple[str, ...] | None:
        words = CAMEL_JOIN.sub(" ", name).split()  # "26Bakuchiol" -> "26 Bakuchiol", "OilPEG-7" -> "Oil PEG-7"
        if len(words) < 1 or len(words) > 80:
            return None
        pieces = self._cover(words)
        if pieces is None and len(words) <= 24:
            # A comma and its space both lost: "Seed Oilcaprylic/Capric Triglyceride". One word is cut in two.
            pieces = next(filter(None, (self._cover(cut) for cut in one_word_cut(words))), None)
        if pieces is None and len(words) >= self.partial_split_min_words:
            pieces = self._partial_cover(words)
        return tuple(pieces) if pieces and len(pieces) >= 2 else None

    def _partial_cover(self, words: list[str]) -> list[str] | None:
        """A long run of names ("Caprylic/Capric Triglyceride Dicaprylyl Carbonate Squalane ... Evening Primrose Oil
        Simmondsia Chinensis Oil"): the known names that cover the most words; each run of words between them is
        kept as one piece, which stays unrecognised. Accepted when known names cover at least 60 % of the words."""
        n = len(words)
        # best[i] = (uncovered words, pieces, list) for words[:i]
        best: list[tuple[int, int, list[tuple[str, bool]]] | None] = [(0, 0, [])] + [None] * n
        for i in range(n):
            done = best[i]
            if done is None:
                continue
            gap, count, pieces = done
            # leave words[i] uncovered (joined to a gap piece)
            if pieces and not pieces[-1][1]:
                nxt = (gap + 1, count, [*pieces[:-1], (pieces[-1][0] + " " + words[i], False)])
            else:
                nxt = (gap + 1, count + 1, [*pieces, (words[i], False)])
            ahead = best[i + 1]
            if ahead is None or nxt[:2] < ahead[:2]:
                best[i + 1] = nxt
            for j in range(i + 1, min(n, i + 8) + 1):
                piece = " ".join(words[i:j])
                if self._known_piece(piece):
                    cand = (gap, count + 1, [*pieces, (piece, True)])
                    there = best[j]
                    if there is None or cand[:2] < there[:2]:
                        best[j] = cand
        final = best[n]
        if final is None or final[0] > 0.4 * n or sum(known for _, known in final[2]) < 2:
            return None
        return [p for p, _ in final[2]]

    def _cover(self, words: list[str]) -> list[str] | None:
        """The fewest known names that cover every word, in order, by dynamic programming over word boundaries
        (a name is at most 8 words; "and", "&" and "+" between two names are skipped)."""
        best: list[list[str] | None] = [[]] + [None] * len(words)
        for i in range(len(words)):
            done = best[i]
            if done is None:
                continue
            if done and words[i].casefold() in GLUE_WORDS and i + 1 < len(words):
                if best[i + 1] is None:
                    best[i + 1] = done
                continue
            for j in range(i + 1, min(len(words), i + 8) + 1):
                piece = " ".join(words[i:j])
                known = best[j]
                if (known is None or len(known) > len(done) + 1) and self._known_piece(piece):
                    best[j] = [*done, piece]
        return best[-1]

    def _known_piece(self, piece: str) -> bool:
        key = normalise_key(piece)
        if self.tables.direct(key) or ("(" in key and self.tables.direct(strip_brackets(key))):
            return True
        # Spelled with spaces or hyphens lost ("Centellaasiatica Extract"); never across a glue word ("Silica &").
        return piece[:1].isalnum() and piece[-1:].isalnum() and bool(
            self.tables.finder.lookup(key) or ("(" in key and self.tables.finder.lookup(strip_brackets(key))))

    def _merge_gaps(self, pieces: list[str]) -> list[str]:
        """In a partly covered run, an unknown piece may be a typo that took a neighbour's last or first word with it
        ("Gutylene" + "Glycol"): join the two when the joined text resolves and the neighbour alone is one word."""
        out = list(pieces)
        i = 0
        while i < len(out):
            if self.resolver.resolve(out[i]).recognised:
                i += 1
                continue
            for j in (i + 1, i - 1):
                if 0 <= j < len(out) and len(out[j].split()) == 1:
                    a, b = sorted((i, j))
                    joined = f"{out[a]} {out[b]}"
                    if self.resolver.resolve(joined).recognised:
                        out[a : b + 1] = [joined]
                        i = a
                        break
            i += 1
        return out

    def blend_contents(self, name: str) -> tuple[str, tuple[str, ...]] | None:
        """(blend name, its contents) for a name that is not itself known and carries a list of at least two
        ingredients, two of them known, in one trailing bracket ("Covabsorb (Ethylhexyl Methoxycinnamate, ...)",
        "Botanical Blend [Aqua, Opuntia Tuna Fruit Extract, ...]"). "Iron Oxides (CI 77491, CI 77492)" and "Water
        (Aqua, Eau)" are known names: their brackets are not contents."""
        m = BLEND.match(name.strip())
        if not m:
            return None
        outer = m.group("outer").strip()
        key = normalise_key(outer)
        if self.tables.direct(key) or self.tables.finder.lookup(key) or self.resolver.resolve(outer).recognised:
            return None
        inner = [p.strip() for p in split_top_level(m.group("inner"), ",") if p.strip()]
        if len(inner) < 2 or sum(self.resolver.resolve(p).recognised for p in inner) < 2:
            return None
        return outer, tuple(inner)

    def _translation_of(self, prev: ResolvedIngredient, ing: ParsedIngredient, res: Resolution) -> bool:
        """"Coriandrum Sativum Oil, Coriander Seed Oil", "Hedera Helix Extract, - Ivy Leaf/Stem Extract": a common name
        (read through a synonym, not itself a CosIng name) right after the INCI name it translates is not a second
        ingredient: same substance, or the same plant and preparation with the plant part spelled out."""
        if (res.method != "synonym" or res.inci is None or prev.resolution.inci is None
                or prev.may_contain != ing.may_contain or normalise_key(ing.name) in self.tables.exact):
            return False
        a, b = normalise_key(prev.resolution.inci), normalise_key(res.inci)
        return a == b or omits_part(a, b)

    def unread_names(self, parsed: ParsedList, listed: Iterable[str] = ()) -> tuple[UnreadName, ...]:
        """Ingredient names inside the parser's dropped text, unless the text is prose about them ("-Retinol: Reduces
        the look of fine lines."), a footnote or title that only mentions one ("*Mark: Plant-Derived Fragrance"), a
        legend, callout, highlight or constituent note (see `unread.holds_lost_names` and `unread.mention_kind`), or
        the name is a listed ingredient already (`listed`: INCI names)."""
        held = frozenset(listed)
        seen = set(held)
        out: list[UnreadName] = []
        for text in parsed.dropped_text:
            found = self.tables.finder.find(text)
            if not holds_lost_names(text, found, listed=held):
                continue
            for f in found:
                if f.inci in seen:
                    continue
                seen.add(f.inci)
                out.append(UnreadName(text=f.text, inci=f.inci, dropped_text=text, how=f.how))
        return tuple(out)
