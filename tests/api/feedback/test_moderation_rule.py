"""The automatic moderation check as stated in api/moderation/rules.py: what holds a post, and what does not."""

from __future__ import annotations

import pytest

from api.moderation.rules import HELD_COPY, HELD_LINK, HELD_REPEATED, fingerprint, held_reasons


@pytest.mark.parametrize("text", [
    "see https://example.org/x", "http://x.io", "visit www.shop", "order from shop.example.com today",
    "bit.ly/abc", "mail me: someone@gmail.com", "sephora.com.au has it", "CHEAPER AT DEALS.NET",
    # issue 20 §5: the full Public Suffix List, NFKC, defanged and CJK-dotted forms
    "cheap-pills.shop", "buy at pills.shop now", "t.me/glowdeals", "example[.]com", "example(dot)com",
    "ｅｘａｍｐｌｅ．ｃｏｍ", "example。com", "hxxps://evil", "пример.рф", "go to Sephora.com",
])
def test_links_hold(text):
    assert held_reasons(["", text]) == [HELD_LINK]


@pytest.mark.parametrize("text", [
    "", "Love it. Works great", "niacinamide.It works", "1.5 ml lasts a month", "e.g. after cleansing",
    "5/5 would buy again!!!", "Very very good", "Texture: 4.5, scent: none.",
    "great.it works", "It works.Click here", "at 9 p.m. I apply it", "Retinol 0.5%.Great", "vitamin C.So good",
])
def test_ordinary_text_passes(text):
    assert held_reasons(["Title", text]) == []


@pytest.mark.parametrize("text", ["aaaaaaaaaaaa", "!!!!!!!!!!!!", "buy buy buy buy buy now", "great " * 40])
def test_repeated_text_holds(text):
    assert held_reasons(["", text]) == [HELD_REPEATED]


def test_copies_of_my_other_posts_hold_when_long_enough():
    mine = {fingerprint("Hello", "This serum changed my skin for good.")}
    assert held_reasons(["hello", "THIS serum changed my skin, for good!"], mine) == [HELD_COPY]
    assert held_reasons(["", "Nice."], {fingerprint("", "Nice.")}) == []  # too short to be a copy
    assert held_reasons(["Hello", "A different story entirely."], mine) == []
    assert held_reasons(["", "www.x.com www.x.com"], {fingerprint("www.x.com www.x.com")}) == [HELD_LINK]  # < 20
    both = held_reasons(["", "Visit https://spam.example now now now now now"])
    assert both == [HELD_LINK, HELD_REPEATED]
