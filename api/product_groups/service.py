"""Product identity (issue 23): group every retailer's listings into products, keep the groups' ids stable, apply
admin decisions, explain a grouping, and take members' "not the same product" reports.

The rule itself is `ingredient_engine.listing_identity` (pure, shared with "is it one of these?" later); this module
loads its input, writes its output and keeps what people decided. Flushes, never commits.
"""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import UTC, datetime

from sqlalchemy import ColumnElement
from sqlalchemy.orm import Session

from api.catalog.values import price_note, retailer
from api.errors import BusinessError, NotFound
from api.models import Product, ProductGroupDecision, ProductGroupReport, User
from api.product_groups import repository
from api.products.schemas import FormulaRef, ListingOut
from api.search import outbox
from ingredient_engine import listing_identity as identity

TOGETHER, APART = "together", "apart"


# --- where to buy -------------------------------------------------------------------------------------------------


def where_to_buy(session: Session, product: Product, visible: ColumnElement[bool]) -> list[ListingOut]:
    """Every visible listing of the product's group (the product alone when it has none), cheapest per ml/g
    first; the cheapest comparable one is marked, promotions and samples are named and never "cheapest"."""
    group = product.group_id
    # (Most products are listed once: their kept listings say so without a query.)
    alone = group is None or repository.same_product_ids_of(session, product.id) == [product.id]
    rows = [product] if alone or group is None else repository.listings(session, group, visible)
    out = [ListingOut(product_id=p.id, retailer=retailer(p.source), source=p.source, name=p.name,
                      size_text=p.size_text, size_value=p.size_value, size_unit=p.size_unit, price=p.price,
                      currency=p.currency, price_usd=p.price_usd, price_per_unit_usd=p.price_per_unit_usd,
                      source_url=p.source_url, source_rating=p.source_rating,
                      source_review_count=p.source_review_count, price_note=price_note(p.name),
                      current=p.id == product.id) for p in rows]
    comparable = [x.price_per_unit_usd for x in out if x.price_per_unit_usd is not None and x.price_note is None]
    if len(out) > 1 and comparable:
        for x in out:
            x.cheapest_per_unit = x.price_note is None and x.price_per_unit_usd == min(comparable)
    out.sort(key=lambda x: (x.price_per_unit_usd is None, x.price_per_unit_usd or 0.0,
                            x.price_usd is None, x.price_usd or 0.0, x.product_id))
    return out


def other_formulas(session: Session, group_id: int | None, visible: ColumnElement[bool]) -> list[FormulaRef]:
    """One listing of each group linked to this one as another formula of the same product."""
    if group_id is None:
        return []
    out = []
    for other in repository.new_formula_links(session, group_id):
        rows = repository.listings(session, other, visible)
        if rows:
            out.append(FormulaRef(product_id=rows[0].id, name=rows[0].name, retailer=retailer(rows[0].source)))
    return out


# --- regrouping ---------------------------------------------------------------------------------------------------


@dataclass
class RegroupResult:
    groups: int = 0  # products (groups) of active listings
    multi: int = 0  # ... listed more than once
    moved: int = 0  # listings whose group changed
    created: int = 0  # new group ids
    removed: int = 0  # group ids no listing holds any more
    new_formula: int = 0  # links between two formulas of one product
    seconds: float = 0.0
    changed_groups: set[int] = field(default_factory=set)  # groups that gained or lost a listing


def load_listings(session: Session) -> tuple[list[identity.Listing], dict[str, str]]:
    """The grouping's input: every active listing with its resolved ingredient names (and how many it could not
    read), and the brands' display names (a listing's name may repeat them)."""
    rows = repository.listing_rows(session)
    read: dict[int, list[str]] = {}
    unread: Counter[int] = Counter()
    for pid, inci in repository.ingredient_rows(session):
        if inci is None:
            unread[pid] += 1
        else:
            read.setdefault(pid, []).append(inci)
    brand_names = {key: name for _, key, name, _, _, _ in rows}
    listings = [identity.Listing(pid, key, name, source, tuple(read.get(pid, ())), category, unread[pid])
                for pid, key, _, name, source, category in rows]
    return listings, brand_names


def _decided(session: Session) -> tuple[list[tuple[int, int]], list[tuple[int, int]]]:
    together: list[tuple[int, int]] = []
    apart: list[tuple[int, int]] = []
    for d in repository.decisions(session):
        (together if d.decision == TOGETHER else apart).append((d.product_id, d.other_product_id))
    return together, apart


def stable_ids(groups: Iterable[list[int]], old: dict[int, int | None]) -> list[int | None]:
    """For each new group, the old group id most of its listings had (larger groups choose first; ties go to the
    smaller id), or None for a new id. An old id goes to one group at most."""
    groups = list(groups)
    order = sorted(range(len(groups)), key=lambda n: (-len(groups[n]), groups[n][0]))
    taken: set[int] = set()
    chosen: list[int | None] = [None] * len(groups)
    for n in order:
        votes = Counter(g for p in groups[n] if (g := old.get(p)) is not None and g not in taken)
        if votes:
            gid = min(votes, key=lambda g: (-votes[g], g))
            chosen[n] = gid
            taken.add(gid)
    return chosen


def regroup(session: Session) -> RegroupResult:
    """Group every active listing, keep each group's id when most of its listings stay together, and write only
    what moved. Listings that are not active lose their group."""
    started = time.perf_counter()
    listings, brand_names = load_listings(session)
    together, apart = _decided(session)
    grouping = identity.group(listings, brand_names=brand_names, together=together, apart=apart)
    old = repository.current_groups(session)
    chosen = stable_ids(grouping.groups, old)
    fresh = iter(repository.new_groups(session, sum(1 for g in chosen if g is None)))
    ids = [g if g is not None else next(fresh) for g in chosen]
    result = RegroupResult(groups=len(ids), multi=sum(len(g) > 1 for g in grouping.groups),
                           created=sum(1 for g in chosen if g is None))
    new_of = {pid: gid for gid, members in zip(ids, grouping.groups, strict=True) for pid in members}
    moves = [(pid, new_of.get(pid)) for pid in old if old[pid] != new_of.get(pid)]
    repository.assign(session, moves)
    result.moved = len(moves)
    result.changed_groups = {g for pid, gid in moves for g in (gid, old[pid]) if g is not None}
    gone = {g for g in old.values() if g is not None} - set(ids)
    repository.drop_groups(session, gone)
    result.removed = len(gone)
    # the documents of every listing of a changed group carry its product's retailers and lowest price; a listing
    # that left every group is named too (what each process keeps of a product's listings follows these names)
    outbox.touch(session, "product", *repository.members_of(session, result.changed_groups),
                 *(pid for pid, gid in moves if gid is None))
    # a brand's and a category's "N products" count groups (api.catalog.queries.product_count)
    brands, categories = repository.brands_and_categories(session, [pid for pid, _gid in moves])
    if brands:
        outbox.touch(session, "brand", *brands)
    if categories:
        outbox.touch(session, "category", *categories)
    first_of = {members[0]: gid for gid, members in zip(ids, grouping.groups, strict=True)}
    links = [(first_of[a], first_of[b]) for a, b in grouping.new_formula]
    repository.replace_links(session, [(min(a, b), max(a, b)) for a, b in links])
    result.new_formula = len(set(links))
    session.flush()
    result.seconds = time.perf_counter() - started
    return result


# --- "is it one of these?" ------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Candidate:
    product_id: int
    relation: str  # identity.SAME, identity.NEW_FORMULA, or CLOSE
    reason: str  # the rule's words (why it may be the product)


CLOSE = "close"
_RANK = {identity.SAME: 0, identity.NEW_FORMULA: 1, CLOSE: 2}


def candidates(session: Session, brand_key: str, name: str, ingredients: Iterable[str | None], category_path: str,
               visible: ColumnElement[bool], *, limit: int = 5) -> list[Candidate]:
    """The brand's listings a member's new product may already be, by the grouping's own rule: the same product,
    a formula of it, or a name close enough to ask (half its words in common); one per product (group), the
    likeliest first. `ingredients`: the pasted list's INCI names in label order (None for a name not read)."""
    rows = repository.brand_listing_rows(session, brand_key, visible)
    if not rows:
        return []
    brand_name = rows[0][1]
    names = list(ingredients)
    draft = identity.keyed(identity.Listing(0, brand_key, name, "member", tuple(n for n in names if n),
                                            category_path, sum(n is None for n in names)), brand_name)
    words = draft.key.core - identity.FORMS
    # only names sharing a word (beyond the product form) can be the product: read those lists alone
    keys = {pid: identity.name_key(pname, brand_name, cat) for pid, _, pname, _, cat, _ in rows}
    wanted = [r for r in rows if not words or keys[r[0]].core & words or not keys[r[0]].core - identity.FORMS]
    read: dict[int, list[str]] = {}
    unread: Counter[int] = Counter()
    for pid, inci in repository.ingredient_rows_of(session, [r[0] for r in wanted]):
        if inci is None:
            unread[pid] += 1
        else:
            read.setdefault(pid, []).append(inci)
    best: dict[int, tuple[tuple[int, float, int], Candidate]] = {}
    for pid, _, pname, source, cat, gid in wanted:
        other = identity.keyed(identity.Listing(pid, brand_key, pname, source, tuple(read.get(pid, ())), cat,
                                                unread[pid]), brand_name)
        verdict = identity.compare(draft, other)
        relation = verdict.relation
        if relation == identity.DIFFERENT:
            if not _close(draft, other):
                continue
            relation = CLOSE
        core, theirs = draft.key.core, other.key.core
        overlap = len(core & theirs) / len(core | theirs) if core | theirs else 0.0
        rank = (_RANK[relation], -overlap, pid)
        group = gid if gid is not None else -pid
        if group not in best or rank < best[group][0]:
            best[group] = (rank, Candidate(pid, relation, verdict.reason))
    return [c for _, c in sorted(best.values(), key=lambda x: x[0])][:limit]


# --- explaining ---------------------------------------------------------------------------------------------------


@dataclass
class Explained:
    product_id: int
    group_id: int | None
    members: list[tuple[int, str, str]]  # (id, "<source>: <name>", why it is in)
    outside: list[tuple[int, str, str]]  # listings of the brand with a close name: why each is out
    new_formula_groups: list[int]


def explain(session: Session, product_id: int, *, limit: int = 12) -> Explained:
    """Why each listing of the product's group is in it, and why the brand's close listings are not."""
    listings, brand_names = load_listings(session)
    by_id = {x.id: x for x in listings}
    if product_id not in by_id:
        raise NotFound("That active product")
    me = identity.keyed(by_id[product_id], brand_names.get(by_id[product_id].brand))
    groups = repository.group_ids(session, [x.id for x in listings if x.brand == me.listing.brand])
    gid = groups.get(product_id)
    decided = {frozenset((d.product_id, d.other_product_id)): d for d in repository.decisions(session)}
    members, outside = [], []
    for other in listings:
        if other.brand != me.listing.brand or other.id == product_id:
            continue
        keyed = identity.keyed(other, brand_names.get(other.brand))
        verdict = identity.compare(me, keyed)
        why = verdict.reason
        if (d := decided.get(frozenset((product_id, other.id)))) is not None:
            why = f"an admin decided: {d.decision} ({d.decided_by}{': ' + d.note if d.note else ''})"
        label = f"{other.source}: {other.name}"
        if gid is not None and groups.get(other.id) == gid:
            if not verdict.same and d is None:
                why = f"joined through another listing of the group; directly: {why}"
            members.append((other.id, label, why))
        elif verdict.relation != identity.DIFFERENT or _close(me, keyed):
            outside.append((other.id, label, why))
    outside.sort(key=lambda row: (not row[2].startswith(("same name", "an admin")), row[0]))
    return Explained(product_id, gid, members, outside[:limit],
                     repository.new_formula_links(session, gid) if gid is not None else [])


def _close(a: identity.Keyed, b: identity.Keyed) -> bool:
    """Names close enough that a reader would wonder why they are apart: half their words in common."""
    ca, cb = a.key.core, b.key.core
    return bool(ca and cb) and len(ca & cb) / len(ca | cb) >= 0.5


# --- decisions by hand ---------------------------------------------------------------------------------------------


def decide(session: Session, a: int, b: int, decision: str, *, by: str, note: str = "") -> ProductGroupDecision:
    """Record that two listings are (`together`) or are not (`apart`) one product; the newest decision on a pair
    replaces the older one. The next `regroup` applies it."""
    if a == b:
        raise BusinessError("A listing is always its own product.", code="same_listing")
    found = repository.products(session, (a, b))
    if len(found) < 2:
        raise NotFound(f"Product {a if a not in found else b}")
    if decision == TOGETHER and found[a].brand_id != found[b].brand_id:
        raise BusinessError("These listings are of two brands: fix the brand first.", code="two_brands")
    low, high = sorted((a, b))
    row = repository.decision(session, low, high)
    if row is None:
        row = ProductGroupDecision(product_id=low, other_product_id=high)
        session.add(row)
    row.decision, row.decided_by, row.note = decision, by[:200], note
    session.flush()
    return row


def split(session: Session, product_id: int, *, by: str, note: str = "", only: Iterable[int] = ()) -> list[int]:
    """Take a listing out of its group (or apart from `only` of its members): one `apart` decision per pair."""
    gid = repository.group_ids(session, [product_id]).get(product_id)
    others = [pid for pid in (repository.members(session, gid) if gid is not None else []) if pid != product_id]
    wanted = [pid for pid in others if pid in set(only)] if only else others
    for other in wanted:
        decide(session, product_id, other, APART, by=by, note=note)
    return wanted


# --- members' reports ------------------------------------------------------------------------------------------------


def report(session: Session, user: User, product_id: int, other_id: int, note: str) -> ProductGroupReport:
    """A member says `other_id`, shown as the same product on `product_id`'s page, is not the same product. It waits
    for a moderator; reporting the same pair again updates the note."""
    if product_id == other_id:
        raise BusinessError("Pick another listing of this product.", code="same_listing")
    groups = repository.group_ids(session, (product_id, other_id))
    if groups.get(product_id) is None or groups.get(product_id) != groups.get(other_id):
        raise BusinessError("These two listings are not shown as one product.", code="not_grouped")
    row = repository.report_of(session, user.id, product_id, other_id)
    if row is None:
        row = ProductGroupReport(user_id=user.id, product_id=product_id, other_product_id=other_id)
        session.add(row)
    row.note, row.status, row.resolved_at = note, "open", None
    session.flush()
    return row


def resolve(session: Session, report_id: int, *, accept: bool, by: str, note: str = "") -> ProductGroupReport:
    """A moderator's answer: accepting keeps the two listings apart from the next regrouping on."""
    row = session.get(ProductGroupReport, report_id)
    if row is None:
        raise NotFound(f"Report {report_id}")
    row.status = "accepted" if accept else "rejected"
    row.resolved_at, row.resolution_note = datetime.now(UTC), note
    if accept:
        decide(session, row.product_id, row.other_product_id, APART, by=f"{by} (report {row.id})", note=note)
    session.flush()
    return row
