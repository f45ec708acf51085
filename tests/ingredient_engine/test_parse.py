"""Parser tests: every messy case from docs/peers.md "Real ingredient lists are messy"."""

from __future__ import annotations

import pytest

from ingredient_engine.parse import parse_inci


def names(raw: str) -> list[str]:
    return [i.name for i in parse_inci(raw).ingredients]


def test_list_codes_batch_numbers_and_alcohol_strength_are_dropped_not_ingredients():
    """Real Sephora endings: Bath & Body Works' list codes, Lancôme's F.I.L. codes, 'FORMULA #305-1', a batch number
    after the last name, a perfume's alcohol strength. Each goes to dropped_text, whole."""
    cases = {
        "['Ci 14700 (Red 4), Ci 42090 (Blue 1), Il28-1.']": (["Ci 14700 (Red 4)", "Ci 42090 (Blue 1)"], "Il28-1"),
        "['Mica, Il52A.']": (["Mica"], "Il52A"),
        "['Alumina, Parfum/Fragrance &bull; (F.I.L. : B257052/2).']": (["Alumina", "Parfum/Fragrance"],
                                                                     "(F.I.L. : B257052/2)"),
        "['Ci 19140/Yellow 5, Formula : 947976 21 Code F.I.L N70013647/1.']": (
            ["Ci 19140/Yellow 5"], "Formula : 947976 21 Code F.I.L N70013647/1"),
        "['Tocopherol, Citric Acid FORMULA #305-1.']": (["Tocopherol", "Citric Acid"], "FORMULA #305-1"),
        "['Methyl Anthranilate, Geraniol. (F.I.L B277999/I).']": (["Methyl Anthranilate", "Geraniol"],
                                                                  "(F.I.L B277999/I)"),
        "['Limonene, Hexyl Cinnamal. 6008']": (["Limonene", "Hexyl Cinnamal"], ". 6008"),
        "['Limonene, Linalool. 80 % Vol.']": (["Limonene", "Linalool"], "80 % Vol."),
        "['Coumarin, CI 19140 (Yellow 5).', 'Percent alcohol: 79% vol.']": (["Coumarin", "CI 19140 (Yellow 5)"],
                                                                          "Percent alcohol: 79% vol."),
    }
    for raw, (names, dropped) in cases.items():
        p = parse_inci(raw)
        assert [i.name for i in p.parts[0].ingredients] == names, raw
        assert dropped in p.dropped_text, raw
    # names that merely contain the letters stay whole
    assert [i.name for i in parse_inci("Soil Extract, Fil Extract, Oil").parts[0].ingredients] == [
        "Soil Extract", "Fil Extract", "Oil"]


def test_allergens_header_after_a_perfume_formula_lists_ingredients():
    """Sephora P451242 ends its list with a second element 'Allergens: Linalool.'; another perfume runs the header on
    after its last name ('..., Terpineol Allergens: Citronellol, ...'). The allergens are ingredients."""
    p = parse_inci("['Iso E Super, Isopropyl Myristate, Caprylic/Capric Triglyceride.', 'Allergens: Linalool.']")
    assert [(x.label, [(i.position, i.name) for i in x.ingredients]) for x in p.parts] == [
        (None, [(1, "Iso E Super"), (2, "Isopropyl Myristate"), (3, "Caprylic/Capric Triglyceride"), (4, "Linalool")])]
    assert p.dropped_text == ("Allergens:",)
    p = parse_inci("Methyl Dihydrojasmonate, Terpineol Allergens: Citronellol, Geraniol")
    assert [i.name for i in p.parts[0].ingredients] == ["Methyl Dihydrojasmonate", "Terpineol", "Citronellol", "Geraniol"]
    # the text before the header is the formula, not a product name; a repeated allergen is not a second ingredient
    p = parse_inci("['Organic Cane Sugar Alcohol, Distilled Water, Amyl Cinnamal, Coumarin, Limonene, Linalool, "
                   "Vanillin. Allergens: Coumarin, Limonene, Linalool.']")
    assert [i.name for i in p.parts[0].ingredients] == [
        "Organic Cane Sugar Alcohol", "Distilled Water", "Amyl Cinnamal", "Coumarin", "Limonene", "Linalool", "Vanillin"]
    assert p.dropped_text == ("Allergens:",)


def test_header_stripped_and_kept_in_dropped_text():
    p = parse_inci("Ingredients: Water, Glycerin")
    assert [i.name for i in p.ingredients] == ["Water", "Glycerin"]
    assert "Ingredients:" in p.dropped_text
    assert names("INCI: Aqua, Glycerin") == ["Aqua", "Glycerin"]


@pytest.mark.parametrize("water", ["Aqua (Water)", "Water/Aqua/Eau", "Water\\Aqua\\Eau", "Water (Aqua, Eau)", "Aqua / Water / Eau"])
def test_water_variants_are_one_ingredient_at_one_position(water):
    p = parse_inci(f"{water}, Glycerin, Niacinamide")
    assert [(i.position, i.name) for i in p.ingredients][1:] == [(2, "Glycerin"), (3, "Niacinamide")]
    assert p.ingredients[0].position == 1


@pytest.mark.parametrize(
    "name",
    ["Caprylic/Capric Triglyceride", "Dimethicone/Vinyl Dimethicone Crosspolymer", "1,2-Hexanediol",
     "Iron Oxides (CI 77491, CI 77492)", "FD&C Yellow No. 5", "Sigesbeckia Orientalis (St. Paul'S Wort) Extract"],
)
def test_slashes_commas_and_dots_inside_real_names_are_kept(name):
    assert names(f"Water, {name}, Glycerin") == ["Water", name, "Glycerin"]


def test_sephora_list_literal_with_kits_gives_labelled_parts_with_own_positions():
    raw = "['Shade 3:', 'Talc, CI 77492 (Iron Oxides), Mica.', 'Shade 4:', 'Talc, Silica.']"
    p = parse_inci(raw)
    assert [part.label for part in p.parts] == ["Shade 3", "Shade 4"]
    assert [(i.position, i.name) for i in p.parts[1].ingredients] == [(1, "Talc"), (2, "Silica")]


def test_list_literal_pieces_of_one_long_list_are_rejoined():
    raw = "['Mica, Titanium', 'Dioxide (Ci 77891), Iron', 'Oxides (Ci 77491).']"
    assert names(raw) == ["Mica", "Titanium Dioxide (Ci 77891)", "Iron Oxides (Ci 77491)"]


def test_lookfantastic_literal_of_single_names():
    assert names("['sodium polyacrylate', 'butylene glycol', '1,2-hexanediol']") == [
        "sodium polyacrylate", "butylene glycol", "1,2-hexanediol"]


@pytest.mark.parametrize(
    "block",
    ["May Contain/Peut Contenir (±): CI 77891, CI 77491", "(+/-): CI 77891, CI 77491", "May contain: CI 77891, CI 77491",
     "+/- CI 77891, CI 77491"],
)
def test_may_contain_blocks_have_no_position(block):
    p = parse_inci(f"Mica, Talc. {block}")
    main = [i for i in p.ingredients if not i.may_contain]
    may = [i for i in p.ingredients if i.may_contain]
    assert [(i.position, i.name) for i in main] == [(1, "Mica"), (2, "Talc")]
    assert [(i.position, i.ci_numbers) for i in may] == [(None, ("CI 77891",)), (None, ("CI 77491",))]


def test_bracketed_eu_may_contain_block_closes():
    p = parse_inci("Aqua, Glycerin [+/- CI 77891, CI 77491], Dimethicone")
    assert [(i.name, i.position, i.may_contain) for i in p.ingredients] == [
        ("Aqua", 1, False), ("Glycerin", 2, False), ("CI 77891", None, True), ("CI 77491", None, True),
        ("Dimethicone", 3, False)]


def test_glued_may_contain_marker_splits():
    assert names("Sorbic Acid, Poloxamer 338May Contain/Peut Contenir(+/-): Mica")[:2] == ["Sorbic Acid", "Poloxamer 338"]


def test_nano_percent_ppm_are_attributes():
    p = parse_inci("Centella Asiatica Extract(3,663ppm), Sodium Fluoride (1450 ppm), Titanium Dioxide [nano], "
                   "Salicylic Acid 2%, Zinc Oxide (nano)")
    got = [(i.name, i.ppm, i.percent, i.nano) for i in p.ingredients]
    assert got == [("Centella Asiatica Extract", 3663.0, None, False), ("Sodium Fluoride", 1450.0, None, False),
                   ("Titanium Dioxide", None, None, True), ("Salicylic Acid", None, 2.0, False),
                   ("Zinc Oxide", None, None, True)]


def test_ci_numbers_extracted_in_any_spelling():
    p = parse_inci("Iron Oxides (Ci 77491, CI77492, C.I. 77499), Cl 77891")
    assert p.ingredients[0].ci_numbers == ("CI 77491", "CI 77492", "CI 77499")
    assert p.ingredients[1].ci_numbers == ("CI 77891",)


def test_separators_trailing_period_footnotes_and_explanations():
    p = parse_inci("Water • Glycerin · Squalane; Rosa Canina Fruit Oil*, Citrus Peel Oil†, Tocopherol**. *Organic. **Natural")
    assert [i.name for i in p.ingredients] == ["Water", "Glycerin", "Squalane", "Rosa Canina Fruit Oil",
                                               "Citrus Peel Oil", "Tocopherol"]
    assert any(d.startswith("*Organic") for d in p.dropped_text)


def test_blend_notation_and_separates():
    assert names("Water** (and) Argania Spinosa Kernel Oil* (and) Propanediol") == [
        "Water", "Argania Spinosa Kernel Oil", "Propanediol"]


def test_ligature_and_curly_quotes_normalised():
    assert names("Beeswax/Cire d’abeille, Saﬄower Oil") == ["Beeswax/Cire d'abeille", "Safflower Oil"]


def test_drug_facts_actives_with_percentages_are_ingredients():
    # cosmetics_sephora_2018 row 127 (issue 9 §1): the actives are ingredients; only their purpose is dropped.
    raw = "-Octinoxate 7.50%, Octisalate 4.00%, Oxybenzone 2.50%, Titanium Dioxide 1.10%: Sunscreen."
    p = parse_inci(raw)
    assert [(i.name, i.percent) for i in p.ingredients] == [
        ("Octinoxate", 7.5), ("Octisalate", 4.0), ("Oxybenzone", 2.5), ("Titanium Dioxide", 1.1)]
    assert p.dropped_text == (": Sunscreen.",)


def test_highlight_without_percentage_stays_prose():
    p = parse_inci("-Zinc Oxide 12%: Provides broad spectrum UVA/UVB protection. -Green Tea Extract: Protects against "
                   "free radicals and environmental toxins.")
    assert [i.name for i in p.ingredients] == ["Zinc Oxide"]
    assert p.dropped_text[-1].startswith("-Green Tea Extract: Protects")


def test_text_after_a_percentage_is_not_part_of_the_name():
    p = parse_inci("-Homosalate 10%, Octinoxate 7.5%, Octisalate 5%, and Avobenzone 3% Deliver broad-spectrum sun "
                   "protection.")
    assert [i.name for i in p.ingredients] == ["Homosalate", "Octinoxate", "Octisalate", "Avobenzone"]
    assert p.dropped_text == ("Deliver broad-spectrum sun protection.",)


def test_leading_footnote_mark_on_a_name_keeps_the_name():
    # sephora P476416: "*Tocopherol (mixed)" is an ingredient with a mark; "*Organic" explains a mark.
    p = parse_inci("['Vanilla Planifolia (Vanilla) Fruit Extract, Honey, *Tocopherol (mixed), *Beta-Sitosterol, "
                   "*Squalane.']")
    assert [i.name for i in p.ingredients][1:] == ["Honey", "Tocopherol (mixed)", "Beta-Sitosterol", "Squalane"]
    assert p.dropped_text == ()
    p = parse_inci("Water, Aloe Barbadensis Leaf Juice*, Glycerin, *Certified organic ingredient")
    assert [i.name for i in p.ingredients] == ["Water", "Aloe Barbadensis Leaf Juice", "Glycerin"]
    assert p.dropped_text == ("*Certified organic ingredient",)


def test_names_separated_by_spaces_only_stay_one_item_for_the_resolver():
    # sephora P461217: over 12 words, but none of a sentence's words: not prose.
    p = parse_inci("['Hydrogenated Didecene Isododecane Hydrogenated Polyisobutene Mica Hydrogenated "
                   "Polycyclopentadiene Hydrogenated Styrene/Isoprene Copolymer Triethoxycaprylylsilane 1,2-Hexanediol "
                   "Caprylyl Glycol May Contain: CI 77491 (Iron Oxides) CI 77891 (Titanium Dioxide).']")
    assert p.ingredients[0].name.startswith("Hydrogenated Didecene Isododecane")
    assert p.dropped_text == ("May Contain:",)


def test_dot_without_space_between_names_separates():
    # sephora P406941
    assert names("Maris Sal/Sea Salt/Sel Marin.Ci 14700/Red 4.Ci 17200/Red 33.Polyvinyl Alcohol.Copper Palmitoyl "
                 "Heptapeptide-14 .Heptapeptide-15 Palmitate.") == [
        "Maris Sal/Sea Salt/Sel Marin", "Ci 14700/Red 4", "Ci 17200/Red 33", "Polyvinyl Alcohol",
        "Copper Palmitoyl Heptapeptide-14", "Heptapeptide-15 Palmitate"]


def test_boilerplate_and_trailing_footnote_explanation_dropped():
    p = parse_inci("Water, Phenoxyethanol * Essential Oil Please be aware that ingredient lists may change or vary "
                   "from time to time. Please refer to the ingredient list on the product package.")
    assert [i.name for i in p.ingredients] == ["Water", "Phenoxyethanol"]
    assert any(d.startswith("Please be aware") for d in p.dropped_text)


def test_marketing_element_before_the_list_is_dropped():
    p = parse_inci("['Natural Caffeine: Visibly smooths and illuminates skin.', 'Water, Glycerin, Caffeine.']")
    assert [i.name for i in p.ingredients] == ["Water", "Glycerin", "Caffeine"]
    assert p.dropped_text == ("Natural Caffeine: Visibly smooths and illuminates skin.",)


def test_product_name_before_active_and_inactive_headers():
    raw = ("Res Lift Spf15 Division: El (Estee Lauder)Active Ingredients: Avobenzone 3.00% , Octisalate 5.00%"
           "Ingredients: Water , Cetyl Alcohol")
    p = parse_inci(raw)
    assert [(i.name, i.percent) for i in p.ingredients] == [
        ("Avobenzone", 3.0), ("Octisalate", 5.0), ("Water", None), ("Cetyl Alcohol", None)]


def test_glued_percentage_splits_names():
    assert names("Octocrylene 2.8%Water, Glycerin") == ["Octocrylene", "Water", "Glycerin"]


@pytest.mark.parametrize("placeholder", ["#NAME?", "No Info", "Visit the Dior boutique", "", None])
def test_placeholders_give_no_ingredients(placeholder):
    assert parse_inci(placeholder).ingredients == ()


def test_parsed_types_are_frozen():
    p = parse_inci("Water")
    with pytest.raises(AttributeError):
        p.ingredients[0].name = "x"  # type: ignore[misc]


@pytest.mark.parametrize("raw", [
    "Water, Tin Oxide, [+/- (May Contain): CI 42090 (Blue 1 Lake), Mica]",
    "Water, Tin Oxide. (+/- (May contain): CI 42090 (Blue 1 Lake), Mica)",
])
def test_bracketed_plus_minus_may_contain_block_is_read_once(raw):
    p = parse_inci(raw)
    assert [(i.name, i.may_contain) for i in p.ingredients] == [
        ("Water", False), ("Tin Oxide", False), ("CI 42090 (Blue 1 Lake)", True), ("Mica", True)]


def test_label_claims_are_dropped_not_ingredients():
    p = parse_inci("Glass, Soy Wax, Cotton Wick. Paraben-, Phthalate-, and Cruelty-Free.")
    assert names("Glass, Soy Wax, Cotton Wick. Paraben-, Phthalate-, and Cruelty-Free.") == ["Glass", "Soy Wax", "Cotton Wick"]
    assert "Paraben-" in p.dropped_text
    assert names("Pure, FDA Approved, Naturally Derived, Paraffin, Fragrance.") == ["Paraffin", "Fragrance"]
    # a real name that merely contains such a word is kept
    assert names("Natural Fragrance, Alcohol-Free Toner Base, Glycerin")[0] == "Natural Fragrance"


def test_cas_numbers_superscript_footnotes_and_bare_header():
    p = parse_inci("Ingredients Water, Linalool 78-70-6, Glycerin¹, Hydrolyzed Hyaluronic Acid², PEG-8")
    assert [(i.position, i.name) for i in p.ingredients] == [
        (1, "Water"), (2, "Linalool"), (3, "Glycerin"), (4, "Hydrolyzed Hyaluronic Acid"), (5, "PEG-8")]
    assert "78-70-6" in p.dropped_text and "Ingredients" in p.dropped_text
    assert names("Water, Linalool+mark: plant-derived fragrance") == ["Water", "Linalool"]
    assert names("Water ■ Glycerin ■ Niacinamide") == ["Water", "Glycerin", "Niacinamide"]


def test_lettered_locants_keep_a_chemical_name_whole():
    assert names("Alcohol, Dodecahydro-3a,6,6,9a-Tetramethylnaphtho[2,1-b]furan, Glycerin") == [
        "Alcohol", "Dodecahydro-3a,6,6,9a-Tetramethylnaphtho[2,1-b]furan", "Glycerin"]


# --- labelled lists, separators and kits seen in the import's "no names found" rows -----------------


def _names(p):
    return [(part.label, [i.name for i in part.ingredients]) for part in p.parts]


def test_label_before_a_long_list_is_a_part_not_prose():
    raw = ("Beste No.9 Jelly Cleanser: Water, Sodium Lauroyl Methyl Isethionate, Glycerin, Cocamidopropyl Betaine, "
           "Cocamidopropyl Hydroxysultaine, Sodium Methyl Oleoyl Taurate, Propanediol, Aloe Barbadensis Leaf Extract")
    p = parse_inci(raw)
    assert p.parts[0].label == "Beste No.9 Jelly Cleanser"
    assert [i.name for i in p.parts[0].ingredients][:3] == ["Water", "Sodium Lauroyl Methyl Isethionate", "Glycerin"]
    p = parse_inci("Essence: Water*, Lactobacillus Ferment Lysate*, Propanediol, Butylene Glycol*, Glycerin, "
                   "1,2-Hexanediol*, 2,3-Butanediol+, Panthenol, Hydrogenated Lecithin+, Hydroxyproline")
    assert p.parts[0].label == "Essence" and len(p.parts[0].ingredients) == 10


def test_marketing_verbs_and_supplement_facts_after_a_label_stay_prose():
    p = parse_inci("['Vinolevure: Strengthens, moisturizes, tones.', 'Water, Glycerin, Mica']")
    assert _names(p) == [(None, ["Water", "Glycerin", "Mica"])]
    p = parse_inci("Supplement Facts: Serving Size - 1 Packet, Total Carbohydrate 1g (< DV), Total Sugars 0g, "
                   "Added Sugars 0g DV)")
    assert p.parts == ()


def test_highlights_run_on_one_line_then_the_list():
    p = parse_inci("-Charcoal: Detoxifies. -Volcanic Pumice: Exfoliates. -Witch Hazel: Tones. "
                   "SUPERMUD® Clearing Treatment: Water, Kaolin, Magnesium Aluminum Silicate, Mandelic Acid.")
    assert _names(p) == [("SUPERMUD Clearing Treatment", ["Water", "Kaolin", "Magnesium Aluminum Silicate",
                                                         "Mandelic Acid"])]
    assert p.dropped_text == ("-Charcoal: Detoxifies.", "-Volcanic Pumice: Exfoliates.", "-Witch Hazel: Tones.")
    p = parse_inci("-Pure Vitamin E -Blue Concentrate: Dipropylene Glycol, Tocopherol, Ferulic Acid, Ext. Violet 2")
    assert _names(p) == [("Blue Concentrate", ["Dipropylene Glycol", "Tocopherol", "Ferulic Acid", "Ext. Violet 2"])]


def test_list_elements_keep_apart_despite_a_stray_comma():
    p = parse_inci("['hamamelis virginiana', 'pyrus malus flower extract', 'pantheno,l citric acid', 'disodium', "
                   "'edta']")
    assert [i.name for i in p.ingredients] == ["hamamelis virginiana", "pyrus malus flower extract", "panthenol",
                                               "citric acid", "disodium", "edta"]
    p = parse_inci("['lactic acid', 'polylactic acid', 'polyglceryl-3,cocoate']")
    assert [i.name for i in p.ingredients] == ["lactic acid", "polylactic acid", "polyglceryl-3 cocoate"]
    # Sephora: elements are pieces of one long list.
    p = parse_inci("['Water, Glycerin, Titanium', 'Dioxide (CI 77891), Mica']")
    assert [i.name for i in p.ingredients] == ["Water", "Glycerin", "Titanium Dioxide (CI 77891)", "Mica"]


def test_at_signs_and_double_spaces_separate():
    p = parse_inci("Water@Methylpropanediol@Pentylene Glycol@Tranexamic Acid (2.0%)@2,3-Butanediol")
    assert [i.name for i in p.ingredients] == ["Water", "Methylpropanediol", "Pentylene Glycol", "Tranexamic Acid",
                                               "2,3-Butanediol"]
    assert p.ingredients[3].percent == 2.0
    p = parse_inci("['Matte:', 'Mica  Caprylic/Capric Triglyceride  Dimethicone  Diisostearyl Malate  Silica']")
    assert _names(p) == [("Matte", ["Mica", "Caprylic/Capric Triglyceride", "Dimethicone", "Diisostearyl Malate",
                                    "Silica"])]


def test_product_titles_glued_to_names():
    p = parse_inci("[Erseongcho Ampoule 20mL (Refreshing)Water, Houttuynia Cordata Extract(20%), Butylene Glycol")
    assert [i.name for i in p.ingredients] == ["Water", "Houttuynia Cordata Extract", "Butylene Glycol"]
    assert p.dropped_text == ("[Erseongcho Ampoule 20mL (Refreshing)",)
    p = parse_inci("Water, Glycerin, Limonene[Mask Sheet]Water, Butylene Glycol, Panthenol, Betaine")
    assert _names(p) == [(None, ["Water", "Glycerin", "Limonene"]),
                         ("Mask Sheet", ["Water", "Butylene Glycol", "Panthenol", "Betaine"])]
    # An alternative name in brackets, spaced on both sides, is not a title.
    p = parse_inci("Water, Vitis Vinifera (Grape) Fruit Extract [Vitis Vinifera Extract] Silica, Mica")
    assert len(p.parts) == 1


def test_kit_products_running_on_in_one_line():
    p = parse_inci("Essence: Water, Glycerin, Butylene Glycol, GeraniolSerum: Water, Glycerin, Niacinamide, "
                   "Disodium EDTACalming Pad: Water, Betaine, Xanthan Gum")
    assert _names(p) == [("Essence", ["Water", "Glycerin", "Butylene Glycol", "Geraniol"]),
                         ("Serum", ["Water", "Glycerin", "Niacinamide", "Disodium EDTA"]),
                         ("Calming Pad", ["Water", "Betaine", "Xanthan Gum"])]
    p = parse_inci("['Pay No Mind: Talc, Silica, Mica. May Contain/Peut Contenir (±): Titanium Dioxide (CI 77891)', "
                   "'Serve: Talc, Lauroyl Lysine, Silica']")
    assert [part.label for part in p.parts] == ["Pay No Mind", "Serve"]
    # "Iron Oxides: CI 77491, ..." spells a colourant out; it is not a product label.
    p = parse_inci("Water, Iron Oxides: CI 77491, CI 77492, CI 77499, Mica")
    assert len(p.parts) == 1 and p.parts[0].label is None


def test_colon_before_a_percentage_and_shade_elements():
    p = parse_inci("['Avobenzone: 2.5%, Homosalate: 6.0%, Octisalate: 5.0%, Alcohol Denat., Algae Extract']")
    assert [(i.name, i.percent) for i in p.ingredients][:2] == [("Avobenzone", 2.5), ("Homosalate", 6.0)]
    p = parse_inci("['Shade: Lip Cheat In Pillow Talk Medium', 'Cyclopentasiloxane, Synthetic Wax, Polybutene']")
    assert _names(p) == [("Shade: Lip Cheat In Pillow Talk Medium", ["Cyclopentasiloxane", "Synthetic Wax",
                                                                     "Polybutene"])]


def test_may_contain_marker_inside_a_label_line():
    p = parse_inci("Pure: Talc, Mica, Silica.\nAll Shades (+/-) May Contain/Peut Contenir: Iron Oxides (Ci 77491), "
                   "Titanium Dioxide (Ci 77891), Manganese Violet (Ci 77742)")
    assert [(i.name, i.may_contain) for i in p.ingredients][2:4] == [("Silica", False), ("Iron Oxides (Ci 77491)", True)]
    assert [i.may_contain for i in parse_inci("Water, Glycerin, MayContain: Mica").ingredients] == [False, False, True]


def test_formula_and_ingredient_list_numbers_are_dropped_not_read_as_names():
    p = parse_inci("['Alcohol Denat., Parfum, Limonene, Benzyl Benzoate <ILN40259>.']")
    assert [i.name for i in p.ingredients][-1] == "Benzyl Benzoate" and "<ILN40259>" in p.dropped_text
    assert [i.name for i in parse_inci("Water, Sodium Benzoate [ILN 30092].").ingredients][-1] == "Sodium Benzoate"
    p = parse_inci("Zinc Oxide 6.3%, [May Contain] Titanium Dioxide, Iron Oxidev282466/1")
    assert [i.name for i in p.ingredients][-2:] == ["Titanium Dioxide", "Iron Oxide"]
    assert [i.name for i in parse_inci("Glycerin, Biotin. D245654/1").ingredients] == ["Glycerin", "Biotin"]
    assert parse_inci("Water, <ILN40700>").ingredients[-1].name == "Water"
    # numbers that belong to names stay
    assert [i.name for i in parse_inci("PEG-100 Stearate, Polysorbate 20").ingredients] == [
        "PEG-100 Stearate", "Polysorbate 20"]


def test_labels_that_list_several_shades_or_number_one():
    p = parse_inci("['Talc, Mica.', 'Sandalwood, Henna, Demure, Doll Face, Coco, Suede, Maneater, Risqué:', "
                   "'Mica, Zea Mays Starch', 'N° 16143 Shellie', 'Synthetic Fluorphlogopite, Mica']")
    assert _names(p) == [(None, ["Talc", "Mica"]),
                         ("Sandalwood, Henna, Demure, Doll Face, Coco, Suede, Maneater, Risqué", ["Mica", "Zea Mays Starch"]),
                         ("N° 16143 Shellie", ["Synthetic Fluorphlogopite", "Mica"])]
    p = parse_inci("['A1', 'Mica, Talc.', 'B5, D1', 'Mica, Silica.', 'Shade 182', 'Polyglyceryl-2 Triisostearate', "
                   "'61H Espresso, 60N Mahogany, 45S Tan-Deep Sand:', 'Talc', 'Violet Shimmer (2), Coral Shimmer (4):', "
                   "'Mica, Bht, N 04932/N.']")
    assert [(part.label, len(part.ingredients)) for part in p.parts] == [
        ("A1", 2), ("B5, D1", 2), ("Shade 182", 1), ("61H Espresso, 60N Mahogany, 45S Tan-Deep Sand", 1),
        ("Violet Shimmer (2), Coral Shimmer (4)", 2)]
    assert "N 04932/N" in p.dropped_text
    # names with the marks of chemistry in an element ending in a colon are ingredients, not shades
    p = parse_inci("['Water, Glycerin, PEG-100 Stearate, Dimethicone:', 'Mica']")
    assert p.parts[0].label is None and len(p.ingredients) == 5


# Issue 9, third round: the pieces the parser still dropped or glued, on real labels (gold kinds in data/gold/SOURCES.md).


def test_numbered_shade_names_standing_alone_label_their_lists():
    # Sephora P471556 (shortened): the shade number and name is an element of its own before each list
    p = parse_inci("['01 Coral Crumbs', 'Talc, Nylon-12, Aqua/Water/Eau', '02 Gold Drip', 'Dimethicone, Silica', "
                   "'03 More Macchiato', 'Pentaerythrityl Tetraisostearate, Fragrance (Parfum)']")
    assert _names(p) == [("01 Coral Crumbs", ["Talc", "Nylon-12", "Aqua/Water/Eau"]),
                         ("02 Gold Drip", ["Dimethicone", "Silica"]),
                         ("03 More Macchiato", ["Pentaerythrityl Tetraisostearate", "Fragrance (Parfum)"])]
    assert p.dropped_text == ()


def test_bracketed_kit_titles_label_their_lists():
    # Olive Young GA230719517 / GA230217635 (shortened): a leading title and titles glued between two lists, also
    # one-word titles and titles with a colon, are part labels, never ingredients or dropped text
    p = parse_inci("[Soybean Panthenol Cream]Water, Glycerine, Squalane, Ethylhexylglycerin[Soybean Panthenol "
                   "Ampoule]Water, Glycerin, Dipropylene Glycol, 1,2-Hexanediol")
    assert [part.label for part in p.parts] == ["Soybean Panthenol Cream", "Soybean Panthenol Ampoule"]
    assert p.dropped_text == ()
    p = parse_inci("[Main: Ampule 50mL] Water, Niacinamide, Linalool, Geraniol, Citral[Free Gift: Cream 31mL]Water, "
                   "Glycerin, Pentylene Glycol, Niacinamide, Citral")
    assert _names(p) == [("Main: Ampule 50mL", ["Water", "Niacinamide", "Linalool", "Geraniol", "Citral"]),
                         ("Free Gift - Cream 31mL", ["Water", "Glycerin", "Pentylene Glycol", "Niacinamide", "Citral"])]
    p = parse_inci("Water, Glycerin, Sodium Acetylated Hyaluronate[Cream]Allium Cepa (Onion) Bulb Extract, "
                   "Water, Glycerin, Butylene Glycol")
    assert [part.label for part in p.parts] == [None, "Cream"]
    # a bracket with another name of the ingredient stays with it
    p = parse_inci("Water, Rubus Idaeus Leaf Extract [Rubus Idaeus Leaf Extract] Yeast Extract, Glycerin")
    assert len(p.parts) == 1


def test_actives_separated_by_their_percentages_only():
    # Sephora P500117: the drug-facts actives after the inactive list
    p = parse_inci("['Ethyl Ferulate, Isononyl Isononanoate, PVP, Avobenzone 2.9% Homosalate 9.8% Octisalate 4.9% "
                   "Octocrylene 9.5%']")
    assert [(i.name, i.percent) for i in p.ingredients][-4:] == [
        ("Avobenzone", 2.9), ("Homosalate", 9.8), ("Octisalate", 4.9), ("Octocrylene", 9.5)]
    # text after a percentage that is a sentence is still dropped
    p = parse_inci("Avobenzone 3% Deliver broad-spectrum sun protection., Water")
    assert [i.name for i in p.ingredients] == ["Avobenzone", "Water"]


def test_a_marked_name_with_its_percentage_is_an_ingredient_not_a_footnote():
    # Olive Young GA230820128: the "%" of "(60.7%)" is the name's amount, not a footnote's "*70% organic"
    p = parse_inci("*Centella Asiatica Extract (60.7%), Water, *Madecassoside (45ppm), *Asiatic Acid (1.2ppm)")
    assert [(i.name, i.percent, i.ppm) for i in p.ingredients] == [
        ("Centella Asiatica Extract", 60.7, None), ("Water", None, None), ("Madecassoside", None, 45.0),
        ("Asiatic Acid", None, 1.2)]
    assert parse_inci("Aqua, *70% organic").dropped_text == ("*70% organic",)
    # Sephora 2018 row 724: a footnote after the last name's sentence end is a footnote
    p = parse_inci("Glucose, Limonene, Linalool*. *100% Natural Fragrance. 100% Natural.")
    assert [i.name for i in p.ingredients] == ["Glucose", "Limonene", "Linalool"]


def test_contains_before_names_and_a_note_on_one_ingredient():
    # Sephora P451665: "Contains" glued to the name before it heads the perfume's allergens; a note on what the
    # safflower oil holds is not another ingredient; a part's label after the list's last sentence opens the next part
    p = parse_inci("['No.04 Eau de Parfum:', 'Alcohol Denat, Parfum, Water (Aqua)Contains Amyl Cinnamal, Linalool, "
                   "Geraniol.              No.04 Perfume Oil:', 'Safflower Oil, Parfume, Amyl Cinnamal, Geraniol, "
                   "Hydroxycitronellal Safflower Oil Contains: Linoleic Acid. No.04 Candle:', 'Soy Wax Blend, Parfum.']")
    assert _names(p) == [
        ("No.04 Eau de Parfum", ["Alcohol Denat", "Parfum", "Water (Aqua)", "Amyl Cinnamal", "Linalool", "Geraniol"]),
        ("No.04 Perfume Oil", ["Safflower Oil", "Parfume", "Amyl Cinnamal", "Geraniol",
                               "Hydroxycitronellal Safflower Oil"]),
        ("No.04 Candle", ["Soy Wax Blend", "Parfum"])]
    assert "Contains: Linoleic Acid." in p.dropped_text
    # Sephora P480194 / P481374
    assert [i.name for i in parse_inci("['Contains ethyl linalool. May produce an allergic reaction.']").ingredients] \
        == ["ethyl linalool"]
    p = parse_inci("['Only contains Sunflower Oil, Jasmine Oil, and Amla Extract.']")
    assert [i.name for i in p.ingredients] == ["Sunflower Oil", "Jasmine Oil", "Amla Extract"]
    assert parse_inci("Contains no parabens.").ingredients == ()


def test_claims_and_sources_around_a_name():
    # Sephora P440504: "All Natural" is a claim before the name
    p = parse_inci("Tocopheryl (Vitamin E) Acetate, All Natural Fragrance, Phenoxyethanol")
    assert [i.name for i in p.ingredients] == ["Tocopheryl (Vitamin E) Acetate", "Natural Fragrance", "Phenoxyethanol"]
    # Sephora P389097 (a supplement): a name with its source or form is an ingredient to read, not a sentence
    p = parse_inci("['Vitamin A from Beta Carotene, Modified Non-GMO Maize Starch, Glycerol, Carrageenan from Red "
                   "Algae, Disodium Phosphate, Rosemary Extract.']")
    assert [i.name for i in p.ingredients][:4] == [
        "Vitamin A from Beta Carotene", "Modified Non-GMO Maize Starch", "Glycerol", "Carrageenan from Red Algae"]
    assert parse_inci("Water, Derived from Coconut, Glycerin").dropped_text == ("Derived from Coconut",)


def test_a_name_with_a_garbled_title_case_tail_is_an_item():
    # Sephora P505166, a machine-translated label: the piece holds ISOPROPYL STEARATE; it was dropped as a sentence
    parsed = parse_inci("Talc, Dimethicone, Isononyl Benzoate Is Sono Nano, Nylon-12, Isopropyl Stearate Is Il, Silica")
    names = [i.name for i in parsed.ingredients]
    assert "Isopropyl Stearate Is Il" in names and names[-1] == "Silica" and len(names) == 6
    assert parsed.dropped_text == ()
    # a sentence stays dropped: lower-case words, or the sentence word first, or more than five words
    for sentence in ("Glycerin is a humectant", "This Is Vegan", "Vitamin C Is A Powerful Antioxidant Serum"):
        assert [i.name for i in parse_inci(f"Water, {sentence}, Glycerin").ingredients] == ["Water", "Glycerin"]
