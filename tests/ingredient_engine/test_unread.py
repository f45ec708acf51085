"""Issue 9 §1: no ingredient vanishes in silence. Real label text from ../shared/data, resolved on the real CosIng file.

Every piece of a label is an ingredient, a part label, or declared dropped text; dropped text that still holds a
CosIng name counts as unrecognised ingredients ("N of M") and marks the analysis as partly unread.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ingredient_engine.analyse import fit_analyzer
from ingredient_engine.parse import ParsedIngredient, ParsedList, ParsedPart, parse_inci
from ingredient_engine.resolve import InciResolver, fit_default_resolver
from ingredient_engine.rules import default_rules_dir, load_label_aliases
from ingredient_engine.unread import NameFinder, alnum_key, holds_lost_names, mention_kind

SHARED = Path(__file__).resolve().parents[3] / "shared" / "data"
COSING = SHARED / "cosing" / "cosing_inventory.csv"
COSDNA = SHARED / "cosdna_ratings" / "ingredients.jsonl"


@pytest.fixture(scope="module")
def real() -> InciResolver:
    if not COSING.exists():
        pytest.skip(f"shared CosIng inventory not found at {COSING} (../shared/data is present in CI)")
    return fit_default_resolver(COSING, COSDNA if COSDNA.exists() else None)


def incis(resolver: InciResolver, raw: str) -> list[str | None]:
    return [i.resolution.inci for i in resolver.resolve_list(parse_inci(raw)).items]


def test_letters_key_keeps_digits():
    assert alnum_key("Caprylic/Ca- Prictriglyceride") == "capryliccaprictriglyceride"
    assert alnum_key("PEG-10") != alnum_key("PEG-100")


def test_finder_needs_word_boundaries():
    f = NameFinder({"aqua": "AQUA", "mineral oil": "PARAFFINUM LIQUIDUM", "olea europaea fruit oil": "X"})
    assert [x.inci for x in f.find("Aquatic Mineral OilOlea Europaea Fruit Oil")] == ["PARAFFINUM LIQUIDUM", "X"]


def test_glued_names_are_split(real):
    # oliveyoung GA230820057
    assert incis(real, "Mineral OilOlea Europaea (Olive) Fruit OilHelianthus Annuus (Sunflower) Seed OilPEG-7 "
                       "Glyceryl Cocoate, Sorbitan SesquioleateVitis Vinifera (Grape) Seed Oil") == [
        "PARAFFINUM LIQUIDUM", "OLEA EUROPAEA FRUIT OIL", "HELIANTHUS ANNUUS SEED OIL", "PEG-7 GLYCERYL COCOATE",
        "SORBITAN SESQUIOLEATE", "VITIS VINIFERA SEED OIL"]


def test_names_separated_by_spaces_only_are_split(real):
    # cosmetics_sephora_2018 row 12
    assert incis(real, "Caprylic/Capric Triglyceride Dicaprylyl Carbonate Squalane Rosa Canina Fruit Oil Oenothera "
                       "Biennis Oil, Tocopherol") == [
        "CAPRYLIC/CAPRIC TRIGLYCERIDE", "DICAPRYLYL CARBONATE", "SQUALANE", "ROSA CANINA FRUIT OIL",
        "OENOTHERA BIENNIS OIL", "TOCOPHEROL"]


def test_a_typo_next_to_a_glued_name_is_joined_back(real):
    assert incis(real, "Tocopheryl AcetateRosa Canina Fruit OilSqualaneGutylene GlycolPhenoxyethanolCaprylyl "
                       "GlycolEthylhexylglycerin")[3] == "BUTYLENE GLYCOL"


@pytest.mark.parametrize(("raw", "inci"), [
    ("Centellaasiaticaleafwater", "CENTELLA ASIATICA LEAF WATER"),      # cosmetics_sephora_2018 row 105
    ("Sodiumhya-Luronate", "SODIUM HYALURONATE"),
    ("Caprylic/Ca- Prictriglyceride", "CAPRYLIC/CAPRIC TRIGLYCERIDE"),
    ("Citrusgrandis (Grapefruit) Peel Oil", "CITRUS GRANDIS PEEL OIL"),
    ("Pheno- Xyethano", "PHENOXYETHANOL"),                            # row 494: line break, then a lost letter
])
def test_scanned_names_read_by_their_letters(real, raw, inci):
    res = real.resolve(raw)
    assert res.inci == inci
    assert res.correction  # declared


def test_drug_facts_actives_resolve_to_inci(real):
    # cosmetics_sephora_2018 row 127
    assert incis(real, "-Octinoxate 7.50%, Octisalate 4.00%, Oxybenzone 2.50%, Titanium Dioxide 1.10%: Sunscreen.") == [
        "ETHYLHEXYL METHOXYCINNAMATE", "ETHYLHEXYL SALICYLATE", "BENZOPHENONE-3", "TITANIUM DIOXIDE"]


def test_us_drug_names_point_at_cosing_names(real):
    table = load_label_aliases(default_rules_dir() / "synonyms" / "us_drug_names.csv")
    assert [v for v in table.values() if v not in real.names_] == []


def test_blend_contents_are_the_ingredients(real):
    # sephora P309308, P38221
    assert incis(real, "['Botanical Blend [Aqua, Opuntia Tuna Fruit Extract, Leuconostoc/Radish Root Ferment "
                       "Filtrate], Squalane']") == [
        "AQUA", "OPUNTIA TUNA FRUIT EXTRACT", "LEUCONOSTOC/RADISH ROOT FERMENT FILTRATE", "SQUALANE"]
    assert incis(real, "Water, Covabsorb (Ethylhexyl Methoxycinnamate, Butyl Methoxy- dibenzoylmethane, Ethylhexyl "
                       "Salicylate), BHT")[1:4] == [
        "ETHYLHEXYL METHOXYCINNAMATE", "BUTYL METHOXYDIBENZOYLMETHANE", "ETHYLHEXYL SALICYLATE"]
    # a known name's bracket is not a blend
    assert incis(real, "Iron Oxides (CI 77491, CI 77492), Water (Aqua, Eau)") == ["CI 77491", "AQUA"]


def test_may_contain_bracket_keeps_its_colourants(real):
    rl = real.resolve_list(parse_inci("['Silica, Tin Oxide, [+/- May Contain: CI 77891 (Titanium Dioxide)]']"))
    assert [(i.resolution.inci, i.may_contain) for i in rl.items] == [
        ("SILICA", False), ("TIN OXIDE", False), ("CI 77891", True)]
    assert rl.unread == ()


def _parsed(names: list[str], dropped: tuple[str, ...]) -> ParsedList:
    ings = tuple(ParsedIngredient(raw=n, name=n, position=k + 1) for k, n in enumerate(names))
    return ParsedList(parts=(ParsedPart(label=None, ingredients=ings),), dropped_text=dropped)


def test_names_in_dropped_text_count_as_unrecognised(real):
    parsed = _parsed(["Water", "Glycerin"], ("Sorbitan SesquioleateVitis Vinifera Seed Oil",
                                             "-Retinol: Reduces the look of fine lines.", "*Mark: Plant-Derived "
                                             "Fragrance", "*Glycerin"))
    rl = real.resolve_list(parsed)
    assert [u.inci for u in rl.unread] == ["SORBITAN SESQUIOLEATE", "VITIS VINIFERA SEED OIL"]
    assert (rl.recognised_count, rl.total, rl.listed_total) == (2, 4, 2)
    assert rl.unrecognised == ("Sorbitan Sesquioleate", "Vitis Vinifera Seed Oil")


def test_prose_and_mentions_are_not_lost_names():
    f = NameFinder({"retinol": "RETINOL", "fragrance": "PARFUM", "squalane": "SQUALANE"})
    assert not holds_lost_names("-Retinol: Reduces the look of fine lines.", f.find("-Retinol: Reduces the look"))
    text = "*Mark: Plant-Derived Fragrance"
    assert not holds_lost_names(text, f.find(text))
    assert holds_lost_names("*Squalane.", f.find("*Squalane."))


def test_analysis_exposes_unread_names(real):
    analyzer = fit_analyzer(["AQUA", "GLYCERIN"], resolver=real)
    a = analyzer.analyse(real.resolve_list(_parsed(["Water", "Glycerin"], ("Sorbitan SesquioleateSqualane",))))
    assert (a.recognised_count, a.total) == (2, 4)
    assert a.recognition_summary == "2 of 4 ingredients recognised"
    assert a.label_partly_unread and [u.inci for u in a.unread] == ["SORBITAN SESQUIOLEATE", "SQUALANE"]
    assert a.unread_note.startswith("We could not read part of this label")
    d = a.to_dict()
    assert d["unread"][0]["dropped_text"] == "Sorbitan SesquioleateSqualane" and d["label_partly_unread"]
    clean = analyzer.analyse(real.resolve_list(_parsed(["Water"], ())))
    assert clean.unread == () and not clean.label_partly_unread and clean.unread_note is None


def test_a_common_name_after_its_inci_name_is_not_a_second_ingredient(real):
    # cosmetics_sephora_2018 row 12 prints "Latin name, common name" pairs
    rl = real.resolve_list(parse_inci("Oenothera Biennis Oil, Evening Primrose Oil, Coriandrum Sativum Oil, Coriander "
                                      "Seed Oil, Tocopherol"))
    assert [i.resolution.inci for i in rl.items] == ["OENOTHERA BIENNIS OIL", "CORIANDRUM SATIVUM OIL", "TOCOPHEROL"]
    assert [i.position for i in rl.items] == [1, 2, 3]
    assert "common name" in (rl.items[1].resolution.correction or "")
    # two citrus oils are two ingredients
    assert len(real.resolve_list(parse_inci("Citrus Aurantium Bergamia (Bergamot) Fruit Oil, Citrus Aurantium Dulcis "
                                            "(Orange) Oil")).items) == 2


def test_legends_callouts_highlights_and_notes_mention_names():
    f = NameFinder({"natural fragrance": "PARFUM", "ferulic acid": "FERULIC ACID", "vitamin e": "TOCOPHEROL",
                    "ubiquinone": "UBIQUINONE", "linoleic acid": "LINOLEIC ACID", "squalane": "SQUALANE"})
    listed = {"PARFUM", "FERULIC ACID", "TOCOPHEROL"}

    def kind(text: str, held=listed) -> str | None:
        return mention_kind(text, f.find(text), held)

    # cosmetics_sephora_2018 row 724 ("Fragrance*, ..., Linalool*. *100% Natural Fragrance."), row 680's callouts
    assert kind("*100% Natural Fragrance.") == "legend"
    assert kind("-Pure Ferulic Acid") == "callout" and kind("-Pure Vitamin E") == "callout"
    # a legend or callout naming what the list does not hold may be lost text
    assert kind("-Pure Squalane") is None and holds_lost_names("*Squalane.", f.find("*Squalane."), listed=listed)
    assert kind("*Natural Squalane", held={"TOCOPHEROL"}) is None
    # a legend in a field with no list at all (rows 800/894: the source kept only the legend of a list it lost);
    # a marked name alone is still a name to read, not a legend
    assert kind("*100% Natural Fragrance", held=set()) == "legend"
    assert holds_lost_names("*Squalane.", f.find("*Squalane."), listed=set())
    # a highlight cut off mid-word (row 1402); one whose description names an ingredient is not a highlight
    assert kind("-Ubiquinone (CoQ10): De", held=set()) == "highlight"
    assert kind("-Blend: Squalane", held=set()) is None
    # the parser's note on one ingredient (Sephora P451665: "Safflower Oil Contains: Linoleic Acid.")
    assert kind("Contains: Linoleic Acid.", held=set()) == "constituents"
    assert not holds_lost_names("Contains: Linoleic Acid.", f.find("Contains: Linoleic Acid."))


def test_a_constituent_note_is_no_lost_ingredient(real):
    rl = real.resolve_list(parse_inci("Hydroxycitronellal Safflower Oil Contains: Linoleic Acid."))
    assert rl.parsed.dropped_text == ("Contains: Linoleic Acid.",) and rl.unread == ()


def test_a_name_cut_in_two_halves_neither_of_them_a_name(real):
    # Sephora P381110, P117410, P390005, P461601; cosmetics_sephora_2018 row 1317
    rl = real.resolve_list(parse_inci("Water, Butyphenyl, Methylpropional, Propylene, Gycol, Ethylhexyl, Salicylate "
                                      "Citral, Sodium C14, 16 Olefin Sulfonate, Sodium Lauroyl, Sarcosinat"))
    got = [(i.resolution.inci, i.position) for i in rl.items]
    assert got == [("AQUA", 1), ("BUTYLPHENYL METHYLPROPIONAL", 2), ("PROPYLENE GLYCOL", 3),
                   ("ETHYLHEXYL SALICYLATE", 4), ("CITRAL", 5), ("SODIUM C14-16 OLEFIN SULFONATE", 6),
                   ("SODIUM LAUROYL SARCOSINATE", 7)]
    typo = rl.items[1].resolution
    assert typo.confidence <= 0.85 and "one name cut by a separator" in (typo.correction or "")
    # two unknown names that spell no name together stay two (Sephora's Mirsalehi honey and propolis)
    rl = real.resolve_list(parse_inci("Water, Mirsalehi Honey, Mirsalehi Propolis Cera (Wax)"))
    assert [i.resolution.inci for i in rl.items] == ["AQUA", None, None]
    # a strict join keeps its confidence (an exact name)
    rl = real.resolve_list(parse_inci("Water, Ethylhexyl, Salicylate"))
    assert rl.items[1].resolution.inci == "ETHYLHEXYL SALICYLATE" and rl.items[1].resolution.confidence == 0.9


def test_the_preparation_named_first_and_a_typo_behind_a_qualifier(real):
    res = real.resolve("Extracts of Borago Officinals (Borage)")  # Sephora P500792
    assert res.inci == "BORAGO OFFICINALIS EXTRACT" and res.confidence <= 0.85 and "as 'borago" in res.correction
    assert real.resolve("Essential Oil of Peppermint (Mentha Piperita)").inci == "MENTHA PIPERITA OIL"
    res = real.resolve("Organic Althea Officinalis (Marshmallow) Root Extract")  # Sephora P479736
    assert res.inci == "ALTHAEA OFFICINALIS ROOT EXTRACT" and res.confidence < 0.9 and res.method == "fuzzy"
