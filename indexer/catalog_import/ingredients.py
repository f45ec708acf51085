"""A product's ingredient text -> `product_ingredients` rows, through the shared engine runtime."""

from __future__ import annotations

from typing import Any

from api.analysis.engine_runtime import EngineRuntime

_Row = tuple[int, int, str | None, int | None, int | None, str, bool, bool, float | None, float]
_FIELDS = ("seq", "part_index", "part_label", "position", "inci_id", "raw_name", "may_contain", "nano", "percent",
           "confidence")
_CACHE_MAX = 4000


class IngredientRows:
    """Parses and resolves each distinct text once: kits, minis and refills repeat their full-size list."""

    def __init__(self, runtime: EngineRuntime):
        self.runtime = runtime
        self._cache: dict[str, tuple[_Row, ...]] = {}
        self.total = 0
        self.recognised = 0

    def rows(self, product_id: int, raw: str) -> list[dict[str, Any]]:
        found = self._cache.get(raw)
        if found is None:
            found = self._parse(raw)
            if len(self._cache) < _CACHE_MAX:
                self._cache[raw] = found
        self.total += len(found)
        self.recognised += sum(1 for r in found if r[4] is not None)
        return [{"product_id": product_id, **dict(zip(_FIELDS, r, strict=True))} for r in found]

    def _parse(self, raw: str) -> tuple[_Row, ...]:
        if not raw.strip():
            return ()
        _, resolved = self.runtime.parse_and_resolve(raw)
        ids = self.runtime.inci_ids
        out: list[_Row] = []
        for part_index, part in enumerate(resolved.parts):
            label = part.label[:200] if part.label else None
            for item in part.items:
                p, res = item.parsed, item.resolution
                # raw_name is the label's name as the resolver saw it (percent, ppm, [nano], footnote marks
                # moved into their own columns); the canonical spelling is the linked inci row.
                out.append((len(out), part_index, label, p.position, ids.get(res.inci) if res.inci else None,
                            p.name[:500], p.may_contain, p.nano, p.percent, res.confidence))
        return tuple(out)
