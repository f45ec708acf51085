"""Analyser tests: every flag names its trigger ingredient(s) and the source of the rule."""

from __future__ import annotations

import json

import pytest

from ingredient_engine.analyse import Analyzer, SkinProfile, active_classes, is_active, key_actives
from ingredient_engine.catalog_sources import CosdnaRecord, CosingRecord
from ingredient_engine.parse import parse_inci
from ingredient_engine.resolve import InciResolver
from ingredient_engine.rules import default_rules_dir, load_colour_index, load_label_aliases

COSING = [
    CosingRecord("AQUA", "", ("Solvent",)), CosingRecord("GLYCERIN", "", ("Humectant",)),
    CosingRecord("ALCOHOL DENAT.", "", ("Solvent",)), CosingRecord("NIACINAMIDE", "", ("Skin Conditioning",)),
    CosingRecord("RETINOL", "", ("Skin Conditioning",)), CosingRecord("SALICYLIC ACID", "", ("Keratolytic",)),
    CosingRecord("ISOPROPYL MYRISTATE", "", ("Emollient",)), CosingRecord("DIMETHICONE", "", ("Emollient",)),
    CosingRecord("PHENOXYETHANOL", "", ("Preservative",)), CosingRecord("PARFUM", "", ("Perfuming",)),
    CosingRecord("LINALOOL", "", ("Perfuming",)), CosingRecord("LAVANDULA ANGUSTIFOLIA OIL", "", ("Tonic",)),
    CosingRecord("METHYLPARABEN", "", ("Preservative",)), CosingRecord("SODIUM LAURYL SULFATE", "", ("Surfactant",)),
    CosingRecord("DMDM HYDANTOIN", "", ("Preservative",)), CosingRecord("CETYL ALCOHOL", "", ("Emollient",)),
    CosingRecord("CAPRYLIC/CAPRIC TRIGLYCERIDE", "", ("Emollient",)), CosingRecord("SQUALANE", "", ("Emollient",)),
    CosingRecord("XANTHAN GUM", "", ("Viscosity Controlling",)), CosingRecord("CI 77891", "", ("Colorant",)),
    CosingRecord("CERAMIDE NP", "", ("Skin Conditioning",)), CosingRecord("SODIUM HYALURONATE", "", ("Humectant",)),
]
COSDNA = [
    CosdnaRecord("Isopropyl Myristate", (), (5,), (3,), (), ()),
    CosdnaRecord("Alcohol Denat.", (), (0,), (4, 5), (), ()),
    CosdnaRecord("Cetyl Alcohol", (), (2,), (2,), (), ()),
]


@pytest.fixture(scope="module")
def resolver() -> InciResolver:
    data = default_rules_dir()
    return InciResolver().fit(
        [r.inci_name for r in COSING],
        synonyms=load_label_aliases(data / "synonyms" / "label_aliases.csv"),
        colour_index=load_colour_index(data / "rules" / "colour_index.csv"),
    )


@pytest.fixture(scope="module")
def analyzer(resolver) -> Analyzer:
    return Analyzer().fit(COSING, COSDNA, resolver=resolver)


RAW = ("Water, Alcohol Denat., Glycerin, Niacinamide, Retinol, Salicylic Acid 3%, Isopropyl Myristate, Dimethicone, "
       "Cetyl Alcohol, Phenoxyethanol, Fragrance, Linalool, Lavandula Angustifolia Oil, Methylparaben, "
       "Sodium Lauryl Sulfate, DMDM Hydantoin, Unobtainium Extract. May contain: CI 77891")


@pytest.fixture(scope="module")
def analysis(resolver, analyzer):
    return analyzer.analyse(resolver.resolve_list(parse_inci(RAW)),
                            SkinProfile("sensitive", ("acne", "aging", "pregnancy")))


def flag(analysis, code, ingredient):
    hits = [f for f in analysis.flags if f.code == code and ingredient in f.ingredients]
    assert hits, f"no {code} flag for {ingredient}"
    return hits[0]


def test_per_ingredient_functions_ratings_families(analysis):
    by = {a.inci: a for a in analysis.ingredients}
    assert by["GLYCERIN"].functions == ("Humectant",)
    assert by["ISOPROPYL MYRISTATE"].comedogenic == (5, 5)
    assert by["ALCOHOL DENAT."].irritancy == (4, 5)
    assert by["ALCOHOL DENAT."].families == ("drying_alcohol",)
    assert by["CETYL ALCOHOL"].families == ("fatty_alcohol",)
    assert by["LAVANDULA ANGUSTIFOLIA OIL"].families == ("essential_oil", "oil")
    assert by["ISOPROPYL MYRISTATE"].fungal_acne_trigger is True
    assert by["NIACINAMIDE"].key_active and by["NIACINAMIDE"].actives == ("niacinamide",)
    assert not by["GLYCERIN"].key_active


def test_eu_annex_status_with_entry_numbers(analysis):
    by = {a.inci: a for a in analysis.ingredients}
    assert [s.citation for s in by["PHENOXYETHANOL"].annex] == ["Annex V, entry 29"]
    assert "Annex III, entry 84" in [s.citation for s in by["LINALOOL"].annex]
    f = flag(analysis, "eu_annex_v", "PHENOXYETHANOL")
    assert f.source == "EU Cosmetics Regulation (EC) No 1223/2009 Annex V entry 29"


def test_fragrance_allergens_both_lists(analysis):
    by = {a.inci: a for a in analysis.ingredients}
    assert by["LINALOOL"].allergen_list == "EU26"
    assert by["LAVANDULA ANGUSTIFOLIA OIL"].allergen_list == "EU2023/1545"
    f = flag(analysis, "eu_fragrance_allergen", "LINALOOL")
    assert f.source.startswith("EU Cosmetics Regulation Annex III entry 84")


def test_added_fragrance_is_a_flag_at_a_glance(resolver, analyzer):
    """Issue 21 §7: a list with parfum/fragrance shows a fragrance flag, not only a "fragrance-free ✕" tag."""
    for text, label in (("Aqua, Glycerin, Parfum", "PARFUM"), ("Water, Glycerin, Fragrance (Parfum)", "PARFUM"),
                        ("Aqua, Glycerin, Fragrance", "PARFUM")):
        a = analyzer.analyse(resolver.resolve_list(parse_inci(text)))
        hits = [f for f in a.flags if f.code == "fragrance"]
        assert len(hits) == 1, (text, a.flags)
        assert hits[0].severity == "caution" and "added fragrance" in hits[0].message
        assert hits[0].source_url and hits[0].source_name.startswith("SCCS/1459/11")
        assert hits[0].ingredients[0] in (label, "FRAGRANCE")
    plain = analyzer.analyse(resolver.resolve_list(parse_inci("Aqua, Glycerin, Niacinamide")))
    assert not [f for f in plain.flags if f.code == "fragrance"]


def test_cosdna_flags_name_trigger_and_source(analysis):
    f = flag(analysis, "comedogenic", "ISOPROPYL MYRISTATE")
    assert "5 of 5" in f.message and f.source.startswith("CosDNA")
    assert "irritancy 4-5 of 5 on CosDNA's 0-5 scale" in flag(analysis, "irritant", "ALCOHOL DENAT.").message
    assert f.source_name == "CosDNA ingredient ratings" and f.source_url == "https://www.cosdna.com/eng/"
    assert not [f for f in analysis.flags if f.code == "comedogenic" and "CETYL ALCOHOL" in f.ingredients]


def test_pregnancy_flags(analysis):
    assert flag(analysis, "pregnancy", "RETINOL").severity == "avoid"  # this profile said pregnant (its concerns)
    assert flag(analysis, "pregnancy", "SALICYLIC ACID").severity == "caution"  # declared 3 % > 2 %


def test_low_dose_salicylic_acid_is_not_a_pregnancy_flag(resolver, analyzer):
    a = analyzer.analyse(resolver.resolve_list(parse_inci("Water, Glycerin, Salicylic Acid 0.5%")))
    assert [f for f in a.flags if f.code == "pregnancy"] == []


def test_product_tags_name_triggers(analysis):
    tags = {t.tag: t for t in analysis.tags}
    assert (tags["alcohol_free"].applies, tags["alcohol_free"].triggers) == (False, ("ALCOHOL DENAT.",))
    assert tags["silicone_free"].triggers == ("DIMETHICONE",)
    assert tags["fragrance_free"].triggers == ("PARFUM", "LAVANDULA ANGUSTIFOLIA OIL")  # essential oils scent too
    assert tags["paraben_free"].triggers == ("METHYLPARABEN",)
    assert tags["sulfate_free"].triggers == ("SODIUM LAURYL SULFATE",)
    assert tags["formaldehyde_releaser_free"].triggers == ("DMDM HYDANTOIN",)
    assert tags["eu_allergen_free"].triggers == ("LINALOOL", "LAVANDULA ANGUSTIFOLIA OIL")
    assert tags["alcohol_free"].source == "Glowdex rule table data/rules/families.csv"


def test_clean_product_tags_apply(resolver, analyzer):
    a = analyzer.analyse(resolver.resolve_list(parse_inci("Water, Glycerin, Caprylic/Capric Triglyceride, Squalane")))
    tags = {t.tag: t.applies for t in a.tags}
    assert tags["alcohol_free"] and tags["silicone_free"] and tags["fungal_acne_safe"] and tags["fragrance_free"]


def test_recognition_summary_and_unrecognised(analysis):
    assert analysis.recognition_summary == "17 of 18 ingredients recognised"
    assert analysis.unrecognised == ("Unobtainium Extract",)


def test_one_percent_line(analysis):
    assert analysis.one_percent_position == 10  # phenoxyethanol
    by = {a.inci: a for a in analysis.ingredients}
    assert by["CETYL ALCOHOL"].below_one_percent is False and by["PARFUM"].below_one_percent is True
    assert by["CI 77891"].below_one_percent is None  # may-contain: no position


def test_skin_fit_reasons(analysis):
    sens = analysis.skin_type_fit
    assert sens.target == "sensitive" and sens.verdict == "caution"
    reasons = {r.reason: r for r in sens.reasons}
    assert reasons["fragrance is the commonest cause of cosmetic contact allergy"].ingredients == ("PARFUM",)
    acne = next(f for f in analysis.concern_fits if f.target == "acne")
    assert {r.ingredients for r in acne.reasons if r.effect == "good"} >= {("SALICYLIC ACID",), ("NIACINAMIDE",)}
    assert any(r.effect == "avoid" and "ISOPROPYL MYRISTATE" in r.ingredients for r in acne.reasons)


def test_to_dict_is_json_serialisable(analysis):
    d = json.loads(json.dumps(analysis.to_dict()))
    assert d["recognition_summary"] == "17 of 18 ingredients recognised"
    assert all(f["source"] and f["ingredients"] for f in d["flags"])


def test_actives_helpers():
    assert is_active("NIACINAMIDE") and is_active("retinol") and is_active("PALMITOYL TRIPEPTIDE-1")
    assert not is_active("GLYCERIN") and not is_active("AQUA")
    assert active_classes("SODIUM ASCORBYL PHOSPHATE") == ("vitamin_c",)
    assert key_actives(["AQUA", "NIACINAMIDE", "CERAMIDE NP"]) == frozenset({"NIACINAMIDE", "CERAMIDE NP"})


def test_methods_count_the_same_for_recognition_and_corrections_are_flagged(resolver, analyzer):
    from ingredient_engine.analyse import READ_AS_PRINTED, READ_WITH_CORRECTION, read_as_printed
    from ingredient_engine.resolve import Resolution

    a = analyzer.analyse(resolver.resolve_list(parse_inci("Aqua, Niacinamid, Glycerin, Unobtainium")))
    assert a.recognised_count == 3 and a.unrecognised == ("Unobtainium",)
    fixed = next(i for i in a.ingredients if i.name == "Niacinamid")
    assert fixed.inci == "NIACINAMIDE" and fixed.method == "fuzzy" and fixed.corrected and fixed.key_active
    assert not next(i for i in a.ingredients if i.name == "Glycerin").corrected
    flags = [f for f in a.flags if f.code == "corrected_name"]
    assert [f.ingredients for f in flags] == [("Niacinamid",)] and "fuzzy" in flags[0].source
    assert not READ_AS_PRINTED & READ_WITH_CORRECTION
    assert not read_as_printed(Resolution("X", 0.82, "completion", "read truncated 'x' as 'X'"))
    assert not read_as_printed(Resolution("X", 0.85, "exact", "read 'x (X)' as its bracketed name 'X'"))
    assert read_as_printed(Resolution("X", 0.99, "synonym"))


def test_fit_analyzer_from_tuples(resolver):
    from ingredient_engine.analyse import fit_analyzer

    an = fit_analyzer([("GLYCERIN", "Humectant, Solvent", ""), ("AQUA", ("Solvent",))],
                      cosdna_records=COSDNA, resolver=resolver)
    assert an.functions_["GLYCERIN"] == ("Humectant", "Solvent")


def test_a_plant_read_without_its_part_blocks_every_free_from_tag_one_of_its_parts_would():
    """Issue 9: "lavandula angustifolia" (LookFantastic) may be the essential oil or a flower extract; the "part not
    stated" reading must not let the list claim fragrance-free or oil-free."""
    records = [*COSING, CosingRecord("LAVANDULA ANGUSTIFOLIA FLOWER EXTRACT", "", ("Skin Conditioning",))]
    res = InciResolver().fit([r.inci_name for r in records])
    an = Analyzer().fit(records, COSDNA, resolver=res)
    a = an.analyse(res.resolve_list(parse_inci("Aqua, Glycerin, Lavandula Angustifolia, Phenoxyethanol")))
    lav = next(i for i in a.ingredients if i.name == "Lavandula Angustifolia")
    assert (lav.inci, lav.method, lav.corrected) == ("LAVANDULA ANGUSTIFOLIA (PART NOT STATED)", "species", True)
    assert {"essential_oil", "oil"} <= set(lav.families) and a.recognised_count == 4
    tags = {t.tag: t for t in a.tags}
    assert not tags["fragrance_free"].applies and not tags["oil_free"].applies
    assert tags["fragrance_free"].triggers == ("LAVANDULA ANGUSTIFOLIA (PART NOT STATED)",)
    assert [t.tag for t in an.product_tags(res.resolve_list(parse_inci("Aqua, Glycerin, Lavandula Angustifolia, "
                                                                       "Phenoxyethanol"))) if t.applies] == [
        t.tag for t in a.tags if t.applies]
    assert any(f.code == "corrected_name" and "does not say which part" in f.message for f in a.flags)
