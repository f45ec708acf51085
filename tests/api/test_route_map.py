"""`python -m api.route_map` names the function (and its file and line) that answers each API call."""

from __future__ import annotations

from api.route_map import route_map


def test_every_api_route_names_the_function_that_answers_it_and_where():
    rows = route_map()
    assert len(rows) > 100
    assert all(where.split("  ")[1].startswith("api/") for _, _, where in rows)
    submit = next(where for methods, path, where in rows if (methods, path) == ("POST", "/api/product/submit"))
    # A write route's endpoint is wrapped by AppRoute: the map names the feature's own function, not the wrapper.
    assert submit.startswith("api.products.router.submit_product  api/products/router.py:")
