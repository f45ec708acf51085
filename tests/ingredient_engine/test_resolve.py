"""Resolver tests. A small CosIng-like inventory keeps them fast; one test loads the real shared file."""

from __future__ import annotations

from pathlib import Path

import pytest

from ingredient_engine.catalog_sources import CosdnaRecord, load_cosing
from ingredient_engine.parse import parse_inci
from ingredient_engine.resolve import InciResolver, fit_default_resolver, to_ingredients
from ingredient_engine.rules import (
    default_rules_dir,
    load_colour_index,
    load_common_names,
    load_extra_inci,
    load_label_aliases,
    load_label_completions,
)
from ingredient_engine.types import Ingredient

SHARED = Path(__file__).resolve().parents[3] / "shared" / "data"
COSING = SHARED / "cosing" / "cosing_inventory.csv"
COSDNA = SHARED / "cosdna_ratings" / "ingredients.jsonl"

NAMES = [
    "AQUA", "WATER", "GLYCERIN", "PARFUM", "SODIUM HYALURONATE", "HYALURONIC ACID", "BUTYLENE GLYCOL",
    "CAPRYLIC/CAPRIC TRIGLYCERIDE", "CI 77891", "CI 77491", "TITANIUM DIOXIDE", "CI 19140", "CI 15850", "MICA",
    "BUTYROSPERMUM PARKII BUTTER", "ALCOHOL DENAT.", "TOCOPHEROL", "SALICYLIC ACID", "BHA", "PEG-100 STEARATE",
    "PEG-10 STEARATE", "NIACINAMIDE", "ARGININE", "DIMETHICONE", "ETHYLHEXYL PALMITATE", "ZINC STEARATE",
    "LINOLEIC ACID", "ASCORBIC ACID", "SODIUM ASCORBYL PHOSPHATE", "CERA ALBA", "BEESWAX",
    "ALOE BARBADENSIS LEAF JUICE", "HORDEUM VULGARE EXTRACT", "METHYLPARABEN", "ETHYLPARABEN",
]


@pytest.fixture(scope="module")
def resolver() -> InciResolver:
    data = default_rules_dir()
    cosdna = [CosdnaRecord("Glycerin", (), (0,), (0,), (2,), ("Glycerine", "Glycerol", "Pflanzliches Glycerin"))]
    return InciResolver().fit(
        NAMES,
        synonyms=load_label_aliases(data / "synonyms" / "label_aliases.csv"),
        cosdna_records=cosdna,
        common_names=load_common_names(data / "synonyms" / "common_names.csv"),
        colour_index=load_colour_index(data / "rules" / "colour_index.csv"),
    )


def test_get_params_follows_sklearn_conventions():
    r = InciResolver(min_confidence=0.7)
    assert r.get_params()["min_confidence"] == 0.7
    assert r.set_params(use_ocr=False).use_ocr is False


@pytest.mark.parametrize(
    ("raw", "inci", "method"),
    [
        ("Glycerin", "GLYCERIN", "exact"),
        ("Alcohol Denat", "ALCOHOL DENAT.", "exact"),
        ("Peg-100 Stearate", "PEG-100 STEARATE", "exact"),
        ("Butyrospermum Parkii (Shea) Butter", "BUTYROSPERMUM PARKII BUTTER", "exact"),
        ("Water", "AQUA", "synonym"),
        ("Water/Aqua/Eau", "AQUA", "synonym"),
        ("Water\\Aqua\\Eau", "AQUA", "synonym"),
        ("Water (Aqua, Eau)", "AQUA", "synonym"),
        ("Fragrance", "PARFUM", "synonym"),
        ("vitamin e", "TOCOPHEROL", "synonym"),
        ("Pflanzliches Glycerin", "GLYCERIN", "synonym"),
        ("capric triglyceride", "CAPRYLIC/CAPRIC TRIGLYCERIDE", "synonym"),
        ("Beeswax", "CERA ALBA", "synonym"),
        ("Titanium Dioxide (CI 77891)", "CI 77891", "ci"),
        ("Iron Oxides (CI 77491, CI 77492)", "CI 77491", "ci"),
        ("Iron Oxides", "CI 77491", "ci"),
        ("FD&C Yellow No. 5", "CI 19140", "ci"),
        ("Red 7 Lake", "CI 15850", "ci"),
        ("Mica CI 77019", "MICA", "ci"),
    ],
)
def test_exact_synonym_and_ci(resolver, raw, inci, method):
    res = resolver.resolve(raw)
    assert (res.inci, res.method, res.correction) == (inci, method, None)
    assert res.confidence >= 0.9


def test_bha_on_a_label_is_the_antioxidant_but_the_search_term_means_salicylic_acid(resolver):
    assert resolver.resolve("BHA").inci == "BHA"
    assert resolver.expand_term("BHA") == ("SALICYLIC ACID",)
    assert "SODIUM ASCORBYL PHOSPHATE" in resolver.expand_term("Vitamin C")


@pytest.mark.parametrize(
    ("raw", "inci"),
    [("sodium hyaluraonate", "SODIUM HYALURONATE"), ("butylene glucol", "BUTYLENE GLYCOL"),
     ("caprylica/capric triglyceride", "CAPRYLIC/CAPRIC TRIGLYCERIDE"), ("arganine", "ARGININE")],
)
def test_fuzzy_corrections_are_declared(resolver, raw, inci):
    res = resolver.resolve(raw)
    assert (res.inci, res.method) == (inci, "fuzzy")
    assert res.correction == f"read '{raw}' as '{inci}'"
    assert 0.8 <= res.confidence < 1.0


@pytest.mark.parametrize(
    ("raw", "inci"),
    [("PEG-1OO Stearate", "PEG-100 STEARATE"), ("Niacinarnide", "NIACINAMIDE"), ("parfum.fragrance", "PARFUM")],
)
def test_ocr_corrections_are_declared(resolver, raw, inci):
    res = resolver.resolve(raw)
    assert (res.inci, res.method) == (inci, "ocr")
    assert res.correction is not None and raw in res.correction


@pytest.mark.parametrize("raw", ["xyzzy plugh", "Glyc", "PEG-1000 Stearate", "Butylparaben"])
def test_unrecognised_stays_unrecognised(resolver, raw):
    # A changed number or a short stem is a different substance, never a typo; "Butylparaben" is not in the
    # test inventory and is 2 edits from METHYLPARABEN / ETHYLPARABEN.
    res = resolver.resolve(raw)
    assert (res.inci, res.method, res.confidence) == (None, None, 0.0)


def test_linoleic_vs_linolenic_is_not_high_confidence(resolver):
    res = resolver.resolve("Linolenic Acid")
    assert res.inci is None or res.confidence < 0.9


def test_resolve_list_counts_and_run_on_split(resolver):
    parsed = parse_inci("Water, Glycerin, Ethylhexyl Palmitate Zinc Stearate, Unobtainium Extract. May contain: CI 77891")
    rl = resolver.resolve_list(parsed)
    assert [(i.canonical, i.position, i.may_contain) for i in rl.items] == [
        ("AQUA", 1, False), ("GLYCERIN", 2, False), ("ETHYLHEXYL PALMITATE", 3, False), ("ZINC STEARATE", 4, False),
        ("UNOBTAINIUM EXTRACT", 5, False), ("CI 77891", None, True)]
    assert (rl.recognised_count, rl.total, rl.unrecognised) == (5, 6, ("Unobtainium Extract",))
    assert "missing comma" in rl.items[2].resolution.correction
    assert to_ingredients(rl)[-1] == Ingredient("CI 77891", None, True)


def test_ci_mapping_both_ways(resolver):
    assert resolver.ci_to_name("CI 77891") == "TITANIUM DIOXIDE"
    assert resolver.ci_to_name("ci77891") == "TITANIUM DIOXIDE"
    assert resolver.name_to_ci("Titanium Dioxide") == "CI 77891"


def test_rule_tables_point_at_cosing_names():
    if not COSING.exists():
        pytest.skip(f"shared CosIng inventory not found at {COSING}")
    names = {r.inci_name for r in load_cosing(COSING)}
    data = default_rules_dir()
    bad = [v for v in load_label_aliases(data / "synonyms" / "label_aliases.csv").values() if v not in names]
    bad += [v for v in load_extra_inci(data / "synonyms" / "extra_inci.csv") if v in names]  # not yet in CosIng
    bad += [n for v in load_common_names(data / "synonyms" / "common_names.csv").values() for n in v if n not in names]
    bad += [v for v in load_label_completions(data / "synonyms" / "label_completions.csv").values() if v not in names]
    bad += [v for v in load_label_aliases(data / "synonyms" / "fragrance_names.csv").values() if v not in names]
    assert bad == []


def test_fragrance_materials_printed_by_trade_or_cas_index_name(real_resolver):
    """Real labels: SKYLAR (Sephora) prints CAS index names cut at their commas, with a note after them; another
    brand prints the trade name Iso E Super (Sephora P451242). Read through `fragrance_names.csv` (CAS-backed)."""
    raw = ("['Sugar Cane Alcohol Denat., Parfum/fragrance, 1,3-Benzodioxole-5-carboxaldehyde (heliotrope note/safe "
           "synthetic), 1,6-Nonadien-3-ol, 3,7-dimethyl (freesia note/safe synthetic), Benzaldehyde, "
           "4-hydroxy-3-methoxy (gourmand note/safe synthetic), Tetradecanoic acid, 1-methylethyl ester "
           "(solvent/safe synthetic), Naphtho[2,1-b]furan, dodecahydro-3a,6,6,9a-tetramethyl (amber note/safe "
           "synthetic), aqua/water/eau.']")
    names = [i.canonical for i in real_resolver.resolve_list(parse_inci(raw)).items]
    assert names[:6] == ["ALCOHOL DENAT.", "PARFUM", "HELIOTROPINE", "ETHYL LINALOOL", "VANILLIN", "ISOPROPYL MYRISTATE"]
    assert "BENZALDEHYDE" not in names  # the first word of a cut CAS name is not an ingredient of its own
    assert names[-1] == "AQUA"
    assert real_resolver.resolve("Iso E Super").inci == "TETRAMETHYL ACETYLOCTAHYDRONAPHTHALENES"
    assert real_resolver.resolve("Ambroxan").inci is None  # not in CosIng: no row, stays unrecognised
    assert real_resolver.resolve("Lilial TM").inci == "BUTYLPHENYL METHYLPROPIONAL"
    assert real_resolver.resolve("Limonene D").inci == "LIMONENE"  # d-limonene: INCI carries no stereo descriptor
    # a stereo descriptor cut off by the CAS name's comma belongs to the name before it
    rl = real_resolver.resolve_list(parse_inci(
        "Alcohol, Oxacyclohexadec-12-En-2-One, (12e)- (Musk Note/Safe Synthetic), Propanol, oxybis (solvent/safe "
        "synthetic), Water"))
    assert [(i.position, i.canonical) for i in rl.items] == [
        (1, "ALCOHOL"), (2, "OXACYCLOHEXADECENONE"), (3, "DIPROPYLENE GLYCOL"), (4, "AQUA")]
    assert "stereo descriptor" in rl.items[1].resolution.correction
    assert len(real_resolver.resolve_list(parse_inci("Water, Glycerin, (Rose Absolute)")).items) == 3
    assert len(real_resolver.resolve_list(parse_inci("Water, Glycerin, (Rose Absolute) (Bulgaria)")).items) == 3
    # a CAS name cut in three (SKYLAR): "Benzoic acid, 2-hydroxy-" is salicylic acid, with the ester it is the salicylate
    rl = real_resolver.resolve_list(parse_inci(
        "['Sugar Cane Alcohol Denat., Benzoic acid, 2-hydroxy-, (3Z)-3-hexen-1-yl ester (floral note/safe synthetic), "
        "Ethanone, 1-(1,2,3,4,5,6,7,8-octahydro-2,3,8,8-tetramethyl-2-naphthalenyl) (cedarwood note/safe synthetic), "
        "aqua/water/eau.']"))
    assert [i.canonical for i in rl.items] == [
        "ALCOHOL DENAT.", "CIS-3-HEXENYL SALICYLATE", "TETRAMETHYL ACETYLOCTAHYDRONAPHTHALENES", "AQUA"]
    assert "floral note" in rl.items[1].parsed.raw and "cut by a separator" in rl.items[1].resolution.correction


def test_a_bracket_that_spells_the_inci_name_and_stereo_named_tocopherol(real_resolver):
    # Sephora fragrance labels: the trade name with its INCI name in brackets, spaced differently
    r = real_resolver.resolve("Hedione (Methyl Dihydrojasmonate)")
    assert (r.inci, r.confidence) == ("METHYLDIHYDROJASMONATE", 0.85) and "bracketed name" in r.correction
    # an INCI name carries no d-/dl- stereo descriptor (label_aliases.csv)
    assert real_resolver.resolve("D-Alpha-Tocopherol").inci == "TOCOPHEROL"


def test_real_cosing_fit_resolves():
    # How long the fit takes is measured in bench/ (docs/benchmarks), never asserted here.
    if not COSING.exists():
        pytest.skip(f"shared CosIng inventory not found at {COSING} (../shared/data is present in CI)")
    r = fit_default_resolver(COSING, COSDNA if COSDNA.exists() else None)
    assert len(r.names_) > 28_000
    assert r.resolve("Sodium Hyaluronate").inci == "SODIUM HYALURONATE"
    assert r.resolve("Dimethicone/Vinyl Dimethicone Crosspolymer").method == "exact"
    assert r.resolve("Hydroxystearic/Linoleic/Oleic Polyglycerides").confidence < 0.9


@pytest.fixture(scope="module")
def wide_resolver() -> InciResolver:
    names = NAMES + [
        "CANDELILLA CERA", "ETHYLHEXYL SALICYLATE", "HYDROXYETHYL ACRYLATE/SODIUM ACRYLOYLDIMETHYL TAURATE COPOLYMER",
        "CITRULLUS LANATUS FRUIT EXTRACT", "IRIS FLORENTINA ROOT EXTRACT", "BIS-PEG-18 METHYL ETHER DIMETHYL SILANE",
        "SODIUM LAUROYL LACTYLATE", "SODIUM LAUROYL GLUTAMATE", "CITRUS SINENSIS PEEL OIL EXPRESSED",
        "CITRUS SINENSIS PEEL OIL",
    ]
    return InciResolver().fit(
        names,
        synonyms=load_label_aliases(default_rules_dir() / "synonyms" / "label_aliases.csv"),
        renames={"Citrullus Vulgaris": "Citrullus Lanatus"},
    )


def test_nested_brackets_are_dropped(wide_resolver):
    assert wide_resolver.resolve("Candelilla Cera (Euphorbia Cerifera (Candelilla) Wax)").inci == "CANDELILLA CERA"


def test_a_name_cut_by_a_stray_separator_is_rejoined_and_declared(wide_resolver):
    rl = wide_resolver.resolve_list(parse_inci("Glycerin, Ethylhexyl, Salicylate, Hydroxyethyl Acrylate, "
                                               "Sodium Acryloyldimethyl Taurate Copolymer, Niacinamide"))
    assert [(i.position, i.canonical) for i in rl.items] == [
        (1, "GLYCERIN"), (2, "ETHYLHEXYL SALICYLATE"),
        (3, "HYDROXYETHYL ACRYLATE/SODIUM ACRYLOYLDIMETHYL TAURATE COPOLYMER"), (4, "NIACINAMIDE")]
    assert "cut by a separator" in rl.items[1].resolution.correction
    assert rl.items[1].resolution.confidence <= 0.9
    # two recognised neighbours are never joined; a whole-bracket fragment is not swallowed
    assert len(wide_resolver.resolve_list(parse_inci("Water, Glycerin, (Rose Absolute)")).items) == 3


def test_former_names_and_slash_alternatives_are_declared(wide_resolver):
    r = wide_resolver.resolve("Citrullus Vulgaris (Watermelon) Fruit Extract")
    assert r.inci == "CITRULLUS LANATUS FRUIT EXTRACT" and "former name" in r.correction
    r = wide_resolver.resolve("Iris Florentina / Iris Florentina Root Extract")
    assert r.inci == "IRIS FLORENTINA ROOT EXTRACT" and r.correction
    assert wide_resolver.resolve("Declustered Water (+)\\Aqua\\Eau De-Structuree (+)").inci == "AQUA"


def test_truncated_names_complete_only_when_unique(wide_resolver):
    r = wide_resolver.resolve("bis-peg-18 methyl ether dimethyl")
    assert (r.inci, r.method) == ("BIS-PEG-18 METHYL ETHER DIMETHYL SILANE", "completion")
    assert r.confidence < 0.9 and "incomplete" in r.correction
    assert wide_resolver.resolve("sodium lauroyl").inci is None  # lactylate or glutamate: do not guess
    assert wide_resolver.resolve("Citrus Sinensis Peel Oil").method == "exact"
    # a complete-looking name is never extended to a derivative
    assert InciResolver().fit(["CITRUS SINENSIS PEEL OIL EXPRESSED"]).resolve("Citrus Sinensis Peel Oil").inci is None
    off = InciResolver(completion_confidence=0.5).fit(["BIS-PEG-18 METHYL ETHER DIMETHYL SILANE"])
    assert off.resolve("bis-peg-18 methyl ether dimethyl").inci is None


def test_fit_resolver_from_records_tuples_and_names():
    from ingredient_engine.catalog_sources import CosingRecord
    from ingredient_engine.resolve import fit_resolver

    rows = [CosingRecord("GLYCERIN", "56-81-5", ("Humectant",)), ("AQUA", ("Solvent",), ""), ("NIACINAMIDE",),
            "ETHYLHEXYL PALMITATE", "ZINC STEARATE"]
    r = fit_resolver(rows, cosdna_records=[CosdnaRecord("Glycerin", (), (), (), (), ("Glycerol",))])
    assert r.resolve("Glycerol").inci == "GLYCERIN"
    assert r.resolve("Water").inci == "AQUA"  # label alias from data/synonyms
    assert "ZIZIPHUS JUJUBA FRUIT EXTRACT" in r.names_  # extra_inci.csv is wired in
    rl = r.resolve_list(parse_inci("Aqua, Niacinamide, Ethylhexyl Palmitate Zinc Stearate"))
    assert [i.canonical for i in rl.items] == ["AQUA", "NIACINAMIDE", "ETHYLHEXYL PALMITATE", "ZINC STEARATE"]
    with pytest.raises(TypeError):
        fit_resolver([object()])


def test_repairs_of_unrecognised_names_are_memoised_without_changing_results(resolver):
    parsed = parse_inci("Ethylhexyl Palmitate Zinc Stearate, Glycerin, Unobtainium, Dimethicone")
    first = resolver.resolve_list(parsed)
    assert ("Ethylhexyl Palmitate Zinc Stearate") in resolver.lists_._split_cache
    again = resolver.resolve_list(parsed)
    assert first == again
    import pickle

    clone = pickle.loads(pickle.dumps(resolver))
    assert clone.lists_._split_cache == {} and clone.lists_._join_cache == {} and clone._cache == {}
    assert clone.resolve_list(parsed) == first


@pytest.fixture(scope="module")
def plant_resolver() -> InciResolver:
    return InciResolver().fit(
        NAMES + [
            "BORAGO OFFICINALIS SEED OIL", "GLYCYRRHIZA GLABRA ROOT EXTRACT", "GLYCYRRHIZA GLABRA LEAF EXTRACT",
            "CITRUS AURANTIUM DULCIS OIL", "CITRUS AURANTIUM AMARA FLOWER OIL", "CAMELINA SATIVA SEED OIL",
            "RUBUS IDAEUS LEAF EXTRACT", "SILICA", "TIN OXIDE", "CAPRYLYL GLYCOL", "ETHYLHEXYLGLYCERIN",
            "ACRYLATES/C10-30 ALKYL ACRYLATE CROSSPOLYMER", "ACRYLATES/C10-30 ALKYL METHACRYLATE COPOLYMER",
        ],
        label_completions={"glycyrrhiza glabra extract": "GLYCYRRHIZA GLABRA ROOT EXTRACT",
                           "Acrylates/C10-30 Alkyl": "ACRYLATES/C10-30 ALKYL ACRYLATE CROSSPOLYMER"},
    )


def test_a_plant_name_without_its_part_completes_only_to_the_one_part_cosing_lists(plant_resolver):
    r = plant_resolver.resolve("Borago Officinalis (Borage) Oil")
    assert (r.inci, r.method) == ("BORAGO OFFICINALIS SEED OIL", "completion")
    assert r.confidence < 0.9 and "incomplete" in r.correction
    # only plant-part words may be inserted: "Hordeum Vulgare Extract" is exact, "Aloe Barbadensis Juice" gets "leaf"
    assert plant_resolver.resolve("Aloe Barbadensis Juice").inci == "ALOE BARBADENSIS LEAF JUICE"
    assert plant_resolver.completion_candidates("sodium ascorbyl") == []  # "sodium" is no plant
    # a bare binomial is completed by a part or a preparation, never by another epithet (another plant)
    assert plant_resolver.resolve("Citrus Aurantium").inci is None
    assert plant_resolver.completion_candidates("citrus aurantium") == []


def test_ambiguous_completions_come_only_from_the_derived_table(plant_resolver):
    assert plant_resolver.completion_candidates("glycyrrhiza glabra extract") == [
        "glycyrrhiza glabra leaf extract", "glycyrrhiza glabra root extract"]
    r = plant_resolver.resolve("Glycyrrhiza Glabra (Licorice) Extract")
    assert (r.inci, r.method) == ("GLYCYRRHIZA GLABRA ROOT EXTRACT", "completion")
    assert "labels that print it in full" in r.correction
    assert plant_resolver.resolve("acrylates/c10-30 alkyl").inci == "ACRYLATES/C10-30 ALKYL ACRYLATE CROSSPOLYMER"
    without = InciResolver().fit(plant_resolver.names_)
    # without the table, no completion: the plant is read with its part not stated (never one of the two parts)
    r = without.resolve("Glycyrrhiza Glabra (Licorice) Extract")
    assert (r.inci, r.method) == ("GLYCYRRHIZA GLABRA EXTRACT (PART NOT STATED)", "species")
    assert InciResolver(species_confidence=0).fit(plant_resolver.names_).resolve(
        "Glycyrrhiza Glabra (Licorice) Extract").inci is None
    assert without.resolve("acrylates/c10-30 alkyl").inci is None


def test_slash_and_square_bracket_alternatives_that_name_the_part(plant_resolver):
    r = plant_resolver.resolve("Camelina Sativa Oil/Camelina Sativa Seed Oil")
    assert r.inci == "CAMELINA SATIVA SEED OIL" and "slash alternative" in r.correction
    r = plant_resolver.resolve("Rubus Idaeus (Raspberry) Leaf Extract [Rubus Idaeus Leaf Extract]")
    assert r.inci == "RUBUS IDAEUS LEAF EXTRACT"


def test_transposed_letters_are_one_edit(resolver):
    for typo, inci in (("Gylcerin", "GLYCERIN"), ("Niacinaimde", "NIACINAMIDE")):
        r = resolver.resolve(typo)
        assert (r.inci, r.method) == (inci, "fuzzy") and r.correction


def test_names_run_together_split_into_as_many_names_as_they_hold(plant_resolver):
    rl = plant_resolver.resolve_list(parse_inci("Aqua, Silica Caprylyl Glycol Ethylhexylglycerin Tin Oxide, Mica"))
    assert [(i.position, i.canonical) for i in rl.items] == [
        (1, "AQUA"), (2, "SILICA"), (3, "CAPRYLYL GLYCOL"), (4, "ETHYLHEXYLGLYCERIN"), (5, "TIN OXIDE"), (6, "MICA")]
    assert all("missing comma" in i.resolution.correction for i in rl.items[1:5])
    # one unknown word anywhere and nothing is split
    assert plant_resolver.split_run_on("Silica Caprylyl Glycol Unobtainium Tin Oxide") is None


def test_names_joined_by_and_or_by_a_lost_comma_and_space_are_split(plant_resolver):
    assert plant_resolver.split_run_on("Silica & Tin Oxide and Mica") == ("Silica", "Tin Oxide", "Mica")
    assert plant_resolver.split_run_on("Camelina Sativa Seed Oilcaprylic/Capric Triglyceride") == (
        "Camelina Sativa Seed Oil", "caprylic/Capric Triglyceride")
    assert plant_resolver.split_run_on("Rubus Idaeus (Raspberry) Leaf Extract Glycerin") == (
        "Rubus Idaeus (Raspberry) Leaf Extract", "Glycerin")
    # a word is cut only where both sides are whole names; "and" never starts or ends the run
    assert plant_resolver.split_run_on("Silicaxyz Mica") is None
    assert plant_resolver.split_run_on("and Silica Mica") is None


def test_possible_names_list_what_an_incomplete_name_may_stand_for_without_resolving_it(plant_resolver):
    assert plant_resolver.possible_names("Glycyrrhiza Glabra Extract") == ()  # resolved by the table
    unresolved = InciResolver().fit(plant_resolver.names_)
    assert unresolved.possible_names("Glycyrrhiza Glabra (Licorice) Extract") == (
        "GLYCYRRHIZA GLABRA LEAF EXTRACT", "GLYCYRRHIZA GLABRA ROOT EXTRACT")
    assert unresolved.resolve("Glycyrrhiza Glabra (Licorice) Extract").method == "species"  # never a completion
    assert unresolved.possible_names("Glycerin") == () and unresolved.possible_names("Unobtainium") == ()


def test_suggest_offers_close_names_for_what_did_not_resolve_and_nothing_for_what_did(plant_resolver):
    assert plant_resolver.suggest("Glycerin") == ()
    # too far from anything for a declared typo correction, close enough for "did you mean"
    assert plant_resolver.resolve("niacinamidde zz").inci is None
    assert plant_resolver.suggest("niacinamidde zz")[0] == "NIACINAMIDE"
    unresolved = InciResolver().fit(plant_resolver.names_)
    assert unresolved.suggest("Glycyrrhiza Glabra (Licorice) Extract")[:2] == (
        "GLYCYRRHIZA GLABRA LEAF EXTRACT", "GLYCYRRHIZA GLABRA ROOT EXTRACT")  # its completions come first
    assert plant_resolver.suggest("qwxz") == ()
    assert len(plant_resolver.suggest("acid", limit=2)) <= 2


def test_former_inci_names_resolve_to_the_current_name_declared():
    """CERAMIDE 3 = CERAMIDE NP (issue 9 §3): both are CosIng entries; labels print either; one ingredient."""
    from ingredient_engine.resolve import InciResolver

    r = InciResolver().fit(["CERAMIDE 3", "CERAMIDE NP", "CERAMIDE 6 II", "CERAMIDE AP", "GLYCERIN"],
                           name_history={"CERAMIDE 3": "CERAMIDE NP", "CERAMIDE 6 II": "CERAMIDE AP"})
    for label in ("Ceramide 3", "ceramide NP", "Ceramide 6 II", "Ceramide 6-II"):
        res = r.resolve(label)
        assert res.inci in {"CERAMIDE NP", "CERAMIDE AP"}, label
    said = r.resolve("Ceramide 3")
    assert said.correction and "former INCI name of CERAMIDE NP" in said.correction
    assert r.resolve("Ceramide NP").correction is None
    assert r.resolve("Glycerin").inci == "GLYCERIN"


def test_the_authored_name_history_points_at_cosing_names():
    from ingredient_engine.rules import default_rules_dir, load_inci_name_history

    history = load_inci_name_history(default_rules_dir() / "synonyms" / "inci_name_history.csv")
    assert history["CERAMIDE 3"] == "CERAMIDE NP" and history["CERAMIDE 1"] == "CERAMIDE EOP"
    cosing = SHARED / "cosing" / "cosing_inventory.csv"
    if not cosing.exists():
        pytest.skip("no shared CosIng inventory")
    names = {line.split(",", 1)[0].strip('"') for line in cosing.read_text(encoding="utf-8").splitlines()}
    assert set(history) | set(history.values()) <= names


@pytest.fixture(scope="module")
def real_resolver() -> InciResolver:
    if not COSING.exists():
        pytest.skip(f"shared CosIng inventory not found at {COSING}")
    return fit_default_resolver(COSING, COSDNA if COSDNA.exists() else None)


def test_a_plant_printed_without_its_part_is_read_as_the_plant_part_not_stated(real_resolver):
    """Issue 9: real labels (Sephora P439099, LookFantastic's Weleda refining toner, Sephora 2018 row 386) name a plant
    without saying which part; CosIng lists several. The reading names the plant, says the part is not stated, lists
    what it could be, and stays below the high-confidence bar: never one CosIng substance picked by guesswork."""
    r = real_resolver.resolve("Hamamelis Virginiana (Witch Hazel)")
    assert (r.inci, r.method) == ("HAMAMELIS VIRGINIANA (PART NOT STATED)", "species")
    assert r.confidence < 0.9 and "does not say which part" in r.correction
    assert {"HAMAMELIS VIRGINIANA WATER", "HAMAMELIS VIRGINIANA LEAF EXTRACT"} <= set(r.could_be)
    assert all(n.startswith("HAMAMELIS VIRGINIANA ") for n in r.could_be)
    assert real_resolver.resolve("hamamelis virginiana").inci == "HAMAMELIS VIRGINIANA (PART NOT STATED)"
    # the printed preparation word is kept and narrows what it could be
    r = real_resolver.resolve("vitis vinifera extract")
    assert r.inci == "VITIS VINIFERA EXTRACT (PART NOT STATED)"
    assert "VITIS VINIFERA SEED EXTRACT" in r.could_be and all(n.endswith(" EXTRACT") for n in r.could_be)
    # a further epithet is another plant: sage is not "Salvia Officinalis Lavandulifolia"
    sage = real_resolver.resolve("Salvia Officinalis (Sage)")
    assert sage.method == "species" and not any("LAVANDULIFOLIA" in n for n in sage.could_be)
    assert real_resolver.possible_names("lavandula angustifolia") == real_resolver.resolve(
        "lavandula angustifolia").could_be[:20]
    # a CosDNA synonym that is the plant's bare name, or a common name of it, gives no part either
    assert real_resolver.resolve("Aloe Barbadensis").inci == "ALOE BARBADENSIS (PART NOT STATED)"
    r = real_resolver.resolve("sandalwood")
    assert (r.inci, r.method) == ("SANTALUM ALBUM (PART NOT STATED)", "species") and "SANTALUM ALBUM OIL" in r.could_be
    assert real_resolver.resolve("Santalum Album").method == "exact"  # as printed, a CosIng name
        # what is not a plant's Latin name, or names its part, is not read so
    for name in ("sodium lauroyl", "C12-14 Alketh-12", "Mineral Water", "cotton wick"):
        assert real_resolver.resolve(name).inci is None, name
    # a printed name CosIng lists, and a plant with one part, keep their readings
    assert real_resolver.resolve("Hamamelis Virginiana Water").method == "exact"
    assert real_resolver.resolve("Borago Officinalis (Borage) Oil").method == "completion"


def test_a_common_name_with_the_latin_name_in_brackets_then_the_part(real_resolver):
    """Real Sephora labels: "Queensland Nut (Macadamia Ternifolia) Seed Oil", "Brazil Nut (Bertholletia Excelsa) Seed
    Oil": the bracket holds the Latin name and the part follows it; read as that INCI name, declared, below 0.9."""
    r = real_resolver.resolve("Queensland Nut (Macadamia Ternifolia) Seed Oil")
    assert r.inci == "MACADAMIA TERNIFOLIA SEED OIL" and r.confidence < 0.9 and "name in its brackets" in r.correction
    assert real_resolver.resolve("Brazil Nut (Bertholletia Excelsa) Seed Oil").inci == "BERTHOLLETIA EXCELSA SEED OIL"
    # the bracket may name the part: Sephora's "Triticum Vulgare (Wheat Bran) Extract" is the bran extract
    assert real_resolver.resolve("Triticum Vulgare (Wheat Bran) Extract").inci == "TRITICUM VULGARE BRAN EXTRACT"
    # what the Latin name with the rest does not name stays unrecognised
    assert real_resolver.resolve("Soapberry (Sapindus Mukurossi) Peel Extract").inci is None


def test_source_and_claim_words_around_a_name_and_ocr_ci(real_resolver):
    """Real Sephora labels: ethanol named by its source, a claim before the fragrance, a trilingual vegetable oil, and a
    CI number whose I was scanned as 1."""
    for name, inci in (("Organic Cane Sugar Alcohol", "ALCOHOL"), ("Non-GMO Sugar Cane Alcohol", "ALCOHOL"),
                       ("Alcohol of Vegetal Origin", "ALCOHOL"), ("Phthalates Free Fragrance", "PARFUM"),
                       ("Olus/Vegetable Oil/Huile Végétale", "OLUS OIL"), ("C1 17200/Red 33", "CI 17200"),
                       ("Apple Juice", "PYRUS MALUS JUICE"), ("Lemon Juice", "CITRUS LIMON JUICE")):
        assert real_resolver.resolve(name).inci == inci, name


def test_a_name_with_one_slash_alternative_left_out(real_resolver):
    """LookFantastic prints 'caprylyl wheat bran/straw glycosides (from wheat bran)' for CAPRYLYL/CAPRYL WHEAT
    BRAN/STRAW GLYCOSIDES: completed (declared, below 0.9) only when one CosIng name reduces to it."""
    r = real_resolver.resolve("caprylyl wheat bran/straw glycosides (from wheat bran)")
    assert (r.inci, r.method) == ("CAPRYLYL/CAPRYL WHEAT BRAN/STRAW GLYCOSIDES", "completion")
    assert r.confidence < 0.9 and "slash alternatives" in r.correction
    # CAPRYLIC/CAPRIC, CAPRYLIC/CAPRIC/LINOLEIC ... TRIGLYCERIDE all reduce to it: no reading
    assert real_resolver.resolve("Caprylic Triglyceride").inci is None


def test_a_footnote_legend_at_the_end_is_not_an_ingredient_and_a_ferment_is_not_its_first_organism(real_resolver):
    """Tatcha (Sephora): "Saccharomyces/Camellia Sinensis Leaf/Cladosiphon Okamuranus/Rice Ferment Filtrate*, ...,
    Phenoxyethanol. *Hadasei-3." The last piece explains the mark: dropped text. The ferment (an INCI name newer than
    the CosIng snapshot, extra_inci.csv) is never read as its first organism (SACCHAROMYCES)."""
    rl = real_resolver.resolve_list(parse_inci(
        "['Water, Saccharomyces/Camellia Sinensis Leaf/Cladosiphon Okamuranus/Rice Ferment Filtrate*, Glycerin, "
        "Phenoxyethanol. *Hadasei-3.']"))
    assert [i.canonical for i in rl.items] == [
        "AQUA", "SACCHAROMYCES/CAMELLIA SINENSIS LEAF/CLADOSIPHON OKAMURANUS/RICE FERMENT FILTRATE", "GLYCERIN",
        "PHENOXYETHANOL"]
    assert rl.items[1].resolution.method == "exact" and "*Hadasei-3." in rl.parsed.dropped_text  # extra_inci.csv
    # a starred known name stays an ingredient; an unknown one without an earlier mark too
    assert [i.canonical for i in real_resolver.resolve_list(parse_inci("Water*, Glycerin, *Squalane.")).items] == [
        "AQUA", "GLYCERIN", "SQUALANE"]
    assert len(real_resolver.resolve_list(parse_inci("Water, Glycerin, *Unobtainium")).items) == 3
    assert real_resolver.resolve("Hordeum Vulgare Extract/Extrait D'Orge").inci == "HORDEUM VULGARE EXTRACT"
    assert InciResolver().fit(["SACCHAROMYCES", "GLYCERIN"]).resolve(
        "Saccharomyces/Camellia Sinensis Leaf/Cladosiphon Okamuranus/Rice Ferment Filtrate").inci is None


def test_a_plant_then_its_part_in_another_language_and_respelled_species(real_resolver):
    """Real Sephora labels: "Beta Vulgaris/Beet Root Extract/Extrait de Racine de Betterave" (Latin plant, English
    name with the part, French), "Opuntia Ficus Indica" (CosIng spells OPUNTIA FICUS-INDICA), "Lonones" (OCR'd
    Ionones, CosIng IONONE)."""
    r = real_resolver.resolve("Beta Vulgaris/Beet Root Extract/Extrait de Racine de Betterave")
    assert r.inci == "BETA VULGARIS ROOT EXTRACT" and "slash alternative" in r.correction
    assert real_resolver.resolve("Citrus Aurantium/Orange Peel Oil").inci is None  # dulcis is another epithet
    assert real_resolver.resolve("Opuntia Ficus Indica").inci == "OPUNTIA FICUS-INDICA (PART NOT STATED)"
    assert real_resolver.resolve("Lonones").inci == "IONONE"
    assert real_resolver.resolve("Orange Fruit Water").inci == "CITRUS AURANTIUM DULCIS FRUIT WATER"


def test_swapped_words_germ_former_spellings_and_us_names_on_real_labels(real_resolver):
    for name, inci in (("Microcristallina Cera/Microcrystalline Wax/Cire Microcrystalline", "CERA MICROCRISTALLINA"),
                       ("Zea Mays/Corn Germ Oil", "ZEA MAYS GERM OIL"),
                       ("Glycine Soya (Soybean) Oil", "GLYCINE SOJA OIL"),  # inci_renames.csv
                       ("Pyrithione Zinc", "ZINC PYRITHIONE"),  # us_drug_names.csv, 21 CFR 358.710
                       ("Olive Squalane", "SQUALANE"), ("Mineral Talc", "TALC")):
        assert real_resolver.resolve(name).inci == inci, name
