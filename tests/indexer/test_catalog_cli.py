"""`glowdex catalog groups --rebuild | --explain ID`, `split`, `join`, `reports`, `resolve` as an admin runs them: a
real process on its own SQLite database. A decision survives the next regrouping (what every import runs)."""

from __future__ import annotations

import pytest
from sqlalchemy import select
from sqlalchemy.orm import Session

from api.db.engine import make_engine
from api.models import Brand, Inci, Product, ProductGroupDecision, ProductGroupReport, ProductIngredient, User
from tests.cli import cli_env, run_glowdex

pytestmark = pytest.mark.slow  # process-level, on its own SQLite file: once per test run is enough

LIST = ("AQUA", "GLYCERIN", "NIACINAMIDE", "SODIUM HYALURONATE", "BUTYLENE GLYCOL", "PHENOXYETHANOL")


def _run(args: list[str], env: dict[str, str], code: int = 0) -> str:
    return run_glowdex(["catalog", *args], env, code)


@pytest.fixture(scope="module")
def env(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    return cli_env(tmp_path_factory.mktemp("catalog"))


@pytest.fixture(scope="module")
def ids(env: dict[str, str]) -> dict[str, int]:
    engine = make_engine(env["DATABASE_URL"])
    with Session(engine) as s, s.begin():
        brand = Brand(name="Lumen Lab", key="lumen lab")
        inci = [Inci(name=n, first_letter=n[0]) for n in LIST]
        member = User(email="m@example.com", nickname="member", is_active=True, concerns=[])
        s.add_all([brand, member, *inci])
        s.flush()
        found = {}
        for key, name, source in (("sephora", "Niacinamide Moisturizing Serum", "sephora"),
                                  ("lf", "Lumen Lab Niacinamide Moisturising Serum 60ml", "lookfantastic"),
                                  ("mini", "Mini Niacinamide Moisturizing Serum", "sephora")):
            product = Product(name=name, brand_id=brand.id, source=source, source_id=key, status="active")
            s.add(product)
            s.flush()
            s.add_all([ProductIngredient(product_id=product.id, seq=n, position=n, raw_name=i.name, inci_id=i.id)
                       for n, i in enumerate(inci, start=1)])
            found[key] = product.id
        found["member"] = member.id
    engine.dispose()
    return found


def _group_of(env: dict[str, str]) -> dict[int, int | None]:
    engine = make_engine(env["DATABASE_URL"])
    with Session(engine) as s:
        found = dict(s.execute(select(Product.id, Product.group_id)).all())
    engine.dispose()
    return found


def test_rebuild_explain_split_join(env: dict[str, str], ids: dict[str, int]) -> None:
    out = _run(["groups", "--rebuild"], env)
    assert "Product groups: 1 products, 1 listed more than once" in out
    groups = _group_of(env)
    assert groups[ids["sephora"]] == groups[ids["lf"]] == groups[ids["mini"]] is not None
    explained = _run(["groups", "--explain", str(ids["sephora"])], env)
    assert "Lumen Lab Niacinamide Moisturising Serum 60ml" in explained and "same name (list agreement 1.00)" in explained
    _run(["groups", "--explain", "999999"], env, code=1)

    out = _run(["split", str(ids["mini"]), "--note", "a travel kit, not the serum"], env)
    assert f"Product {ids['mini']} kept apart from {ids['sephora']}, {ids['lf']}." in out
    after = _group_of(env)
    assert after[ids["sephora"]] == groups[ids["sephora"]] and after[ids["mini"]] != after[ids["sephora"]]
    # the next regrouping (an import) keeps the decision; explain names it
    _run(["groups", "--rebuild"], env)
    assert _group_of(env) == after
    assert "an admin decided: apart" in _run(["groups", "--explain", str(ids["mini"])], env)

    _run(["join", str(ids["mini"]), str(ids["sephora"])], env)
    joined = _group_of(env)
    assert joined[ids["mini"]] == joined[ids["sephora"]]


def test_a_members_report_waits_then_splits_when_accepted(env: dict[str, str], ids: dict[str, int]) -> None:
    _run(["groups", "--rebuild"], env)
    engine = make_engine(env["DATABASE_URL"])
    with Session(engine) as s, s.begin():
        report = ProductGroupReport(user_id=ids["member"], product_id=ids["sephora"], other_product_id=ids["lf"],
                                    note="another serum")
        s.add(report)
        s.flush()
        report_id = report.id
    assert "another serum" in _run(["reports"], env)
    out = _run(["resolve", str(report_id), "--accept", "--note", "checked"], env)
    assert f"Report {report_id} accepted." in out
    groups = _group_of(env)
    assert groups[ids["lf"]] != groups[ids["sephora"]]
    with Session(engine) as s:
        decision = s.scalar(select(ProductGroupDecision).where(ProductGroupDecision.decision == "apart",
                                                               ProductGroupDecision.product_id == min(ids["sephora"],
                                                                                                      ids["lf"])))
        assert decision is not None and f"(report {report_id})" in decision.decided_by
    engine.dispose()
    assert "No open reports." in _run(["reports"], env)
