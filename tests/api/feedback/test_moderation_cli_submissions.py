"""`glowdex moderation` on members' catalogue submissions (issue 20 §4), as an admin runs it: a real process on its
own SQLite database. A pending brand and product are listed, a product is rejected with its reason, a brand is
rejected with its pending product, and an accepted product takes its pending brand with it."""

from __future__ import annotations

import pytest
from sqlalchemy.orm import Session

from api.db.engine import make_engine
from api.models import Brand, Product, User
from tests.cli import cli_env, run_glowdex

pytestmark = [pytest.mark.slow, pytest.mark.one_pass]  # on its own SQLite file whatever DATABASE_URL says


def _run(args: list[str], env: dict[str, str], code: int = 0) -> str:
    return run_glowdex(["moderation", *args], env, code)


def _seed(url: str) -> dict[str, int]:
    engine = make_engine(url)
    with Session(engine) as s, s.begin():
        user = User(email="submitter@example.com", nickname="submitter", is_active=True, concerns=[])
        s.add(user)
        s.flush()
        brands = {name: Brand(name=name, key=name.lower().replace(" ", ""), status="pending", submitted_by=user.id)
                  for name in ("Hush Labs", "Quiet Co")}
        s.add_all(brands.values())
        s.flush()
        products = {name: Product(name=name, brand_id=brands[brand].id, source="member", source_id=name,
                                  status="pending", submitted_by=user.id)
                    for name, brand in (("Hush Serum", "Hush Labs"), ("Hush Toner", "Hush Labs"),
                                        ("Quiet Balm", "Quiet Co"))}
        s.add_all(products.values())
        s.flush()
        ids = {name: row.id for name, row in {**brands, **products}.items()}
    engine.dispose()
    return ids


def _status(url: str, model: type[Brand] | type[Product], row_id: int) -> tuple[str, str | None]:
    engine = make_engine(url)
    with Session(engine) as s:
        row = s.get(model, row_id)
        assert row is not None
        out = (row.status, row.held_reason)
    engine.dispose()
    return out


def test_list_accept_and_reject_product_and_brand_submissions(tmp_path):
    env = cli_env(tmp_path)
    url = env["DATABASE_URL"]
    ids = _seed(url)
    listed = _run(["list"], env)
    for name in ("Hush Labs", "Quiet Co"):
        assert f"brand:{ids[name]}" in listed and name in listed
    for name in ("Hush Serum", "Hush Toner", "Quiet Balm"):
        assert f"product:{ids[name]}" in listed and name in listed
    only_brands = _run(["list", "--kind", "brand"], env)
    assert f"brand:{ids['Hush Labs']}" in only_brands and "product:" not in only_brands

    assert "Blurry label" in _run(["reject", f"product:{ids['Hush Toner']}", "--reason", "Blurry label"], env)
    assert _status(url, Product, ids["Hush Toner"]) == ("rejected", "Blurry label")

    _run(["reject", f"brand:{ids['Hush Labs']}", "--reason", "Not a real brand"], env)
    assert _status(url, Brand, ids["Hush Labs"]) == ("rejected", "Not a real brand")
    assert _status(url, Product, ids["Hush Serum"]) == ("rejected", "Not a real brand")  # its pending product

    assert f"Product {ids['Quiet Balm']}: active" in _run(["accept", f"product:{ids['Quiet Balm']}"], env)
    assert _status(url, Brand, ids["Quiet Co"])[0] == "active"  # a public product's brand is public

    still = _run(["list"], env)
    assert not any(f"{kind}:{ids[name]}" in still for kind, name in (
        ("brand", "Hush Labs"), ("brand", "Quiet Co"), ("product", "Hush Serum"), ("product", "Hush Toner"),
        ("product", "Quiet Balm")))
    rejected = _run(["list", "--status", "rejected", "--kind", "product"], env)
    assert f"product:{ids['Hush Toner']}" in rejected and f"product:{ids['Hush Serum']}" in rejected
