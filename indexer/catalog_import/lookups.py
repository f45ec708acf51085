"""Brands by key and categories by path, loaded once per import and grown as new ones appear."""

from __future__ import annotations

from collections.abc import Iterable

from sqlalchemy.orm import Session

from api.catalog.values import brand_key
from api.models import Brand, Category
from indexer.catalog_import import repository as repo
from indexer.catalog_import.normalise import better_brand_name, category_levels, clean_name


class CatalogLookups:
    def __init__(self, session: Session):
        self.session = session
        self.brands: dict[str, Brand] = {b.key: b for b in repo.all_brands(session)}
        self.categories: dict[str, int] = {c.path: c.id for c in repo.all_categories(session)}
        self.new_brands = 0
        self.new_categories = 0

    def brand_names(self) -> list[str]:
        return [b.name for b in self.brands.values()]

    def brand_id(self, name: str) -> int:
        """The brand with this key, created on first sight; an ALL-CAPS display name gives way to mixed case."""
        display = clean_name(name)[:200]
        key = brand_key(display)[:200] or display.casefold()
        brand = self.brands.get(key)
        if brand is None:
            brand = Brand(name=display, key=key, status="active")
            repo.add(self.session, brand)
            self.brands[key] = brand
            self.new_brands += 1
        else:
            better = better_brand_name(brand.name, display)
            if better != brand.name:
                brand.name = better  # written by the next flush
            if brand.status != "active":
                brand.status = "active"  # a member submitted it first: a retailer's catalogue makes it public
        return brand.id

    def category_id(self, path: Iterable[str]) -> int | None:
        """Id of the deepest level of `path`, creating every missing level with its parent and depth."""
        leaf: int | None = None
        for name, full, parent, depth in category_levels(path):
            full = full[:400]
            cid = self.categories.get(full)
            if cid is None:
                parent_id = self.categories.get(parent[:400]) if parent else None
                cat = Category(name=name[:120], path=full, parent_id=parent_id, depth=depth)
                repo.add(self.session, cat)
                cid = self.categories[full] = cat.id
                self.new_categories += 1
            leaf = cid
        return leaf
