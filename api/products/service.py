"""Product rules: detail, reactions (spec §4), analysis, compare (member submissions: `submission.py`; similar
products: `api/similarity/service.py`; dupes: `api/dupes/ranking.py`).

Flushes, never commits. Pending products and brands are visible to their submitter only.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from sqlalchemy.orm import Session

from api.analysis.schemas import AnalysisSummary
from api.analysis.service import (
    AnalysedIngredient,
    AnalysisOut,
    ListAnalysis,
    analyse_stored,
    analyse_text,
    hero_out,
    member_profile,
)
from api.catalog import queries
from api.catalog.cards import card, members_rating, retailer_rating
from api.catalog.schemas import ProductListItem
from api.catalog.values import retailer
from api.content.service import collection_hidden
from api.db.reactions import one_statement_writes
from api.envelope import Page, model_json
from api.errors import BusinessError, NotAuthenticated, NotFound
from api.models import Brand, Product, User
from api.paging import PageParams, build_page
from api.product_groups import repository as groups
from api.product_groups import service as product_groups
from api.products import repository, stored_analysis
from api.products.schemas import (
    BrandRef,
    CategoryRef,
    CompareOut,
    CompareProduct,
    ProductDetail,
    ReactionState,
    UniqueIngredients,
)
from api.runtimes import Runtimes
from api.similarity.model import canonical_name, document_of
from ingredient_engine.analyse import SkinProfile
from ingredient_engine.hero import LabelEntry, hero_actives

# --- views ----------------------------------------------------------------------------------------


def _visible_product(session: Session, product_id: int, viewer: User | None) -> tuple[Product, Brand]:
    found = queries.product_with_brand(session, product_id, viewer.id if viewer else None)
    if found is None:
        raise NotFound("That product")
    return found


def _reaction_state(session: Session, product_id: int, user_id: int | None,
                    counts: tuple[int, int, int] | None = None, listings: Sequence[int] = ()) -> ReactionState:
    """`counts`: the product row's counters when it was read in this transaction (else read here). Likes, dislikes
    and stars belong to the product, not to one retailer's listing (issue 23): with several `listings` (the
    product's group), the member's reaction on any of them counts, and each member is counted once."""
    ids = sorted({product_id, *listings})
    if len(ids) > 1:
        kinds = repository.reaction_kinds_any(session, user_id, ids) if user_id is not None else set()
        likes, dislikes, stars = repository.reaction_counts_of(session, ids)
    else:
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
    found = queries.page_rows(session, [product_id], viewer.id if viewer else None).get(
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
    path = runtimes.category_chains.ancestors(session, cat) if cat else []
    visible = queries.visible_product(viewer.id if viewer else None)
    listings = product_groups.where_to_buy(session, product, visible)
    made_for = hero_actives(product.name, [LabelEntry(canonical_name(e.raw_name, e.inci), e.position, e.percent,
                                                      e.may_contain) for e in result.entries()], brand=brand.name)
    page = ProductDetail(
        product_id=product.id, name=product.name, status=product.status,
        held_reason=product.held_reason if viewer is not None and product.submitted_by == viewer.id else None,
        brand=BrandRef(brand_id=brand.id, name=brand.name, status=brand.status),
        category_name=cat.name if cat else None,
        category_path=[CategoryRef(category_id=c.id, name=c.name, path=c.path) for c in path],
        description=product.description, size_text=product.size_text, size_value=product.size_value,
        size_unit=product.size_unit, price=product.price, currency=product.currency, price_usd=product.price_usd,
        price_per_unit_usd=product.price_per_unit_usd, image_url=product.image_url,
        skin_types=list(product.skin_types or []), highlights=list(product.highlights or []),
        tags=list(product.tags or []), source=product.source, source_url=product.source_url,
        source_rating=product.source_rating, source_review_count=product.source_review_count,
        rating_avg=product.rating_avg, review_count=product.review_count, retailer_rating=retailer_rating(product),
        member_rating=members_rating(product), ingredients_raw=product.ingredients_raw,
        ingredient_list=[], analysis=_KEPT_SUMMARY, made_for=[hero_out(h) for h in made_for], personal=personal,
        reaction=_reaction_state(session, product.id, viewer.id if viewer else None,
                                 (int(product.like_count), int(product.dislike_count), int(product.star_count)),
                                 [x.product_id for x in listings]),
        created_at=product.created_at, group_id=product.group_id, listings=listings,
        other_formulas=product_groups.other_formulas(session, product.group_id, visible),
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


def react(session: Session, user_id: int, product_id: int, action: str) -> ReactionState:
    """Apply one reaction call; repeating it changes nothing. Counters move only with the rows. A reaction is the
    member's on the product: removing one removes it from every listing of the product, and one already given
    on another listing is not given twice. On PostgreSQL the whole write is one statement (issue 25 §3)."""
    removed, added = REACTIONS[action]
    if one_statement_writes(session):
        done = repository.react_in_one_statement(session, user_id, product_id, removed, added)
        if done is None:
            raise NotFound("That product")
        likes, dislikes, stars = done.counts
        return ReactionState(product_id=product_id, liked="like" in done.kinds, disliked="dislike" in done.kinds,
                             starred="star" in done.kinds, like_count=likes, dislike_count=dislikes,
                             star_count=stars)
    if queries.product_with_brand(session, product_id, user_id) is None:
        raise NotFound("That product")
    listings = [pid for pid in groups.same_product_ids_of(session, product_id)]
    for kind in removed:
        for pid in listings:
            repository.remove_reaction(session, user_id, pid, kind)
    if added is not None and added not in repository.reaction_kinds_any(session, user_id, listings):
        repository.add_reaction(session, user_id, product_id, added)
    session.flush()
    return _reaction_state(session, product_id, user_id, listings=listings)


def reacted_products(session: Session, user: User, kind: str, params: PageParams) -> Page[ProductListItem]:
    rows, total = repository.products_reacted(session, user.id, kind, params, viewer_id=user.id)
    return build_page([card(p, b, c, user.id) for p, b, c in rows], params, total)


def collected_products(session: Session, viewer: User | None, member_id: int | None,
                       params: PageParams) -> Page[ProductListItem]:
    """A member's collected (starred) products; default the signed-in member. Like the liked and starred lists
    of member content, empty to everyone else when the member keeps their collection private."""
    if member_id is None:
        if viewer is None:
            raise NotAuthenticated()
        member_id = viewer.id
    if collection_hidden(session, member_id, viewer):
        return build_page([], params, 0)
    viewer_id = viewer.id if viewer else None
    rows, total = repository.products_reacted(session, member_id, "star", params, viewer_id=viewer_id)
    return build_page([card(p, b, c, viewer_id) for p, b, c in rows], params, total)


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


# --- compare --------------------------------------------------------------------------------------


def _jaccard(a: set[str], b: set[str]) -> float:
    union = a | b
    return len(a & b) / len(union) if union else 0.0


def compare(session: Session, runtimes: Runtimes, product_ids: Sequence[int], viewer: User | None) -> CompareOut:
    viewer_id = viewer.id if viewer else None
    cards = queries.page_rows(session, product_ids, viewer_id)
    missing = [pid for pid in product_ids if pid not in cards]
    if missing:
        raise NotFound(f"Product {missing[0]}")
    _refuse_same_product(session, product_ids, cards)
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
        products.append(CompareProduct(product=card(*cards[pid], viewer_id), ingredients=order,
                                       analysis=results[pid].summary()))
    sets = {pid: set(order) for pid, order in orders.items()}
    common = set.intersection(*sets.values())
    shared = [name for name in orders[product_ids[0]] if name in common]
    unique = [UniqueIngredients(product_id=pid, ingredients=[
        n for n in orders[pid] if all(n not in sets[o] for o in product_ids if o != pid)]) for pid in product_ids]
    matrix = [[1.0 if a == b else round(_jaccard(sets[a], sets[b]), 6) for b in product_ids] for a in product_ids]
    return CompareOut(product_ids=list(product_ids), products=products, shared_ingredients=shared,
                      unique_ingredients=unique, similarity=matrix, metric="jaccard")


def _refuse_same_product(session: Session, product_ids: Sequence[int], cards: Mapping[int, queries.CardRow]) -> None:
    """Comparing a product with itself (two listings of one product; one id twice is refused by `CompareIn`) says
    nothing."""
    seen: dict[int, int] = {}
    for pid, gid in groups.group_ids(session, product_ids).items():
        key = gid if gid is not None else -pid
        if key in seen:
            first = seen[key]
            where = sorted({retailer(cards[first][0].source), retailer(cards[pid][0].source)})
            listed = (f"listed at {' and '.join(where)}" if len(where) > 1 else f"two listings at {where[0]}")
            raise BusinessError(f"{cards[first][0].name} and {cards[pid][0].name} are one product ({listed}): "
                                "compare it with another product.", code="same_product")
        seen[key] = pid
