"""A category's ancestors (the product page's breadcrumb, the rating criteria of a category), remembered per process
on its `Runtimes`: chains change only when the category tree is imported, and a product page asks for one every time."""

from __future__ import annotations

import time

from sqlalchemy import select
from sqlalchemy.orm import Session

from api.models import Category

# Entries expire after CHAIN_TTL seconds so another process's import is seen without a per-request check.
CHAIN_TTL = 300.0
MAX_CHAINS = 4096

ChainKey = tuple[str, int, str, int | None]
Chain = list[tuple[int, str, str, int | None]]


class CategoryChains:
    """Remembered per (database, category id, path, parent): a renamed or moved category has a new key."""

    def __init__(self, ttl: float = CHAIN_TTL) -> None:
        self.ttl = ttl
        self._chains: dict[ChainKey, tuple[float, Chain]] = {}

    def ancestors(self, session: Session, cat: Category) -> list[Category]:
        """The category and its ancestors, root first (detached copies when remembered)."""
        if cat.parent_id is None:
            return [cat]
        key = (str(session.get_bind().engine.url), cat.id, cat.path, cat.parent_id)
        now = time.monotonic()
        hit = self._chains.get(key)
        if hit is not None and now - hit[0] < self.ttl:
            return [Category(id=i, name=n, path=p, parent_id=pid) for i, n, p, pid in hit[1]] + [cat]
        chain = category_ancestors(session, cat)
        if len(self._chains) > MAX_CHAINS:
            self._chains.clear()
        self._chains[key] = (now, [(c.id, c.name, c.path, c.parent_id) for c in chain[:-1]])
        return chain


def category_ancestors(session: Session, cat: Category) -> list[Category]:
    """One recursive query (was one query per level)."""
    up = select(Category.id, Category.parent_id).where(Category.id == cat.parent_id).cte("up", recursive=True)
    up = up.union(select(Category.id, Category.parent_id).join(up, Category.id == up.c.parent_id))  # UNION: a cycle ends
    by_id = {c.id: c for c in session.scalars(select(Category).where(Category.id.in_(select(up.c.id))))}
    chain = [cat]
    seen = {cat.id}
    while chain[0].parent_id is not None and chain[0].parent_id not in seen and chain[0].parent_id in by_id:
        parent = by_id[chain[0].parent_id]
        seen.add(parent.id)
        chain.insert(0, parent)
    return chain
