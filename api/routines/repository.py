"""Routine queries (the only select()s of routines)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from sqlalchemy import Select, delete, select
from sqlalchemy.orm import Session

from api.catalog.queries import visible_product
from api.content import repository as content
from api.content.kinds import ROUTINE
from api.models import Brand, Inci, Product, ProductIngredient, Routine, RoutineProduct


def visible_product_ids(session: Session, ids: Sequence[int], viewer_id: int | None) -> set[int]:
    return set(session.scalars(select(Product.id).where(Product.id.in_(list(ids)), visible_product(viewer_id))))


def replace_steps(session: Session, routine_id: int, steps: list[dict[str, Any]]) -> None:
    session.execute(delete(RoutineProduct).where(RoutineProduct.routine_id == routine_id))
    session.add_all(RoutineProduct(routine_id=routine_id, **s) for s in steps)


def steps_of(session: Session, routine_ids: Sequence[int]) -> dict[int, list[tuple[RoutineProduct, Product, Brand]]]:
    if not routine_ids:
        return {}
    rows = session.execute(select(RoutineProduct, Product, Brand).join(Product, Product.id == RoutineProduct.product_id)
                           .join(Brand, Brand.id == Product.brand_id)
                           .where(RoutineProduct.routine_id.in_(list(routine_ids)))
                           .order_by(RoutineProduct.routine_id, RoutineProduct.position))
    found: dict[int, list[tuple[RoutineProduct, Product, Brand]]] = {}
    for step, product, brand in rows:
        found.setdefault(step.routine_id, []).append((step, product, brand))
    return found


def ingredient_names(session: Session, product_ids: Sequence[int]) -> dict[int, list[str]]:
    found: dict[int, list[str]] = {}
    if not product_ids:
        return found
    rows = session.execute(select(ProductIngredient.product_id, Inci.name).join(Inci, Inci.id == ProductIngredient.inci_id)
                           .where(ProductIngredient.product_id.in_(list(product_ids)))
                           .order_by(ProductIngredient.product_id, ProductIngredient.seq))
    for product_id, name in rows:
        found.setdefault(product_id, []).append(name)
    return found


def containing(product_id: int, viewer_id: int | None) -> Select[Any]:
    with_product = select(RoutineProduct.routine_id).where(RoutineProduct.product_id == product_id)
    return (content.with_author(ROUTINE).where(Routine.id.in_(with_product), content.visible(ROUTINE, viewer_id))
            .order_by(Routine.like_count.desc(), Routine.created_at.desc(), Routine.id.desc()))


def product_exists(session: Session, product_id: int, viewer_id: int | None) -> bool:
    return bool(visible_product_ids(session, [product_id], viewer_id))
