"""Promotional, sample and gift prices are never "cheaper" (issue 9 §3), on real rows: every Olive Young cream of
the shared file, imported through the importer and resolved on the real CosIng inventory. Olive Young sells
JUMISO Snail Mucin 88 + Peptide Facial Cream at USD 19.00 and, with the same list, "[New Members Only] JUMISO
Snail Mucin 88 + Peptide Facial Cream" at USD 0.99: before, the member deal was a "95% cheaper" dupe.

Computed dupes (the similarity model) and members' suggestions (`api.dupes.evidence`) judge prices by one rule
(`api.catalog.values.incomparable_price`): name markers, or a price under a twentieth of the category's median."""

from __future__ import annotations

import math

import pytest
from sqlalchemy import select, update

from api.dupes import evidence
from api.models import Product
from tests.api.content.helpers import get, member, suggest_dupe
from tests.api.real_sources import connection_within_module, import_slice, where  # noqa: F401 (a fixture)

URL = "https://global.oliveyoung.com/product/detail?prdtNo="
FULL_PRICE, MEMBER_DEAL = URL + "GA240423150", URL + "GA240423184"  # USD 19.00 / USD 0.99, the same list


@pytest.fixture(scope="module")
def creams(module_session, module_engines, tmp_path_factory) -> dict[str, int]:  # type: ignore[no-untyped-def]
    """source id -> product id of every Olive Young cream."""
    ids = import_slice(module_session, module_engines, tmp_path_factory.mktemp("creams"), "oliveyoung",
                       where("Label", "Cream"))
    assert len(ids) > 300 and {FULL_PRICE, MEMBER_DEAL} <= set(ids)
    return ids


def test_the_member_deal_is_never_a_cheaper_computed_dupe(app, session, client, creams):
    full, deal = creams[FULL_PRICE], creams[MEMBER_DEAL]
    similar = get(client, "/similarity/jcd", product_id=full, k=5)["items"]
    assert similar[0]["product"]["product_id"] == deal and similar[0]["score"] == 1.0  # the same formula
    assert deal not in {i["product"]["product_id"] for i in get(client, "/product/dupes", product_id=full,
                                                                 k=20)["items"]}
    model = app.state.runtimes.similarity.model(session)
    assert all(d.id != deal for pid in creams.values() for d in model.dupes(pid, 50))
    assert math.isnan(model.metrics["jaccard"].index.attribute("price", model.row_of(deal)))


def test_a_member_suggesting_the_member_deal_gets_no_saving(session, client, creams):
    full, deal = creams[FULL_PRICE], creams[MEMBER_DEAL]
    ev = get(client, "/product/dupe/detail", dupe_id=suggest_dupe(client, member(session), full, deal)
             )["dupe_info"]["evidence"]
    assert (ev["compared_by"], ev["saving"], ev["saving_percent"]) == ("none", None, None)
    assert ev["note"].startswith("Similar formulas") and "no two comparable prices" in ev["note"]


def test_the_price_alone_keeps_an_unmarked_member_deal_out(session, client, creams):
    """The same real row without its bracketed marker: its price, under a twentieth of the creams' median, is the
    reason now (before, member suggestions read name markers only and called it 95% cheaper)."""
    full, deal = creams[FULL_PRICE], creams[MEMBER_DEAL]
    session.execute(update(Product).where(Product.id == deal)
                    .values(name="JUMISO Snail Mucin 88 + Peptide Facial Cream (deal)"))
    session.commit()
    assert evidence.incomparable(session, [full, deal]) == {
        deal: "price far below its category (a promotion or a data error)"}
    ev = get(client, "/product/dupe/detail", dupe_id=suggest_dupe(client, member(session), full, deal)
             )["dupe_info"]["evidence"]
    assert (ev["compared_by"], ev["saving_percent"]) == ("none", None)


def test_suggestions_and_computed_dupes_judge_every_price_alike(app, session, client, creams):
    model = app.state.runtimes.similarity.model(session)
    index = model.metrics["jaccard"].index
    priced = dict(session.execute(select(Product.id, Product.price_usd).where(Product.id.in_(creams.values()))).all())
    kept_out_by_model = {pid for pid in creams.values()
                         if priced[pid] is not None and math.isnan(index.attribute("price", model.row_of(pid)))}
    judged = evidence.incomparable(session, list(creams.values()))
    assert set(judged) == kept_out_by_model and creams[MEMBER_DEAL] in judged
    assert len(judged) < 20  # real prices stay comparable
    # a real cheaper cream is still cheaper in a suggestion
    full = creams[FULL_PRICE]
    cheaper = next(pid for pid in creams.values() if pid not in judged and priced[pid] and priced[pid] < 15)
    ev = get(client, "/product/dupe/detail", dupe_id=suggest_dupe(client, member(session), full, cheaper)
             )["dupe_info"]["evidence"]
    assert ev["compared_by"] == "price" and ev["saving_percent"] > 0
