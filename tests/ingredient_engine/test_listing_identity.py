"""Which retailer listings are one product (ingredient_engine.listing_identity), on real catalogue names.

Names are the shared data's (Sephora 2023 and 2018, LookFantastic, Olive Young); lists are the import's resolved
INCI names of those listings, cut to their first names.
"""

from __future__ import annotations

import pytest

from ingredient_engine.listing_identity import (
    DIFFERENT,
    NEW_FORMULA,
    SAME,
    Listing,
    compare,
    group,
    keyed,
    name_key,
)

DDML = ("AQUA", "PARAFFINUM LIQUIDUM", "GLYCERIN", "PETROLATUM", "STEARIC ACID", "GLYCERYL STEARATE",
        "HELIANTHUS ANNUUS SEEDCAKE", "HORDEUM VULGARE EXTRACT", "CUCUMIS SATIVUS FRUIT EXTRACT", "SESAMUM INDICUM SEED OIL",
        "PROPYLENE GLYCOL DICAPRATE", "SODIUM HYALURONATE", "UREA", "PENTYLENE GLYCOL")
# LookFantastic's cleaned copy of the same lotion: water dropped, plant parts rewritten
DDML_LF = ("PARAFFINUM LIQUIDUM", "GLYCERIN", "PETROLATUM", "STEARIC ACID", "GLYCERYL STEARATE",
           "HELIANTHUS ANNUUS SEED OIL", "HORDEUM VULGARE EXTRACT", "CUCUMIS SATIVUS EXTRACT", "SESAMUM INDICUM SEED OIL",
           "SODIUM HYALURONATE", "UREA", "PENTYLENE GLYCOL")
GEL = ("AQUA", "DIMETHICONE", "ISODODECANE", "BUTYLENE GLYCOL", "BIS-PEG-18 METHYL ETHER DIMETHYL SILANE",
       "GLYCERIN", "LAMINARIA SACCHARINA EXTRACT", "CAFFEINE", "TREHALOSE", "CARBOMER")
NMF = ("AQUA", "CAPRYLIC/CAPRIC TRIGLYCERIDE", "CETYL ALCOHOL", "PROPANEDIOL", "STEARYL ALCOHOL", "GLYCERIN",
       "SODIUM HYALURONATE", "ARGININE", "ASPARTIC ACID", "GLYCINE")
CLARIFYING = ("AQUA", "ALCOHOL DENAT.", "SALICYLIC ACID", "HAMAMELIS VIRGINIANA WATER", "BUTYLENE GLYCOL",
              "GLYCERIN", "TREHALOSE", "SODIUM HYALURONATE", "CITRIC ACID")
OLD_TONER = ("AQUA", "ALCOHOL DENAT.", "HYPNEA MUSCIFORMIS EXTRACT", "GELIDIELLA ACEROSA EXTRACT",
             "BAMBUSA VULGARIS EXTRACT", "PISUM SATIVUM EXTRACT", "GENTIANA LUTEA ROOT EXTRACT", "BUTYLENE GLYCOL")
NEW_TONER = ("AQUA", "METHYL TRIMETHICONE", "PROPANEDIOL", "ISODODECANE", "POLYETHYLENE", "DIMETHICONE",
             "HYDROGENATED POLYISOBUTENE", "TREHALOSE")


def _k(pid: int, name: str, ingredients: tuple[str, ...] = (), *, brand: str = "clinique", source: str = "sephora",
       category: str = ""):
    return keyed(Listing(pid, brand, name, source, ingredients, category))


@pytest.mark.parametrize(("name", "brand", "words"), [
    # the brand twice (LookFantastic's file), a size and "with Pump", UK spelling
    ("Clinique Clinique Dramatically Different Moisturising Lotion+ 125ml with Pump", "Clinique",
     ("dramatically", "different", "moisturizing", "lotion", "plus")),
    ("Natural Moisturising Factors + HA 30ml", "The Ordinary", ("natural", "moisturizing", "factor", "ha")),
    ("Age Smart Multivitamin Power Recovery Masque 75ml", "Dermalogica",
     ("age", "smart", "multivitamin", "power", "recovery", "mask")),
    ("Oil and Pore Control Mattifier Broad Spectrum SPF 45 PA++++", "Murad",
     ("oil", "pore", "control", "mattifier", "spf45")),
    ("Resvératrol Lift Firming Serum (30ml)", "Caudalie", ("resveratrol", "lift", "firming", "serum")),
])
def test_names_are_normalised(name, brand, words):
    assert name_key(name, brand).words == words


def test_pack_and_kit_words_are_flags_not_words():
    mini = name_key("Mini Take The Day Off Makeup Remover For Lids, Lashes & Lips", "Clinique")
    assert mini.pack and not mini.kit
    assert name_key("Water Bank BlueHA Serum Special Set (+25mL)", "LANEIGE").pack  # more of the same serum
    kit = name_key("The True Cream Aqua Bomb 30ml Set (+Aqua Bomb 25ml+Numero 10 Essence 35ml)", "belif")
    assert kit.kit  # another product (an essence) comes with it
    assert name_key("Cleansing & Exfoliating Wipes", "SEPHORA COLLECTION").words == ("cleansing", "exfoliating",
                                                                                   "wipe")


@pytest.mark.parametrize(("a", "b", "relation"), [
    # wording: UK/US spelling, size, "with Pump", the brand twice
    ((1, "Dramatically Different Moisturizing Lotion+", DDML),
     (2, "Clinique Dramatically Different Moisturising Lotion+ 125ml with Pump", DDML_LF, "lookfantastic"), SAME),
    # sizes of one product
    ((1, "Dramatically Different Moisturizing Lotion+", DDML), (3, "Mini Dramatically Different Moisturizing Lotion+",
                                                                DDML), SAME),
    # Cream vs Lotion vs Gel are three products
    ((1, "Dramatically Different Moisturizing Lotion+", DDML), (4, "Dramatically Different Moisturizing Gel", GEL),
     DIFFERENT),
    # numbers: Clarifying Lotion 2 and 3 share most of their list but are two products
    ((5, "Clarifying Lotion 3", CLARIFYING), (6, "Clarifying Lotion 2", CLARIFYING), DIFFERENT),
    # the men's line
    ((7, "Moisture Surge Eye 96-Hour Hydro-Filler Concentrate", GEL),
     (8, "Clinique For Men Maximum Hydrator Eye 96-Hour Hydro-Filler Concentrate", GEL), DIFFERENT),
    # the same name, another base: a new formula, kept apart
    ((9, "Perfectly Clean Multi-Action Toning Lotion/Refiner", NEW_TONER),
     (10, "Perfectly Clean Multi-Action Toning Lotion/Refiner", OLD_TONER, "cosmetics_sephora_2018"), NEW_FORMULA),
])
def test_pairs(a, b, relation):
    left = _k(a[0], a[1], a[2], source=a[3] if len(a) > 3 else "sephora")
    right = _k(b[0], b[1], b[2], source=b[3] if len(b) > 3 else "sephora")
    verdict = compare(left, right)
    assert verdict.relation == relation, verdict.reason
    assert compare(right, left).relation == relation


def test_a_rename_needs_a_near_identical_list_and_two_files():
    old = _k(1, "Make-Up Removing Cleansing Oil", NMF, brand="caudalie", source="cosmetics_sephora_2018")
    new = _k(2, "Vinoclean Makeup Removing Cleansing Oil", NMF, brand="caudalie")
    assert compare(old, new).same
    # two names with one list in ONE file are two products (siblings), not a rename
    a = _k(3, "Pep-Start Daily UV Protector Broad Spectrum SPF 50", NMF)
    b = _k(4, "Broad Spectrum SPF 50 Mineral Sunscreen Fluid for Face", NMF)
    assert compare(a, b).relation == DIFFERENT
    # other words without a list to compare: kept apart
    assert compare(_k(5, "Glow Addict Mask"), _k(6, "Glow Addict Activated Mask")).relation == DIFFERENT


def test_a_kit_is_not_its_contents():
    cream = _k(1, "The True Cream Aqua Bomb", NMF, brand="belif")
    kit = _k(2, "The True Cream Aqua Bomb 30ml Set (+Aqua Bomb 25ml+Numero 10 Essence 35ml)", NMF, brand="belif",
             source="oliveyoung")
    assert compare(cream, kit).relation == DIFFERENT


def test_the_retailers_men_shelf_counts_for_a_name_without_for_men():
    sephora = _k(1, "Charcoal Face Wash", NMF, category="Men > Face Wash")
    lookfantastic = _k(2, "for Men Charcoal Face Wash 200ml", NMF, source="lookfantastic")
    assert compare(sephora, lookfantastic).same


def _listings() -> list[Listing]:
    return [
        Listing(1, "clinique", "Dramatically Different Moisturizing Lotion+", "sephora", DDML),
        Listing(2, "clinique", "Mini Dramatically Different Moisturizing Lotion+", "sephora", DDML),
        Listing(3, "clinique", "Dramatically Different Moisturising Lotion+ 125ml with Pump", "lookfantastic", DDML_LF),
        Listing(4, "clinique", "Dramatically Different Moisturizing Gel", "sephora", GEL),
        Listing(5, "clinique", "Clarifying Lotion 3", "sephora", CLARIFYING),
        Listing(6, "clinique", "Clarifying Lotion 2", "sephora", CLARIFYING),
        Listing(7, "estee lauder", "Perfectly Clean Multi-Action Toning Lotion/Refiner", "sephora", NEW_TONER),
        Listing(8, "estee lauder", "Perfectly Clean Multi-Action Toning Lotion/Refiner", "cosmetics_sephora_2018",
                OLD_TONER),
        Listing(9, "estee lauder", "Perfectly Clean Multi-Action Toning Lotion/Refiner 200ml", "lookfantastic",
                OLD_TONER[1:]),
    ]


def test_group_a_catalogue():
    grouping = group(_listings())
    assert grouping.groups == [[1, 2, 3], [4], [5], [6], [7], [8, 9]]
    assert grouping.new_formula == [(7, 8)]  # the two formulas of one toner are linked
    assert grouping.reasons[3].startswith("same name")


def test_decisions_win_over_the_rule_and_the_result_does_not_depend_on_input_order():
    listings = _listings()
    apart = group(listings, apart=[(1, 3)])
    assert [1, 2] in apart.groups and [3] in apart.groups
    joined = group(listings, together=[(5, 6)])
    assert [5, 6] in joined.groups and joined.reasons[6] == "joined by an admin"
    assert group(listings[::-1]).groups == group(listings).groups
