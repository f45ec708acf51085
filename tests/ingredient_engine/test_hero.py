"""Hero actives, kinds of product and the same-job ranking (issue 27), on small hand-made lists."""

from __future__ import annotations

import math

import pytest

from ingredient_engine.dupes import DupeFinder, JobFeatures, SameJobRanker, rule_differences
from ingredient_engine.hero import LabelEntry, hero_actives, hero_rules, product_kind
from ingredient_engine.types import Ingredient


def entries(*names: str, percents: dict[str, float] | None = None) -> list[LabelEntry]:
    return [LabelEntry(n, i, (percents or {}).get(n)) for i, n in enumerate(names, 1)]


@pytest.mark.parametrize(("name", "expected"), [
    ("10% Niacinamide Booster", [("niacinamide", None, 10.0)]),
    ("Niacinamide 10% + Zinc 1%", [("niacinamide", None, 10.0), ("zinc", None, 1.0)]),
    ("AHA 30% + BHA 2% Peeling Solution", [("aha", None, 30.0), ("bha", None, 2.0)]),
    ("Hyaluronic Acid 2% + B5", [("hyaluronic_acid", None, 2.0), ("panthenol", None, None)]),
    ("Retinal 0.2% Emulsion", [("retinoid", "retinal", 0.2)]),
    ("Retinol 0.5%in Squalane", [("retinoid", "retinol", 0.5), ("squalane", None, None)]),
    ("C-Firma Fresh Vitamin-C Day Serum", [("vitamin_c", None, None)]),
    ("Facial Treatment Essence (Pitera Essence)", [("ferment", "galactomyces", None)]),
    ("Glow Tonic", []),
    ("Shea Butter Hand Cream", []),  # "ha" is a word, not a letter pair
])
def test_the_name_says_the_class_its_form_and_its_strength(name, expected):
    assert [(n.active_class, n.form, n.percent) for n in hero_rules().named(name)] == expected


def test_the_brand_is_not_read_as_a_hero():
    assert hero_rules().named("Retinol Labs Hydrating Cream", brand="Retinol Labs") == []


def test_a_named_class_counts_when_the_label_has_it_or_says_it_in_unread_text():
    assert hero_actives("Caffeine Eye Cream", entries("AQUA", "GLYCERIN", "PHENOXYETHANOL")) == ()  # not on the label
    (hero,) = hero_actives("Caffeine Eye Cream", entries("AQUA", "CAFFEINE", "PHENOXYETHANOL"))
    assert (hero.text(), hero.basis, hero.inci) == ("caffeine", "name", ("CAFFEINE",))
    # the resolver did not read the label's misspelt name, but it says marula
    (oil,) = hero_actives("Virgin Marula Face Oil", entries("UNREFINED SCLEROCRAYA BIRREA (MARULA) KERNEL OIL"))
    assert (oil.active_class, oil.inci) == ("marula_oil", ("UNREFINED SCLEROCRAYA BIRREA (MARULA) KERNEL OIL",))


def test_a_printed_concentration_then_the_one_percent_line():
    label = entries("AQUA", "BENZOYL PEROXIDE", "GLYCERIN", "PHENOXYETHANOL", percents={"BENZOYL PEROXIDE": 5.0})
    (hero,) = hero_actives("Acne Clearing Lotion", label)
    assert (hero.text(), hero.basis) == ("benzoyl peroxide 5 %", "label")
    # nothing named or printed: key actives before the 1 % line (phenoxyethanol), at most three, label order
    label = entries("AQUA", "GLYCOLIC ACID", "NIACINAMIDE", "GLYCERIN", "PHENOXYETHANOL", "SALICYLIC ACID")
    assert [(h.text(), h.basis) for h in hero_actives("Glow Tonic", label)] == [
        ("glycolic acid (AHA)", "position"), ("niacinamide", "position")]  # the BHA is below the line


@pytest.mark.parametrize(("name", "category", "kind"), [
    ("Niacinamide 10% + Zinc 1% Oil Control Serum", "Skincare > Treatments > Face Serums", "serum"),
    ("Hydrating Face Oil", "Skincare > Moisturizers > Face Oils", "face_oil"),
    ("Caffeine Eye Cream", "Skincare > Moisturizers > Moisturizers", "eye"),
    ("Green Clean Makeup Removing Cleansing Balm", "Skincare > Cleansers > Makeup Removers", "cleansing_oil"),
    # a makeup-melting butter is a cleansing balm, not a face wash (Slaai, a balm members dupe with other balms)
    ("Slaai Makeup-Melting Butter Cleanser", "Skincare > Cleansers > Face Wash & Cleansers", "cleansing_oil"),
    ("Skin Perfecting 2% BHA Liquid Exfoliant", "Skincare > Cleansers > Exfoliators", "exfoliant"),
    ("Unseen Sunscreen SPF 40", "Skincare > Sunscreen > Face Sunscreen", "sunscreen"),
    ("Eyeshadow Palette", "Makeup > Eye > Eye Palettes", "makeup"),
    ("Vitamin C Serum Duo", "Skincare > Value & Gift Sets", "set"),
    ("Something", None, None),
    # a lotion, emulsion or milk is a light moisturizer, not a cream: Olive Young's "lotion" step, Clinique's lotion
    ("Green Tea Hyaluronic Lotion 170mL", "Skincare > Moisturizers > Moisturizers", "lotion"),
    ("Dramatically Different Moisturizing Lotion+", "Skincare > Moisturizers > Moisturizers", "lotion"),
    ("Essential Comfort Balancing Emulsion", "Skincare > Moisturizers > Moisturizers", "lotion"),
    ("Goat Milk Moisturizing Cream", "Skincare > Moisturizers > Moisturizers", "moisturizer"),
    ("Cicaplast Baume B5 Soothing Repairing Balm 100ml", "Skincare > Moisturizers", "moisturizer"),
    # a "lotion" that is a toner or a spot treatment by its name
    ("Clarifying Lotion 2", "Skincare > Moisturizers > Moisturizers", "toner"),
    ("Aroma Cleanse Essential Tonifying Lotion (200ml)", "Skincare > Moisturizers", "toner"),
    ("Drying Lotion", "Skincare > Treatments > Blemish & Acne Treatments", "serum"),
    # wipes and cloths remove makeup; pads are wiped on and left; cotton pads and muslin cloths are tools
    ("Truth On the Glow Cleansing Cloths", "Skincare > Cleansers > Face Wash & Cleansers", "makeup_remover"),
    ("Cleansing & Exfoliating Wipes", "Skincare > Cleansers > Face Wash & Cleansers", "makeup_remover"),
    ("Ji Woo Gae One Step Mild Cleansing Pad 60 Pads", "Skincare > Cleansers", "pad"),
    ("Alpha Beta Extra Strength Daily Peel Pads", "Skincare > Treatments > Facial Peels", "pad"),
    ("Onion Newpair Cleansing Foam 150ml Double Pack (+30ml+Pad 2P)", "Skincare > Cleansers", "cleanser"),
    ("Soft Touch Cotton Pads", "Skincare > Cleansers > Face Wash & Cleansers", "tools"),
    ("3 Muslin Cloths", "Skincare > Cleansers > Face Wash & Cleansers", "tools"),
    ("Original 2-in-1 Beard Shampoo and Conditioner 200ml", "Skincare > Cleansers", "hair"),
])
def test_one_kind_of_product_across_retailers(name, category, kind):
    assert product_kind(name, category) == kind


def test_differences_name_what_the_original_is_free_of():
    assert rule_differences(["AQUA", "NIACINAMIDE"], ["AQUA", "NIACINAMIDE", "PARFUM", "ALCOHOL DENAT."]) == (
        "fragrance", "drying_alcohol")
    assert rule_differences(["AQUA", "PARFUM"], ["AQUA", "PARFUM"]) == ()


# name, brand, category path, price USD, size ml, label
CATALOGUE = [
    ("10% Niacinamide Booster", "Luxe", "Skincare > Treatments > Face Serums", 49.0, 20.0,
     ["AQUA", "NIACINAMIDE", "GLYCERIN", "BUTYLENE GLYCOL", "PHENOXYETHANOL"]),
    ("Niacinamide 10% Serum", "Thrift", "Skincare > Treatments > Face Serums", 6.0, 30.0,
     ["AQUA", "NIACINAMIDE", "PENTYLENE GLYCOL", "PHENOXYETHANOL", "PARFUM"]),
    ("Vitamin C Glow Serum", "Thrift", "Skincare > Treatments > Face Serums", 8.0, 30.0,  # the base, not the job
     ["AQUA", "ASCORBIC ACID", "GLYCERIN", "BUTYLENE GLYCOL", "PHENOXYETHANOL"]),
    ("Niacinamide Day Cream", "Thrift", "Skincare > Moisturizers > Moisturizers", 9.0, 50.0,  # another kind
     ["AQUA", "NIACINAMIDE", "GLYCERIN", "BUTYLENE GLYCOL", "PHENOXYETHANOL"]),
    ("Mini 10% Niacinamide Booster", "Luxe", "Skincare > Treatments > Face Serums", 12.0, 10.0,  # the same brand
     ["AQUA", "NIACINAMIDE", "GLYCERIN", "BUTYLENE GLYCOL", "PHENOXYETHANOL"]),
]


def ranker() -> SameJobRanker:
    docs = [[Ingredient(n, i) for i, n in enumerate(label, 1)] for *_, label in CATALOGUE]
    finder = DupeFinder().fit(docs, ids=list(range(len(docs))), attributes={
        "category": [c for _, _, c, *_ in CATALOGUE], "brand": [b for _, b, *_ in CATALOGUE],
        "price": [p for *_, p, _, _ in CATALOGUE], "price_per_unit": [p / s for *_, p, s, _ in CATALOGUE]})
    features = JobFeatures.build(finder, [n for n, *_ in CATALOGUE], [b for _, b, *_ in CATALOGUE],
                                 [c for _, _, c, *_ in CATALOGUE])
    return SameJobRanker(finder, features)


def test_same_job_keeps_the_hero_of_another_brand_of_the_same_kind_and_flags_the_fragrance():
    heroes, found = ranker().find_row(0, 10)
    assert [h.text() for h in heroes] == ["niacinamide 10 %"]
    # the vitamin C serum shares more of the base but not the job; the cream is another kind; the mini is Luxe's own
    assert [d.id for d in found] == [1]
    dupe = found[0]
    assert dupe.heroes[0].match == pytest.approx(1.0) and dupe.heroes[0].percent == 10.0
    assert (dupe.kind, dupe.kind_score, dupe.differences) == ("serum", 1.0, ("fragrance",))
    assert dupe.compared_by == "price_per_unit" and dupe.saving_pct == pytest.approx((49 / 20 - 6 / 30) / (49 / 20) * 100)
    assert dupe.score == pytest.approx(0.5 * 1.0 + 0.25 * 1.0 + 0.2 * math.sqrt(dupe.jaccard) + 0.05 * dupe.saving_pct / 100)
    # the closest-formula finder keeps its overlap ranking: the identical list (here Luxe's own mini) first
    assert [d.id for d in DupeFinder(require_key_active=False).fit(
        [[Ingredient(n, i) for i, n in enumerate(label, 1)] for *_, label in CATALOGUE], ids=list(range(5)),
        attributes={"category": [c for _, _, c, *_ in CATALOGUE], "price": [p for *_, p, _, _ in CATALOGUE],
                    "price_per_unit": [p / s for *_, p, s, _ in CATALOGUE]}).find_row(0, 10)][:1] == [4]


def test_a_cream_is_duped_by_a_cream_before_a_lotion_of_the_same_formula():
    """A light lotion or emulsion is another kind of moisturizer than a cream (half credit): with the same hero, the
    same base and a bigger saving, the lotion still follows the cream (before, both were "moisturizer")."""
    ceramides = ["AQUA", "GLYCERIN", "CERAMIDE NP", "SQUALANE", "CETEARYL ALCOHOL", "PHENOXYETHANOL"]
    catalogue = [("Barrier Ceramide Cream", "Luxe", 60.0, ceramides),
                 ("Ceramide Moisturizing Lotion", "Thrift", 5.0, [*ceramides, "CARBOMER"]),
                 ("Ceramide Moisturizing Cream", "Thrift", 15.0, [*ceramides, "XANTHAN GUM"])]
    category = "Skincare > Moisturizers > Moisturizers"
    docs = [[Ingredient(n, i) for i, n in enumerate(label, 1)] for *_, label in catalogue]
    finder = DupeFinder().fit(docs, ids=[0, 1, 2], attributes={
        "category": [category] * 3, "brand": [b for _, b, *_ in catalogue], "price": [p for _, _, p, _ in catalogue],
        "price_per_unit": [p / 50 for _, _, p, _ in catalogue]})
    features = JobFeatures.build(finder, [n for n, *_ in catalogue], [b for _, b, *_ in catalogue], [category] * 3)
    _, found = SameJobRanker(finder, features).find_row(0, 10)
    assert [(d.id, d.kind, d.kind_score) for d in found] == [(2, "moisturizer", 1.0), (1, "lotion", 0.5)]
