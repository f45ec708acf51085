"""Ingredient rules: glossary, detail with the engine's facts, like/dislike toggles, product matching.

Flushes, never commits.
"""

from __future__ import annotations

from collections.abc import Sequence

from sqlalchemy.orm import Session

from api.analysis.schemas import FunctionOut
from api.analysis.service import ingredient_facts
from api.catalog.cards import card
from api.db.reactions import one_statement_writes
from api.envelope import Page
from api.errors import NotFound
from api.inci import repository
from api.inci.schemas import (
    GlossaryItem,
    GlossaryPage,
    InciDetail,
    InciReactionState,
    MatchProductIn,
    MatchProductOut,
    TermReading,
)
from api.models import Inci, User
from api.paging import PageParams, build_page
from api.products import repository as product_repository
from api.runtimes import Runtimes
from ingredient_engine.resolve import InciResolver
from ingredient_engine.rules import function_description, ingredient_description


def glossary_item(inci: Inci) -> GlossaryItem:
    return GlossaryItem(inci_id=inci.id, inci_uuid=inci.uuid, name=inci.name, functions=list(inci.functions or []),
                        product_count=inci.product_count)


def glossary(session: Session, letter: str, params: PageParams, *, q: str = "", order: str = "usage") -> GlossaryPage:
    rows, total = repository.glossary(session, letter, params, q=" ".join(q.split()), order=order)
    page = build_page([glossary_item(i) for i in rows], params, total)
    return GlossaryPage(letter=letter, q=" ".join(q.split()), order=order, ingredients=page.items, page_no=page.page_no, page_num=page.page_num,
                        total_count=page.total_count, hasMore=page.hasMore)


def _state(session: Session, inci_id: int, user_id: int | None) -> InciReactionState:
    kinds = repository.reaction_kinds(session, user_id, inci_id) if user_id is not None else set()
    likes, dislikes = repository.reaction_counts(session, inci_id)
    return InciReactionState(inci_id=inci_id, liked="like" in kinds, disliked="dislike" in kinds, like_count=likes,
                             dislike_count=dislikes)


def detail(session: Session, runtimes: Runtimes, inci_uuid: str, viewer: User | None,
           params: PageParams) -> InciDetail:
    inci = repository.inci_by_uuid(session, inci_uuid)
    if inci is None:
        raise NotFound("That ingredient")
    engine = runtimes.engine.get(session)
    _, analyzer = engine.resolver, engine.analyzer
    facts, flags = ingredient_facts(analyzer, inci.name)
    if inci.functions:
        facts.functions = list(inci.functions)
        facts.function_descriptions = [FunctionOut(name=f, description=function_description(f))
                                       for f in facts.functions]
    plain = ingredient_description(inci.name)
    rows, total = repository.products_containing(session, inci.id, viewer.id if viewer else None, params)
    return InciDetail(
        inci_id=inci.id, inci_uuid=inci.uuid, name=inci.name, cas_number=inci.cas_number,
        einecs_number=inci.einecs_number, functions=list(inci.functions or facts.functions),
        description=inci.description or plain or "", plain_description=plain,
        function_descriptions=facts.function_descriptions,
        product_count=inci.product_count, facts=facts, flags=flags,
        reaction=_state(session, inci.id, viewer.id if viewer else None),
        products=build_page([card(*r, viewer.id if viewer else None) for r in rows], params, total),
    )


def react(session: Session, user: User, inci_id: int, kind: str, action: int | None) -> InciReactionState:
    """like / dislike: toggles without `action` (1 sets, 0 clears); setting one removes the other. On PostgreSQL
    the whole write is one statement (issue 25 §3)."""
    if one_statement_writes(session):
        done = repository.react_in_one_statement(session, user.id, inci_id, kind, action)
        if done is None:
            raise NotFound("That ingredient")
        return InciReactionState(inci_id=inci_id, liked="like" in done.kinds, disliked="dislike" in done.kinds,
                                 like_count=done.counts[0], dislike_count=done.counts[1])
    if repository.inci_by_id(session, inci_id) is None:
        raise NotFound("That ingredient")
    present = kind in repository.reaction_kinds(session, user.id, inci_id)
    want = (not present) if action is None else bool(action)
    if want:
        repository.remove_reaction(session, user.id, inci_id, repository.OPPOSITE[kind])
        repository.add_reaction(session, user.id, inci_id, kind)
    else:
        repository.remove_reaction(session, user.id, inci_id, kind)
    session.flush()
    return _state(session, inci_id, user.id)


def reacted(session: Session, user: User, kind: str, params: PageParams) -> Page[GlossaryItem]:
    rows, total = repository.incis_reacted(session, user.id, kind, params)
    return build_page([glossary_item(i) for i in rows], params, total)


# --- matching products by ingredients -------------------------------------------------------------


def read_term(resolver: InciResolver, term: str) -> tuple[list[str], str | None, float, str | None]:
    """(INCI names, method, confidence, declared correction) of a typed name. Synonyms and common names
    ("vitamin c" covers its derivatives) and typos are tolerated; every correction is declared."""
    names = list(resolver.expand_term(term))
    resolution = resolver.resolve(term)
    if names and names != [resolution.inci]:
        return names, "common_name", 0.9, None
    if resolution.inci is None:
        return [], None, 0.0, None
    return [resolution.inci], resolution.method, float(resolution.confidence), resolution.correction


def read_terms(session: Session, resolver: InciResolver, include: Sequence[str], exclude: Sequence[str]
               ) -> tuple[list[TermReading], dict[str, int]]:
    """How each typed name was read (with "did you mean" for the ones not recognised), and the inci ids of
    every name read. Shared by /searchByIngredients and browse's "must contain / exclude"."""
    readings = [(term, role, *read_term(resolver, term))
                for role, typed in (("include", include), ("exclude", exclude)) for term in typed]
    ids = {name: iid for name, (iid, _) in
           product_repository.inci_ids_by_name(session, sorted({n for r in readings for n in r[2]})).items()}
    carried = repository.incis_in_catalog(session, list(ids.values()))
    terms = []
    for term, role, names, method, confidence, correction in readings:
        group = [ids[n] for n in names if n in ids]
        terms.append(TermReading(term=term, role=role, recognised=bool(names), inci=names, method=method,  # type: ignore[arg-type]
                                 confidence=round(confidence, 3), correction=correction,
                                 in_catalog=any(i in carried for i in group), used=bool(names),
                                 suggestions=[] if names else list(resolver.suggest(term))))
    return terms, ids


def match_products(session: Session, runtimes: Runtimes, body: MatchProductIn, viewer: User | None
                   ) -> MatchProductOut:
    resolver = runtimes.engine.get(session).resolver
    terms, ids = read_terms(session, resolver, body.ingredients, body.exclude)
    include_groups: list[list[int]] = []
    exclude_ids: list[int] = []
    impossible = False
    for t in terms:
        group = [ids[n] for n in t.inci if n in ids]
        if t.role == "include" and t.recognised:
            include_groups.append(group)
            impossible = impossible or not group
        elif t.role == "exclude":
            exclude_ids.extend(group)
    params = PageParams(page_no=body.page_no, page_num=body.page_num)
    unread_includes = [t.term for t in terms if t.role == "include" and not t.recognised]
    category_ids = repository.category_subtree_ids(session, body.category) if body.category is not None else None
    rows: list[repository.CardRow] = []
    total = 0
    if not (impossible or (body.ingredients and not include_groups) or category_ids == []):
        rows, total = repository.match_products(session, include_groups, exclude_ids, category_ids,
                                                viewer.id if viewer else None, params)
    page = build_page([card(*r, viewer.id if viewer else None) for r in rows], params, total)
    msg = f"{total} product{'s' if total != 1 else ''} found."
    if unread_includes:
        msg += " Not recognised, so not used: " + ", ".join(unread_includes) + "."
    return MatchProductOut(items=page.items, page_no=page.page_no, page_num=page.page_num,
                           total_count=page.total_count, hasMore=page.hasMore, terms=terms, msg=msg)
