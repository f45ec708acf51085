"""The calls every member-content kind answers, generated from its declaration (api/content/kinds.py).

`add_read_routes(router, kind, detail=..., by_user=..., card_model=...)` mounts an item's detail and a member's
list of the kind (theirs, or the signed-in member's own, private ones included).

`add_content_routes(router, kind, cards=..., card_model=...)` mounts remove, set_private, like, star,
comment, comment_remove, comment like, comment list and the per-member liked/starred lists under the
kind's paths (`ContentPaths`; feedback and dupes name some differently in the spec). Every write route
declares who may call it in `openapi_extra["x-glowdex-write"]` ("owner" or "member"); the generated
authorization test reads it from the route table.

(No `from __future__ import annotations`: FastAPI must see the per-kind body classes made here.)
"""

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Annotated, Any

from fastapi import APIRouter, Depends, Query
from pydantic import BaseModel, create_model
from sqlalchemy.orm import Session

from api.comments import service as comments
from api.comments.schemas import CommentBody, CommentLikeOut, CommentList, CommentOut, CommentRemovedOut
from api.content import repository, service
from api.content.kinds import ContentKind
from api.content.schemas import (
    ActionIn,
    CommentActionIn,
    CommentIdIn,
    ItemId,
    PrivacyOut,
    ReactionOut,
    RemovedOut,
)
from api.db.session import OneStatementSession, ReadSession, WriteSession
from api.deps import CurrentUser, MemberCredentials, OptionalUser, signed_in_member
from api.envelope import Envelope, Page, RequestBody, ok
from api.errors import NotAuthenticated
from api.models import User
from api.paging import PageParams, Paging10, build_page

WRITE_RULE = "x-glowdex-write"
OWNER = {WRITE_RULE: "owner"}  # only the owner of the object named in the body
MEMBER = {WRITE_RULE: "member"}  # any signed-in member who can see it
OTHERS = {WRITE_RULE: "others"}  # any signed-in member who can see it, except its owner (a report)
Cards = Callable[[Session, list[tuple[Any, User]], User | None], list[Any]]
Detail = Callable[[Session, int, User | None], Any]  # (session, item id, viewer) -> the item as shown
ByUser = Callable[[Session, int, User | None, PageParams], Page[Any]]  # (session, author id, viewer, paging)
UserIdQuery = Annotated[int | None, Query(ge=1, le=2**53, description="Whose list; default: the signed-in member.")]


@dataclass(frozen=True)
class ContentPaths:
    remove: str
    set_private: str
    like: str
    star: str
    comment: str
    comment_remove: str
    comment_like: str
    comment_list: str
    user_like: str
    user_star: str

    @classmethod
    def under(cls, prefix: str) -> "ContentPaths":
        return cls(remove=f"{prefix}/remove", set_private=f"{prefix}/set_private", like=f"{prefix}/like",
                   star=f"{prefix}/star", comment=f"{prefix}/comment", comment_remove=f"{prefix}/comment_remove",
                   comment_like=f"{prefix}/comment/like", comment_list=f"{prefix}/comment/list",
                   user_like=f"{prefix}/user_like", user_star=f"{prefix}/user_star")


def _title(kind: ContentKind) -> str:
    return kind.name.title().replace("_", "")


def id_query(kind: ContentKind) -> Callable[..., Awaitable[int]]:
    """A dependency reading `?review_id=` (the kind's spec id name) from the query."""
    async def dependency(value: Annotated[int, Query(alias=kind.id_name, ge=1, le=2**53)]) -> int:  # no hop
        return value

    return dependency


def body_models(kind: ContentKind) -> dict[str, type[BaseModel]]:
    ident: Any = (ItemId, ...)
    t = _title(kind)
    return {
        "id": create_model(f"{t}IdIn", __base__=RequestBody, **{kind.id_name: ident}),
        "privacy": create_model(f"{t}PrivacyIn", __base__=RequestBody, **{kind.id_name: ident},
                                is_private=(bool, ...)),
        "action": create_model(f"{t}ActionIn", __base__=ActionIn, **{kind.id_name: ident}),
        "comment": create_model(f"{t}CommentIn", __base__=CommentBody, **{kind.id_name: ident}),
    }


def add_read_routes(router: APIRouter, kind: ContentKind, *, detail: Detail, by_user: ByUser,
                    card_model: type[BaseModel], detail_summary: str | None = None) -> None:
    """`/<kind>/detail`, `/<kind>/by_user` (a member's items the viewer may see, newest first) and
    `/<kind>/complete_by_user` (the signed-in member's own, private ones included). Endpoint names (hence
    operation ids) are `review_detail`, `reviews_by_user`, `my_reviews` as when they were written by hand."""
    n, many = kind.name, f"{kind.name}s"
    ItemQuery = Annotated[int, Depends(id_query(kind))]
    AuthorQuery = Annotated[int, Query(ge=1, le=2**53)]

    def item_detail(item_id: ItemQuery, session: ReadSession, viewer: OptionalUser) -> Any:
        return ok(detail(session, item_id, viewer))

    def items_by_user(user_id: AuthorQuery, session: ReadSession, viewer: OptionalUser, paging: Paging10) -> Any:
        return ok(by_user(session, user_id, viewer, paging))

    def my_items(user: CurrentUser, session: ReadSession, paging: Paging10) -> Any:
        return ok(by_user(session, user.id, user, paging))

    item_detail.__name__, items_by_user.__name__, my_items.__name__ = f"{n}_detail", f"{many}_by_user", f"my_{many}"
    router.add_api_route(f"/{n}/detail", item_detail, methods=["GET"], response_model=Envelope[card_model],  # type: ignore[valid-type]
                         summary=detail_summary)
    router.add_api_route(f"/{n}/by_user", items_by_user, methods=["GET"],
                         response_model=Envelope[Page[card_model]],  # type: ignore[valid-type]
                         summary=f"A member's {many}, newest first")
    router.add_api_route(f"/{n}/complete_by_user", my_items, methods=["GET"],
                         response_model=Envelope[Page[card_model]],  # type: ignore[valid-type]
                         summary=f"The signed-in member's own {many}, private ones included")


def add_content_routes(router: APIRouter, kind: ContentKind, *, cards: Cards, card_model: type[BaseModel],
                       paths: ContentPaths | None = None) -> None:
    p = paths or ContentPaths.under(f"/{kind.name}")
    bodies = body_models(kind)
    IdIn, PrivacyIn, ActionBody, CommentIn = bodies["id"], bodies["privacy"], bodies["action"], bodies["comment"]
    ItemQuery = Annotated[int, Depends(id_query(kind))]
    n, idn = kind.name, kind.id_name

    def remove(body: IdIn, user: CurrentUser, session: WriteSession) -> Envelope[RemovedOut]:  # type: ignore[valid-type]
        return ok(service.remove(session, kind, user, getattr(body, idn)))

    def set_private(body: PrivacyIn, user: CurrentUser, session: WriteSession) -> Envelope[PrivacyOut]:  # type: ignore[valid-type]
        return ok(service.set_private(session, kind, user, getattr(body, idn), body.is_private))  # type: ignore[attr-defined]

    def reaction(which: str) -> Callable[..., Envelope[ReactionOut]]:
        # A cheap write (issue 25 §3): the token looked up in the endpoint's thread, then one statement.
        def endpoint(body: ActionBody, member: MemberCredentials,  # type: ignore[valid-type]
                     session: OneStatementSession) -> Envelope[ReactionOut]:
            user = signed_in_member(session, member)
            return ok(service.react(session, kind, user, getattr(body, idn), which, body.action))  # type: ignore[attr-defined]
        endpoint.__name__ = f"{n}_{which}"
        return endpoint

    def comment(body: CommentIn, user: CurrentUser, session: WriteSession) -> Envelope[CommentOut]:  # type: ignore[valid-type]
        return ok(comments.add(session, kind, user, getattr(body, idn), body))

    def comment_remove(body: CommentIdIn, user: CurrentUser, session: WriteSession) -> Envelope[CommentRemovedOut]:
        return ok(comments.remove(session, user, body.comment_id))

    def comment_like(body: CommentActionIn, member: MemberCredentials, session: OneStatementSession
                     ) -> Envelope[CommentLikeOut]:  # a cheap write, as `react` (issue 25 §3)
        return ok(comments.like(session, signed_in_member(session, member), body.comment_id, body.action))

    def comment_list(item_id: ItemQuery, session: ReadSession, viewer: OptionalUser,
                     paging: Paging10) -> Envelope[CommentList]:
        return ok(comments.listing(session, kind, item_id, viewer, paging))

    def reacted(which: str) -> Callable[..., Any]:
        def endpoint(session: ReadSession, viewer: OptionalUser, paging: Paging10,
                     user_id: UserIdQuery = None) -> Any:
            return ok(reacted_page(session, kind, viewer, user_id, which, paging, cards))
        endpoint.__name__ = f"{n}_user_{which}"
        return endpoint

    write: list[tuple[str, Callable[..., Any], Any, dict[str, str], str]] = [
             (p.remove, remove, RemovedOut, OWNER, f"Remove a {n} (its comments and reactions go with it)"),
             (p.set_private, set_private, PrivacyOut, OWNER, f"Make a {n} private or public again"),
             (p.like, reaction("like"), ReactionOut, MEMBER, f"Like (action 1) or unlike (0) a {n}"),
             (p.star, reaction("star"), ReactionOut, MEMBER, f"Star (action 1) or unstar (0) a {n}"),
             (p.comment, comment, CommentOut, MEMBER, f"Comment on a {n}, or reply inside a thread"),
             (p.comment_remove, comment_remove, CommentRemovedOut, OWNER,
              f"Remove your comment, or any comment on your own {n}"),
             (p.comment_like, comment_like, CommentLikeOut, MEMBER, "Like (1) or unlike (0) a comment")]
    for path, endpoint, out, rule, summary in write:
        if endpoint.__name__ in ("remove", "set_private", "comment", "comment_remove", "comment_like"):
            endpoint.__name__ = f"{n}_{endpoint.__name__}"
        router.add_api_route(path, endpoint, methods=["POST"], response_model=Envelope[out],  # type: ignore[valid-type]
                             summary=summary, openapi_extra=dict(rule))
    comment_list.__name__ = f"{n}_comment_list"
    router.add_api_route(p.comment_list, comment_list, methods=["GET"], response_model=Envelope[CommentList],
                         summary=f"Comments of a {n}: thread roots newest first, 10 a page, each with its replies")
    for path, which in ((p.user_like, "like"), (p.user_star, "star")):
        router.add_api_route(path, reacted(which), methods=["GET"],
                             response_model=Envelope[Page[card_model]],  # type: ignore[valid-type]
                             summary=f"{n.title()}s a member {which}d (hidden when their collection is private)")


def reacted_page(session: Session, kind: ContentKind, viewer: User | None, member_id: int | None, which: str,
                 params: PageParams, cards: Cards) -> Page[Any]:
    if member_id is None:
        if viewer is None:
            raise NotAuthenticated()
        member_id = viewer.id
    if service.collection_hidden(session, member_id, viewer):
        return build_page([], params, 0)
    rows, total = repository.page(session, repository.reacted_by(kind, member_id, which,
                                                                 viewer.id if viewer else None), params)
    return build_page(cards(session, rows, viewer), params, total)
