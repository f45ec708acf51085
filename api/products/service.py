"""Product rules: detail, reactions (spec §4), analysis, similarity, dupes, compare, member submissions.

Flushes, never commits. Pending products and brands are visible to their submitter only.
"""

from __future__ import annotations

import math
import uuid
from collections.abc import Sequence
from typing import Any

from sqlalchemy.orm import Session

from api.analysis.schemas import AnalysisSummary
from api.analysis.service import (
    AnalysedIngredient,
    AnalysisOut,
    ListAnalysis,
    analyse_stored,
    analyse_text,
    member_profile,
)
from api.dupes import evidence as dupe_evidence
from api.dupes import repository as dupes_repo
from api.envelope import Page, model_json
from api.errors import BusinessError, NotFound
from api.files.hosted import require_uploaded
from api.jobs import defer
from api.models import Brand, Category, Product, User
from api.paging import PageParams, build_page
from api.products import repository, stored_analysis
from api.products.catalog_values import brand_key, price_per_unit, to_usd
from api.products.schemas import (
    BrandRef,
    BrandSubmitIn,
    BrandSubmitOut,
    CategoryRef,
    CompareOut,
    CompareProduct,
    DupeOut,
    DupeScoreParts,
    DupesOut,
    ProductDetail,
    ProductListItem,
    ProductSubmitIn,
    ProductSubmitOut,
    ReactionState,
    SimilarityOut,
    SimilarProduct,
    UniqueIngredients,
)
from api.runtimes import Runtimes
from api.similarity import ranking
from api.similarity.model import SimilarityModel, document_of, key_active, pair_scorer
from ingredient_engine.analyse import SkinProfile
from ingredient_engine.dupes import DupeFinder
from ingredient_engine.similarity import Neighbor

SIMILARITY_REBUILD_ACTOR = "similarity.rebuild"
# Sizes are stored in ml or g, as the importer stores them (price per unit is USD per ml or per g).
BASE_UNITS = {"ml": (1.0, "ml"), "l": (1000.0, "ml"), "fl_oz": (29.5735, "ml"), "g": (1.0, "g"), "kg": (1000.0, "g")}


# --- views ----------------------------------------------------------------------------------------


def card(product: Product, brand: Brand, category: Category | None) -> ProductListItem:
    return ProductListItem(
        product_id=product.id, name=product.name, brand_id=brand.id, brand_name=brand.name,
        category_id=category.id if category else None, category_name=category.name if category else None,
        image_url=product.image_url, size_text=product.size_text, price=product.price, currency=product.currency,
        price_usd=product.price_usd, price_per_unit_usd=product.price_per_unit_usd, rating_avg=product.rating_avg,
        review_count=product.review_count, like_count=product.like_count, status=product.status,
    )


def _visible_product(session: Session, product_id: int, viewer: User | None) -> tuple[Product, Brand]:
    found = repository.product_with_brand(session, product_id, viewer.id if viewer else None)
    if found is None:
        raise NotFound("That product")
    return found


def _reaction_state(session: Session, product_id: int, user_id: int | None,
                    counts: tuple[int, int, int] | None = None) -> ReactionState:
    """`counts`: the product row's counters when it was read in this transaction (else read here)."""
    kinds = repository.reaction_kinds(session, user_id, product_id) if user_id is not None else set()
    likes, dislikes, stars = counts if counts is not None else repository.reaction_counts(session, product_id)
    return ReactionState(product_id=product_id, liked="like" in kinds, disliked="dislike" in kinds,
                         starred="star" in kinds, like_count=likes, dislike_count=dislikes, star_count=stars)


# Stands in for the kept summary in the ProductDetail a page is built from (never serialised: `detail_json` splices
# the kept JSON there).
_KEPT_SUMMARY = AnalysisSummary(tags=[], flags=[], recognised_count=0, total=0, recognition_summary="",
                                unrecognised=[], corrections=[], key_actives=[], one_percent_position=None,
                                one_percent_basis=None, label_partly_unread=False, unread_note=None)


def detail_json(session: Session, runtimes: Runtimes, product_id: int, viewer: User | None) -> bytes:
    """The product page (`ProductDetail`) as JSON. One query for the product with its brand, category and kept
    analysis, whose two sections are spliced in as kept (`stored_analysis`); the category's ancestors
    (remembered); the viewer's reactions when signed in. The stored list is read only when the kept analysis is
    stale or missing, and the product counts of possible INCI names only for the rows that have some. The counters
    come with the product row."""
    found = repository.card_rows(session, [product_id], viewer.id if viewer else None, with_analysis=True).get(
        product_id)
    if found is None:
        raise NotFound("That product")
    product, brand, cat = found
    engine = runtimes.engine.get(session)
    kept = stored_analysis.kept(product.analysis, product.analysis_version, engine)
    result = stored_analysis.analyses(session, engine, {product.id: kept})[product.id]
    counts = repository.inci_product_counts(session, (n for names in result.candidates.values() for n in names))
    profile = member_profile(viewer.skin_type, viewer.concerns) if viewer else None
    # A member's fit is the one part that depends on the viewer: computed from the kept entries.
    personal = (analyse_stored(engine.analyzer, result.entries(), profile, resolver=engine.resolver).personal()
                if profile else None)
    path = repository.category_ancestors(session, cat) if cat else []
    page = ProductDetail(
        product_id=product.id, name=product.name, status=product.status,
        brand=BrandRef(brand_id=brand.id, name=brand.name, status=brand.status),
        category_name=cat.name if cat else None,
        category_path=[CategoryRef(category_id=c.id, name=c.name, path=c.path) for c in path],
        description=product.description, size_text=product.size_text, size_value=product.size_value,
        size_unit=product.size_unit, price=product.price, currency=product.currency, price_usd=product.price_usd,
        price_per_unit_usd=product.price_per_unit_usd, image_url=product.image_url,
        skin_types=list(product.skin_types or []), highlights=list(product.highlights or []),
        tags=list(product.tags or []), source=product.source, source_url=product.source_url,
        source_rating=product.source_rating, source_review_count=product.source_review_count,
        rating_avg=product.rating_avg, review_count=product.review_count, ingredients_raw=product.ingredients_raw,
        ingredient_list=[], analysis=_KEPT_SUMMARY, personal=personal,
        reaction=_reaction_state(session, product.id, viewer.id if viewer else None,
                                 (int(product.like_count), int(product.dislike_count), int(product.star_count))),
        created_at=product.created_at,
    )
    return model_json(page, {"ingredient_list": result.ingredient_list_json(lambda names: _most_used(counts, names)),
                             "analysis": result.summary_json})


# --- reactions (spec §4) --------------------------------------------------------------------------

# action -> (kinds removed first, kind added or None)
REACTIONS: dict[str, tuple[tuple[str, ...], str | None]] = {
    "like": (("dislike",), "like"),
    "like_remove": (("like",), None),
    "dislike": (("like",), "dislike"),  # disliking first removes the like
    "dislike_remove": (("dislike",), None),
    "star": ((), "star"),
    "star_remove": (("star",), None),
}


def react(session: Session, user: User, product_id: int, action: str) -> ReactionState:
    """Apply one reaction call; repeating it changes nothing. Counters move only with the rows."""
    _visible_product(session, product_id, user)
    removed, added = REACTIONS[action]
    for kind in removed:
        repository.remove_reaction(session, user.id, product_id, kind)
    if added is not None:
        repository.add_reaction(session, user.id, product_id, added)
    session.flush()
    return _reaction_state(session, product_id, user.id)


def reacted_products(session: Session, user: User, kind: str, params: PageParams) -> Page[ProductListItem]:
    rows, total = repository.products_reacted(session, user.id, kind, params)
    return build_page([card(p, b, c) for p, b, c in rows], params, total)


# --- analysis -------------------------------------------------------------------------------------


def analyze_text(session: Session, runtimes: Runtimes, text: str, viewer: User | None, *, personalise: bool,
                 skin_type: str | None, concerns: Sequence[str] | None) -> tuple[ListAnalysis, AnalysisOut]:
    """Analyse a pasted list, personalised for the given skin, else the signed-in member's profile; with the
    resolution it was computed from (api/labels identifies the list from it)."""
    profile: SkinProfile | None = None
    if skin_type or concerns:
        profile = member_profile(skin_type, concerns)
    elif personalise and viewer is not None:
        profile = member_profile(viewer.skin_type, viewer.concerns)
    engine = runtimes.engine.get(session)
    resolver, analyzer = engine.resolver, engine.analyzer
    result = analyse_text(resolver, analyzer, text, profile)
    out = result.full()
    _most_used_first(session, out.ingredients)
    return result, out


def _most_used_first(session: Session, rows: Sequence[AnalysedIngredient]) -> None:
    """Order each unrecognised row's possible INCI names by how many catalogue products use them; keep the first."""
    counts = repository.inci_product_counts(session, (n for row in rows for n in row.possible_inci))
    for row in rows:
        if row.possible_inci:
            row.possible_inci = _most_used(counts, row.possible_inci)


def _most_used(counts: dict[str, int], names: Sequence[str], keep: int = 5) -> list[str]:
    """The `keep` names most catalogue products use (counts: name -> products), most used first."""
    return sorted(names, key=lambda n: (-counts.get(n, 0), n))[:keep]


# --- similarity and dupes -------------------------------------------------------------------------


def _document(session: Session, product_id: int) -> tuple[Any, ...]:
    return document_of(repository.ingredient_rows_of(session, product_id))


def _key_explanation(query_names: set[str], other_names: set[str]) -> tuple[list[str], list[str], list[str]]:
    q_keys = {n for n in query_names if key_active(n)}
    o_keys = {n for n in other_names if key_active(n)}
    return sorted(q_keys & o_keys), sorted(q_keys - o_keys), sorted(o_keys - q_keys)


def _names(document: Sequence[Any]) -> set[str]:
    return {i.inci for i in document if not i.may_contain}


def similar(session: Session, runtimes: Runtimes, product_id: int, viewer: User | None, *, k: int, metric: str,
            same_category: bool, same_product_first: bool = True) -> SimilarityOut:
    """An indexed product is answered from the in-memory model plus one card query (which also checks that the
    viewer may see the product), and a second only when a listing of the same product at another retailer (found
    in memory) is outside the pool; a product the model does not hold yet (pending, or newer than the build) is
    vectorised from its stored list. Order: `ranking.METHOD`
    (`same_product_first=False` leaves out its first rule: the retailer-pair benchmark reports both)."""
    model = runtimes.similarity.model(session)
    viewer_id = viewer.id if viewer else None
    row = model.row_of(product_id)
    if row is not None:
        index = model.metrics["jaccard"].index
        category_id = index.attribute("category", row) if index is not None else None
        neighbours = [] if same_category and category_id is None else ranking.with_complete_ties(
            lambda n: model.neighbours(metric, product_id, (), n, category_id=category_id if same_category else None),
            k, k + 10)
        query_names = set(model.names_of_row("jaccard", row))
    else:
        product, _ = _visible_product(session, product_id, viewer)
        category_id, document = product.category_id, _document(session, product.id)
        neighbours = [] if same_category and category_id is None else ranking.with_complete_ties(
            lambda n: model.neighbours(metric, product_id, document, n,
                                       category_id=category_id if same_category else None), k, k + 10)
        query_names = _names(document)
    cards = repository.card_rows(session, [product_id, *(n.id for n in neighbours)], viewer_id)
    if product_id not in cards:
        raise NotFound("That product")
    query = _listing(cards[product_id])
    if same_product_first and row is not None:
        neighbours = [*neighbours, *_same_product_neighbours(session, model, metric, row, query, neighbours, cards,
                                                             viewer_id, category_id if same_category else None)]
    listings = {pid: _listing(c) for pid, c in cards.items()}
    items = _similar_items(model, ranking.ordered(query, neighbours, listings, same_product_first), cards,
                           query_names, k)
    return SimilarityOut(product_id=product_id, metric=metric, k=k, same_category=same_category, items=items,
                         catalog_version=model.catalog_version, method=ranking.METHOD)


def _listing(card_row: repository.CardRow) -> ranking.Listing:
    product, brand, _ = card_row
    return ranking.Listing(product.id, product.brand_id, ranking.normalised_name(product.name, brand.name),
                           product.source)


def _same_product_neighbours(session: Session, model: SimilarityModel, metric: str, row: int,
                             query: ranking.Listing, neighbours: Sequence[Neighbor],
                             cards: dict[int, repository.CardRow], viewer_id: int | None,
                             category_id: int | None) -> list[Neighbor]:
    """The query's other listings (same brand and normalised name, another source) that the score left out of
    the pool, scored like the pool; their cards are added to `cards`."""
    pooled = {n.id for n in neighbours}
    index = model.metrics[metric].index
    same = ranking.same_products_for(model, lambda: repository.active_listings(session))
    found = []
    for pid in same.of(query):
        other_row = model.row_of(pid)
        if pid in pooled or other_row is None or index is None \
                or (category_id is not None and index.attribute("category", other_row) != category_id):
            continue
        score, shared = ranking.pair_score(index, row, other_row)
        found.append(Neighbor(pid, other_row, score, shared))
    cards.update(repository.card_rows(session, [n.id for n in found], viewer_id))
    return found


def _similar_items(model: SimilarityModel, ordered: Sequence[tuple[Neighbor, bool]],
                   cards: dict[int, repository.CardRow], query_names: set[str], k: int) -> list[SimilarProduct]:
    items: list[SimilarProduct] = []
    for n, same in ordered[:k]:
        other = set(model.names_of_row("jaccard", n.row))
        shared, missing, extra = _key_explanation(query_names, other)
        parts = [f"{n.intersection} shared ingredient{'s' if n.intersection != 1 else ''}"]
        if shared:
            parts.append("both have " + ", ".join(shared))
        if missing:
            parts.append("lacks " + ", ".join(missing))
        at = ranking.retailer(cards[n.id][0].source) if same else None
        if at:
            parts.insert(0, f"Same product at {at} (same brand and name)")
        items.append(SimilarProduct(
            product=card(*cards[n.id]), score=round(float(n.score), 6), shared_count=int(n.intersection),
            shared_key_ingredients=shared, missing_key_ingredients=missing, extra_key_ingredients=extra,
            explanation="; ".join(parts), same_product_at=at,
        ))
    return items


def _money(value: float | None) -> float | None:
    return None if value is None or math.isnan(value) else round(float(value), 6)


def dupes(session: Session, runtimes: Runtimes, product_id: int, viewer: User | None, *, k: int) -> DupesOut:
    """Cheaper products of the same category with a similar formula (the engine's DupeFinder), explained."""
    model = runtimes.similarity.model(session)
    finder = model.dupe_finder
    found = model.dupes(product_id, k + 10)  # from the in-memory model; [] when it does not hold the product
    # ONE card query: the dupes' cards and the product's own (visible to this viewer, or 404)
    cards = repository.card_rows(session, [product_id, *(d.id for d in found)], viewer.id if viewer else None)
    if product_id not in cards:
        raise NotFound("That product")
    items: list[DupeOut] = []
    for d in found:
        if d.id not in cards:
            continue  # left the catalogue since the index was built
        per_unit = d.compared_by == "price_per_unit"
        parts = [f"{d.shared_count} shared ingredients (Jaccard {d.jaccard:.2f})",
                 f"{d.actives_overlap:.0%} of the key actives", f"order agreement {d.order_agreement:.2f}"]
        if d.shared_actives:
            parts.append("keeps " + ", ".join(d.shared_actives))
        if d.missing_actives:
            parts.append("lacks " + ", ".join(d.missing_actives))
        if not math.isnan(d.saving_pct):
            parts.append(f"{d.saving_pct:.0f}% cheaper {'per ml/g' if per_unit else 'by price'}")
        items.append(DupeOut(
            product=card(*cards[d.id]), score=round(d.score, 6),
            score_parts=DupeScoreParts(jaccard=round(d.jaccard, 6), actives_overlap=round(d.actives_overlap, 6),
                                       order_agreement=round(d.order_agreement, 6),
                                       weights=list(finder.weights) if finder else []),
            shared_count=d.shared_count, shared_key_ingredients=list(d.shared_actives),
            missing_key_ingredients=list(d.missing_actives), extra_key_ingredients=list(d.extra_actives),
            compared_by=d.compared_by, original_price=_money(d.original_price),
            original_price_per_unit=_money(d.original_price_per_unit), saving=_money(d.saving),
            saving_percent=None if math.isnan(d.saving_pct) else round(d.saving_pct, 2),
            explanation="; ".join(parts),
        ))
        if len(items) == k:
            break
    _merge_suggestions(session, cards[product_id][0], items, viewer, k)
    return DupesOut(product_id=product_id, k=k, min_shared=finder.min_shared if finder else 3,
                    min_score=finder.min_score if finder else 0.15, items=items,
                    catalog_version=model.catalog_version, method=_dupe_method(finder) + " " + MERGE_METHOD)


# The community's weight on the find-dupe page: a bonus that grows with the log of likes and suggestions, so
# votes lift a good match and order close ones, but a few votes never outrank a much better formula match.
VOTE_WEIGHT = 0.1
MERGE_METHOD = (f"Members' suggestions of a dupe for this product join the list with the engine's evidence for "
                f"the pair (labelled member, or both when the engine found it too), even when the formulas "
                f"differ (their explanation says so). Every item is ranked by rank_score = score + "
                f"{VOTE_WEIGHT:g} × log2(1 + likes on its suggestions + number of suggestions).")


def community_bonus(votes: int, suggestions: int) -> float:
    return VOTE_WEIGHT * math.log2(1 + votes + suggestions)


def _merge_suggestions(session: Session, original: Product, items: list[DupeOut], viewer: User | None,
                       k: int) -> None:
    """Add the suggestions the viewer may see to the computed dupes (at most k products only members name),
    then rank everything by rank_score."""
    viewer_id = viewer.id if viewer else None
    by_product: dict[int, list[tuple[int, int]]] = {}
    for pid, suggestion_id, likes in dupes_repo.suggestions_of(session, original.id, viewer_id):
        by_product.setdefault(pid, []).append((suggestion_id, likes))
    computed = {item.product.product_id for item in items}
    only_members = sorted((pid for pid in by_product if pid not in computed),
                          key=lambda pid: (-sum(1 + n for _, n in by_product[pid]), pid))[:k]
    cards = repository.card_rows(session, only_members, viewer_id)
    if cards:  # the stored lists are read only for products that only members name
        docs = dupe_evidence.documents(session, [original.id, *cards])
        items.extend(_suggested_item(original, cards[pid], docs) for pid in only_members if pid in cards)
    for item in items:
        found = by_product.get(item.product.product_id, [])
        votes = sum(n for _, n in found)
        if found and item.source == "computed":
            item.source = "both"
        item.suggestion_count, item.suggestion_votes = len(found), votes
        item.suggestion_ids = [i for i, _ in found]
        item.rank_score = round(item.score + community_bonus(votes, len(found)), 6)
    items.sort(key=lambda item: (-item.rank_score, item.product.product_id))


def _suggested_item(original: Product, row: repository.CardRow, docs: dupe_evidence.Documents) -> DupeOut:
    """A product only members suggest, with the engine's evidence for the pair."""
    pair, prices, proof = dupe_evidence.evidence(original, row[0], docs)
    per_unit = prices.compared_by == "price_per_unit"
    return DupeOut(
        product=card(*row), score=proof.score,
        score_parts=DupeScoreParts(jaccard=proof.jaccard, actives_overlap=round(pair.actives_overlap, 6) if pair else 0.0,
                                   order_agreement=round(pair.order_agreement, 6) if pair else 0.0,
                                   weights=list(pair_scorer().weights)),
        shared_count=proof.shared_count, shared_key_ingredients=proof.shared_key_ingredients,
        missing_key_ingredients=proof.missing_key_ingredients, extra_key_ingredients=proof.extra_key_ingredients,
        compared_by=proof.compared_by, original_price=None if per_unit else prices.original,
        original_price_per_unit=prices.original if per_unit else None, saving=proof.saving,
        saving_percent=proof.saving_percent, explanation=proof.note, source="member")


def _dupe_method(finder: DupeFinder | None) -> str:
    """How dupes are chosen, in words a member can check against each item's explanation."""
    if finder is None:
        return "No computed dupes yet: the catalogue has no indexed products."
    wj, wa, wo = (round(100 * w / sum(finder.weights)) for w in finder.weights)
    gate = (" and keeps at least one of its key actives (retinoids, exfoliating acids, vitamin C, niacinamide, "
            "peptides, ceramides, UV filters …)" if finder.require_key_active else "")
    return (f"A dupe is in the same category, cheaper (per ml or g when both sizes are known), shares at least "
            f"{finder.min_shared} ingredients with the original{gate}. Ranked by {wj}% ingredient overlap, "
            f"{wa}% of the original's key actives kept and {wo}% agreement of the label order.")


# --- compare --------------------------------------------------------------------------------------


def _jaccard(a: set[str], b: set[str]) -> float:
    union = a | b
    return len(a & b) / len(union) if union else 0.0


def compare(session: Session, runtimes: Runtimes, product_ids: Sequence[int], viewer: User | None) -> CompareOut:
    cards = repository.card_rows(session, product_ids, viewer.id if viewer else None, with_analysis=True)
    missing = [pid for pid in product_ids if pid not in cards]
    if missing:
        raise NotFound(f"Product {missing[0]}")
    engine = runtimes.engine.get(session)
    kept = {pid: stored_analysis.kept(cards[pid][0].analysis, cards[pid][0].analysis_version, engine)
            for pid in product_ids}
    results = stored_analysis.analyses(session, engine, kept)
    orders: dict[int, list[str]] = {}
    products: list[CompareProduct] = []
    for pid in product_ids:
        order = [i.inci for i in document_of((e.raw_name, e.inci, e.position, e.may_contain)
                                             for e in results[pid].entries()) if not i.may_contain]
        orders[pid] = order
        products.append(CompareProduct(product=card(*cards[pid]), ingredients=order, analysis=results[pid].summary()))
    sets = {pid: set(order) for pid, order in orders.items()}
    common = set.intersection(*sets.values())
    shared = [name for name in orders[product_ids[0]] if name in common]
    unique = [UniqueIngredients(product_id=pid, ingredients=[
        n for n in orders[pid] if all(n not in sets[o] for o in product_ids if o != pid)]) for pid in product_ids]
    matrix = [[1.0 if a == b else round(_jaccard(sets[a], sets[b]), 6) for b in product_ids] for a in product_ids]
    return CompareOut(product_ids=list(product_ids), products=products, shared_ingredients=shared,
                      unique_ingredients=unique, similarity=matrix, metric="jaccard")


# --- member submissions ---------------------------------------------------------------------------


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
        factor, size_unit = BASE_UNITS[body.size_unit]
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
    defer(session, SIMILARITY_REBUILD_ACTOR)
    return ProductSubmitOut(product_id=product.id, status=product.status, analysis=result.full())
