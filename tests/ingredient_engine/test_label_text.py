"""A photographed label's OCR text joined into the one list the parser reads; every change declared."""

from __future__ import annotations

from ingredient_engine.label_text import from_ocr
from ingredient_engine.parse import parse_inci


def test_line_breaks_inside_names_and_hyphenated_words_are_joined_and_declared():
    read = from_ocr("Ingredients: Water, Sodium\nHyaluronate, Acrylates/C10-\n30 Alkyl Acrylate Crosspo-\nlymer, "
                    "PHENOXY-\nETHANOL, Glycerin")
    assert read.text == ("Ingredients: Water, Sodium Hyaluronate, Acrylates/C10-30 Alkyl Acrylate Crosspolymer, "
                         "PHENOXY- ETHANOL, Glycerin")
    assert read.notes == ("joined 'Crosspo-' + 'lymer' across a line break",)
    names = [i.name for i in parse_inci(read.text).ingredients]
    assert names[:3] == ["Water", "Sodium Hyaluronate", "Acrylates/C10-30 Alkyl Acrylate Crosspolymer"]


def test_a_smudge_after_the_closing_period_is_left_out_and_said_but_a_name_is_kept():
    read = from_ocr("INGREDIENTS: AQUA, GLYCERIN,\nCHLORPHENESIN. a>")
    assert read.text == "INGREDIENTS: AQUA, GLYCERIN, CHLORPHENESIN."
    assert read.notes == ("left out 'a>' after the end of the list",)
    assert from_ocr("Aqua, Glycerin. Linalool").text == "Aqua, Glycerin. Linalool"
