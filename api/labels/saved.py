"""Saved analyses: a member keeps a list with a name, sees their own on their profile, and may share one by an
unguessable link (`share_token`). Private by default: without the token only the owner can read it (anyone else
gets 404, as for any private item). The list is analysed again when read, so it follows the engine's current rules.
Flushes, never commits."""

from __future__ import annotations

import secrets

from sqlalchemy.orm import Session

from api.content.schemas import RemovedOut
from api.envelope import Page
from api.errors import BusinessError, NotFound
from api.labels import repository
from api.labels.schemas import SaveAnalysisIn, SavedAnalysisItem, SavedAnalysisOut, ShareOut
from api.labels.service import analyze_list
from api.models import SavedAnalysis, User
from api.paging import PageParams, build_page
from api.runtimes import Runtimes
from ingredient_engine.parse import parse_inci

MAX_SAVED = 500
LABEL = "That analysis"
SHARE_PATH = "/analysis/shared/"  # + the token: the web page of a shared analysis


def _item(row: SavedAnalysis, owner: bool) -> SavedAnalysisItem:
    return SavedAnalysisItem(analysis_id=row.id, name=row.name, source=row.source,
                             ingredient_count=row.ingredient_count, shared=row.share_token is not None,
                             share_token=row.share_token if owner else None, created_at=row.created_at)


def save(session: Session, user: User, body: SaveAnalysisIn) -> SavedAnalysisItem:
    if repository.count(session, user.id) >= MAX_SAVED:
        raise BusinessError(f"You can keep at most {MAX_SAVED} analyses. Remove one you no longer need.",
                            code="too_many_analyses")
    count = len(parse_inci(body.ingredient_list).ingredients)
    if count == 0:
        raise BusinessError("We could not find any ingredient in that list.", code="empty_ingredient_list")
    row = SavedAnalysis(user_id=user.id, name=body.name, ingredient_list=body.ingredient_list, source=body.source,
                        ingredient_count=count)
    session.add(row)
    session.flush()
    return _item(row, owner=True)


def mine(session: Session, user: User, params: PageParams) -> Page[SavedAnalysisItem]:
    rows, total = repository.page(session, user.id, params)
    return build_page([_item(r, owner=True) for r in rows], params, total)


def _owned(session: Session, analysis_id: int, user: User) -> SavedAnalysis:
    row = repository.owned(session, analysis_id, user.id)
    if row is None:
        raise NotFound(LABEL)
    return row


def _full(session: Session, runtimes: Runtimes, row: SavedAnalysis, owner: User, viewer: User | None
          ) -> SavedAnalysisOut:
    is_owner = viewer is not None and viewer.id == owner.id
    # Read for the viewer's own skin (or neutral), never the owner's profile: a shared link shows no one's skin.
    analysis = analyze_list(session, runtimes, row.ingredient_list, viewer, personalise=True, skin_type=None,
                            concerns=None)
    return SavedAnalysisOut(**_item(row, is_owner).model_dump(), ingredient_list=row.ingredient_list,
                            is_owner=is_owner, owner_nickname=owner.nickname, analysis=analysis)


def detail(session: Session, runtimes: Runtimes, analysis_id: int, user: User) -> SavedAnalysisOut:
    return _full(session, runtimes, _owned(session, analysis_id, user), user, user)


def shared(session: Session, runtimes: Runtimes, token: str, viewer: User | None) -> SavedAnalysisOut:
    found = repository.by_token(session, token)
    if found is None:
        raise NotFound(LABEL)
    row, owner = found
    return _full(session, runtimes, row, owner, viewer)


def share(session: Session, user: User, analysis_id: int, on: bool) -> ShareOut:
    """On: a new link (an earlier one stays valid while shared); off: the link dies. Idempotent."""
    row = _owned(session, analysis_id, user)
    if on and row.share_token is None:
        row.share_token = secrets.token_urlsafe(24)
    elif not on:
        row.share_token = None
    session.flush()
    return ShareOut(analysis_id=row.id, shared=row.share_token is not None, share_token=row.share_token,
                    share_path=SHARE_PATH + row.share_token if row.share_token else None)


def remove(session: Session, user: User, analysis_id: int) -> RemovedOut:
    session.delete(_owned(session, analysis_id, user))
    session.flush()
    return RemovedOut(type="analysis", id=analysis_id)
