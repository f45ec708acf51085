"""Similar products (`GET /similarity/jcd`): the in-memory model's nearest neighbours, with the product's own other
listings (its group, issue 23) first as "Same product at <retailer>". Flushes nothing (read only)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from sqlalchemy.orm import Session

from api.catalog import queries
from api.catalog.cards import card
from api.catalog.values import retailer
from api.errors import NotFound
from api.models import User
from api.product_groups import repository as groups
from api.runtimes import Runtimes
from api.similarity import ranking, repository
from api.similarity.model import SimilarityModel, document_of, key_active
from api.similarity.schemas import SimilarityOut, SimilarProduct
from ingredient_engine.similarity import Neighbor


def similar(session: Session, runtimes: Runtimes, product_id: int, viewer: User | None, *, k: int, metric: str,
            same_category: bool) -> SimilarityOut:
    """An indexed product is answered from the in-memory model plus one card query (which also checks that the
    viewer may see the product) and one query of its group; a product the model does not hold yet (pending, or
    newer than the build) is vectorised from its stored list. Every other listing of the product comes first,
    labelled, whatever the score or category filter; then k similar products. Order: `ranking.METHOD`."""
    model = runtimes.similarity.model(session)
    viewer_id = viewer.id if viewer else None
    row = model.row_of(product_id)
    if row is not None:
        index = model.metrics["jaccard"].index
        category_id = index.attribute("category", row) if index is not None else None
        document: Sequence[Any] = ()
        query_names = set(model.names_of_row("jaccard", row))
    else:
        found = queries.product_with_brand(session, product_id, viewer_id)
        if found is None:
            raise NotFound("That product")
        category_id, document = found[0].category_id, document_of(repository.ingredient_rows_of(session, product_id))
        query_names = {i.inci for i in document if not i.may_contain}
    same_ids = _same_product_ids(session, product_id)
    pool = k + 10 + len(same_ids)  # the product's own listings are in the pool too, and are not "similar"
    neighbours = [] if same_category and category_id is None else ranking.with_complete_ties(
        lambda n: model.neighbours(metric, product_id, document, n,
                                   category_id=category_id if same_category else None), k, pool)
    cards = queries.card_rows(session, [product_id, *same_ids, *(n.id for n in neighbours)], viewer_id)
    if product_id not in cards:
        raise NotFound("That product")
    if row is not None:
        neighbours = [*neighbours, *_scored(model, metric, row, same_ids - {n.id for n in neighbours})]
    listings = {pid: _listing(c) for pid, c in cards.items()}
    ordered = _one_per_product(session, ranking.ordered(listings[product_id], neighbours, listings, same_ids), cards)
    unscored = [pid for pid in same_ids if pid in cards and pid not in {n.id for n, _ in ordered}]
    items = _items(model, ordered, unscored, cards, query_names, k, viewer_id)
    return SimilarityOut(product_id=product_id, metric=metric, k=k, same_category=same_category, items=items,
                         catalog_version=model.catalog_version, method=ranking.METHOD)


def _one_per_product(session: Session, ordered: list[tuple[Neighbor, bool]], cards: Mapping[int, queries.CardRow]
                     ) -> list[tuple[Neighbor, bool]]:
    """Every listing of the viewed product (labelled), then ONE listing of each other product: the best-scored of
    its group (its page's "Where to buy" has the others)."""
    group_of = groups.group_ids(session, [n.id for n, is_same in ordered if not is_same], cards)
    seen: set[int] = set()
    kept = []
    for n, is_same in ordered:
        group = None if is_same else group_of.get(n.id)
        if group is not None:
            if group in seen:
                continue
            seen.add(group)
        kept.append((n, is_same))
    return kept


def _same_product_ids(session: Session, product_id: int) -> set[int]:
    """The product's other listings (one query)."""
    return set(groups.same_product_ids_of(session, product_id)) - {product_id}


def _listing(card_row: queries.CardRow) -> ranking.Listing:
    product, brand, _ = card_row
    return ranking.Listing(product.id, product.brand_id, ranking.normalised_name(product.name, brand.name),
                           product.source)


def _scored(model: SimilarityModel, metric: str, row: int, ids: set[int]) -> list[Neighbor]:
    """The product's other listings the score left out of the pool, scored like the pool (those the model holds)."""
    index = model.metrics[metric].index
    found = []
    for pid in sorted(ids):
        other_row = model.row_of(pid)
        if other_row is not None and index is not None:
            score, shared = ranking.pair_score(index, row, other_row)
            found.append(Neighbor(pid, other_row, score, shared))
    return found


def _key_explanation(query_names: set[str], other_names: set[str]) -> tuple[list[str], list[str], list[str]]:
    q_keys = {n for n in query_names if key_active(n)}
    o_keys = {n for n in other_names if key_active(n)}
    return sorted(q_keys & o_keys), sorted(q_keys - o_keys), sorted(o_keys - q_keys)


def _items(model: SimilarityModel, ordered: Sequence[tuple[Neighbor, bool]], unscored: Sequence[int],
           cards: Mapping[int, queries.CardRow], query_names: set[str], k: int,
           viewer_id: int | None) -> list[SimilarProduct]:
    """The product's other listings (all of them), then k similar products."""
    same = [(n, True) for n, is_same in ordered if is_same]
    others = [(n, False) for n, is_same in ordered if not is_same][:k]
    items: list[SimilarProduct] = []
    for n, is_same in [*same, *others]:
        other = set(model.names_of_row("jaccard", n.row))
        shared, missing, extra = _key_explanation(query_names, other)
        parts = [f"{n.intersection} shared ingredient{'s' if n.intersection != 1 else ''}"]
        if shared:
            parts.append("both have " + ", ".join(shared))
        if missing:
            parts.append("lacks " + ", ".join(missing))
        at = retailer(cards[n.id][0].source) if is_same else None
        if at:
            parts.insert(0, f"Same product at {at}")
        items.append(SimilarProduct(
            product=card(*cards[n.id], viewer_id), score=round(float(n.score), 6), shared_count=int(n.intersection),
            shared_key_ingredients=shared, missing_key_ingredients=missing, extra_key_ingredients=extra,
            explanation="; ".join(parts), same_product_at=at,
        ))
    for pid in unscored:  # a listing of the product the model has no list for (no ingredients yet)
        items.insert(len(same), SimilarProduct(
            product=card(*cards[pid], viewer_id), score=0.0, shared_count=0, shared_key_ingredients=[],
            missing_key_ingredients=[], extra_key_ingredients=[],
            explanation=f"Same product at {retailer(cards[pid][0].source)} (no ingredient list to compare)",
            same_product_at=retailer(cards[pid][0].source)))
    return items
