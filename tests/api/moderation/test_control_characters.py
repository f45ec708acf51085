"""Issue 20 §5: Unicode categories Cc and Cf (bidi marks, zero-width spaces, U+FEFF, C1 controls …) and U+2028/U+2029
are refused in every member text, keeping the joiners and variation selectors emoji sequences need."""

from __future__ import annotations

from typing import Any

import pytest

from tests.api.content.helpers import member, write_review

INVISIBLE = ["zero\u200bwidth", "bom\ufeff", "left\u200eto-right mark", "right\u200fto-left mark", "word\u2060joiner",
             "soft\u00adhyphen", "c1\x85next line", "line\u2028separator", "para\u2029separator", "tag\U000e0041s",
             "arabic\u061cmark"]
EMOJI = ["👩\u200d🔬 lab coat", "❤\ufe0f red heart", "🏴\U000e0067\U000e0062\U000e0073\U000e0063\U000e0074\U000e007f",
         "👍🏽", "#\ufe0f\u20e3", "می\u200cخواهم"]


def _writes(catalog: Any, review_id: int, text: str) -> list[tuple[str, dict[str, Any], str]]:
    """(path, body, field) of a write of every kind of member text."""
    pid, other = catalog.pid("BHA Toner"), catalog.pid("Vitamin C Glow")
    return [
        ("/review/submit", {"product_id": pid, "title": "T", "content": text, "rating": 4}, "content"),
        ("/routine/add", {"title": text, "products": [{"product_id": pid}]}, "title"),
        ("/review/comment", {"review_id": review_id, "comment": text}, "comment"),
        ("/product/dupe/submit", {"original_product_id": pid, "dupe_product_id": other, "title": "T",
                                  "description": text}, "description"),
        ("/product/feedback/submit", {"product_id": other, "category_name": "", "general_rating": 4, "ratings": [],
                                      "feedback_status": "pending", "feedback_text": text}, "feedback_text"),
        ("/product/add_shelf", {"name": text}, "name"),
        ("/user/edit_info", {"bio": text}, "bio"),
        ("/report", {"kind": "review", "id": review_id, "reason": "other", "note": text}, "note"),
    ]


@pytest.mark.parametrize("text", INVISIBLE)
def test_invisible_characters_are_refused_in_every_member_text(client, session, catalog, text):
    author, me = member(session), member(session)
    review_id = write_review(client, author, catalog.pid("BHA Toner"))
    for path, body, field in _writes(catalog, review_id, text):
        r = client.post(f"/api{path}", json=body, headers=me)
        assert r.status_code == 422, (path, r.text)
        assert [e["field"] for e in r.json()["errors"]] == [field], path
        assert "control character" in r.json()["errors"][0]["msg"]


def test_emoji_sequences_keep_their_joiners_and_selectors(client, session, catalog):
    author, me = member(session), member(session)
    review_id = write_review(client, author, catalog.pid("BHA Toner"))
    text = " ".join(EMOJI)
    for path, body, _field in _writes(catalog, review_id, text):
        r = client.post(f"/api{path}", json=body, headers=me)
        assert r.status_code == 200 and r.json()["status"] is True, (path, r.text)


@pytest.mark.parametrize("text", INVISIBLE)
def test_the_rule_names_the_character(text):
    from api.text_rules import forbidden_character

    assert forbidden_character(text) is not None


@pytest.mark.parametrize("text", [*EMOJI, "plain\ttab\nnew line\r\n", "中文 日本語 한국어", ""])
def test_ordinary_text_and_emoji_pass(text):
    from api.text_rules import forbidden_character

    assert forbidden_character(text) is None
