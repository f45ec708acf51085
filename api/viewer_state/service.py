"""The signed-in member's state of the products and reviews on screen: what public (cached) pages leave out."""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence

from sqlalchemy.orm import Session

from api.analysis.schemas import PersonalFit
from api.analysis.service import analyse_stored, member_profile
from api.catalog import queries
from api.content import repository as content
from api.content.kinds import REVIEW
from api.feedback.schemas import MyRatingOut
from api.feedback.service import own_rating
from api.models import User
from api.product_groups import repository as groups
from api.products import stored_analysis
from api.runtimes import Runtimes
from api.viewer_state import repository
from api.viewer_state.schemas import ProductState, ReviewState, ViewerStateOut


def state(session: Session, runtimes: Runtimes, viewer: User, product_ids: Sequence[int],
          review_ids: Sequence[int], *, fit: bool, own: bool = False) -> ViewerStateOut:
    product_ids = list(dict.fromkeys(product_ids))
    review_ids = list(dict.fromkeys(review_ids))
    products: list[ProductState] = []
    if product_ids:
        listings = groups.listings_of(session, product_ids)
        every = set().union(*listings.values())
        products = product_states(product_ids, listings, repository.reactions(session, viewer.id, every),
                                  repository.ratings(session, viewer.id, every),
                                  repository.shelves(session, viewer.id, every),
                                  _fits(session, runtimes, viewer, product_ids) if fit else {},
                                  {pid: own_rating(session, pid, viewer) for pid in product_ids} if own else {},
                                  repository.unlisted_reviews(session, viewer.id, every) if own else None)
    return ViewerStateOut(products=products,
                          reviews=review_states(review_ids,
                                                content.viewer_reactions(session, REVIEW, viewer.id, review_ids)))


def product_states(product_ids: list[int], listings: Mapping[int, Collection[int]],
                   kinds: Mapping[int, set[str]], ratings: Mapping[int, float], shelves: Mapping[int, list[int]],
                   fits: Mapping[int, PersonalFit | None],
                   own_ratings: Mapping[int, MyRatingOut | None],
                   unlisted: Mapping[int, int] | None) -> list[ProductState]:
    """Each product's state from the member's rows about its listings (those rows, or all the member's: the same
    answer; api/viewer_state/snapshot.py)."""
    out = []
    for pid in product_ids:
        mine = sorted(listings[pid])
        reacted = set().union(*(kinds.get(x, ()) for x in mine))
        rated = [ratings[x] for x in mine if x in ratings]
        shelf_ids = list(dict.fromkeys(sid for x in mine for sid in shelves.get(x, ())))
        out.append(ProductState(product_id=pid, liked="like" in reacted, disliked="dislike" in reacted,
                                starred="star" in reacted, my_rating=rated[0] if rated else None,
                                shelf_ids=shelf_ids, personal=fits.get(pid), mine=own_ratings.get(pid),
                                unlisted_reviews=None if unlisted is None else sum(unlisted.get(x, 0) for x in mine)))
    return out


def review_states(review_ids: list[int], found: Mapping[int, set[str]]) -> list[ReviewState]:
    return [ReviewState(review_id=rid, liked="like" in found.get(rid, ()), starred="star" in found.get(rid, ()))
            for rid in review_ids]


def _fits(session: Session, runtimes: Runtimes, viewer: User, product_ids: list[int]) -> dict[int, PersonalFit | None]:
    """How each visible product's kept analysis suits the member's saved profile (as the product page computes it)."""
    profile = member_profile(viewer.skin_type, viewer.concerns)
    if profile is None:
        return {}
    rows = queries.page_rows(session, product_ids, viewer.id)
    engine = runtimes.engine.get(session)
    kept = {pid: stored_analysis.kept(p.analysis, p.analysis_version, engine) for pid, (p, _b, _c) in rows.items()}
    results = stored_analysis.analyses(session, engine, kept)
    return {pid: analyse_stored(engine.analyzer, r.entries(), profile, resolver=engine.resolver).personal()
            for pid, r in results.items()}
