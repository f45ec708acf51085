"""Members' product and brand submissions: a product enters `pending`, visible to its submitter only until a
moderator accepts it (api/moderation); a brand likewise. Flushes, never commits."""

from __future__ import annotations

import uuid

from sqlalchemy.orm import Session

from api.analysis.service import analyse_text, member_profile
from api.catalog.values import SIZE_UNITS, brand_key, price_per_unit, to_usd
from api.errors import BusinessError
from api.files.hosted import require_uploaded
from api.jobs import Actor, defer
from api.models import Brand, Product, User
from api.products import repository, stored_analysis
from api.products.schemas import BrandSubmitIn, BrandSubmitOut, ProductSubmitIn, ProductSubmitOut
from api.runtimes import Runtimes


def submit_brand(session: Session, user: User, body: BrandSubmitIn) -> BrandSubmitOut:
    key = brand_key(body.name)
    if not key:
        raise BusinessError("A brand name needs at least one letter or digit.", code="invalid_brand")
    existing = repository.brand_by_key(session, key)
    if existing is not None:
        if existing.status == "active" or existing.submitted_by == user.id:
            return BrandSubmitOut(brand_id=existing.id, name=existing.name, status=existing.status)
        raise BusinessError("That brand is already waiting for review.", code="brand_pending")
    brand = Brand(name=body.name, key=key, status="pending", submitted_by=user.id)
    session.add(brand)
    session.flush()
    return BrandSubmitOut(brand_id=brand.id, name=brand.name, status=brand.status)


def submit_product(session: Session, runtimes: Runtimes, user: User, body: ProductSubmitIn) -> ProductSubmitOut:
    """A member's product enters `pending`; its list is parsed, resolved, stored and analysed now."""
    brand = repository.brand_visible(session, body.brand_id, user.id)
    if brand is None:
        raise BusinessError("Pick a brand from the list, or submit the brand first.", code="unknown_brand")
    if body.category_id is not None and repository.category(session, body.category_id) is None:
        raise BusinessError("Pick a category from the list.", code="unknown_category")
    require_uploaded(session, body.image_url, "image_url")
    engine = runtimes.engine.get(session)
    resolver, analyzer = engine.resolver, engine.analyzer
    profile = member_profile(user.skin_type, user.concerns)
    result = analyse_text(resolver, analyzer, body.ingredient_list, profile)
    if result.resolved.total == 0:
        raise BusinessError("We could not find any ingredient in that list.", code="empty_ingredient_list")
    size_value, size_unit, size_text = None, None, ""
    if body.size_value is not None and body.size_unit is not None:
        factor, size_unit = SIZE_UNITS[body.size_unit]
        size_value = round(body.size_value * factor, 3)
        size_text = f"{body.size_value:g} {body.size_unit.replace('_', ' ')}"
    price_usd = to_usd(body.price, body.currency)
    product = Product(
        name=body.name, brand_id=brand.id, category_id=body.category_id, description=body.description,
        size_text=size_text, size_value=size_value, size_unit=size_unit, price=body.price,
        currency=body.currency if body.price is not None else None, price_usd=price_usd,
        price_per_unit_usd=price_per_unit(price_usd, size_value), image_url=body.image_url,
        ingredients_raw=body.ingredient_list, status="pending", source="member", source_id=uuid.uuid4().hex,
        submitted_by=user.id,
    )
    session.add(product)
    session.flush()
    known = repository.inci_ids_by_name(session, (i.resolution.inci for i in result.resolved.items
                                                  if i.resolution.inci))
    rows = []
    for seq, (part_index, item) in enumerate(
            ((pi, it) for pi, part in enumerate(result.resolved.parts) for it in part.items), start=1):
        inci = item.resolution.inci
        rows.append({
            "product_id": product.id, "seq": seq, "part_index": part_index,
            "part_label": (item.part_label or None) and item.part_label[:200], "position": item.position,
            "inci_id": known[inci][0] if inci in known else None, "raw_name": item.parsed.name[:500],
            "may_contain": item.may_contain, "nano": item.parsed.nano, "percent": item.parsed.percent,
            "confidence": float(item.resolution.confidence),
        })
    repository.add_product_ingredients(session, rows)
    session.flush()
    stored_analysis.refresh(session, engine, [product.id])
    defer(session, Actor.SIMILARITY_REBUILD)
    return ProductSubmitOut(product_id=product.id, status=product.status, analysis=result.full())
