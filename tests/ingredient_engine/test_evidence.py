"""Issue 9 §2: no verdict without evidence. Real products from ../shared/data (Sephora catalogue), analysed on the
real CosIng inventory and CosDNA ratings; skipped with a reason when the shared files are absent.

Each test names the product it reads (Sephora product_id) and what was wrong before.
"""

from __future__ import annotations

import csv
import re
from collections import Counter
from pathlib import Path

import pytest

from ingredient_engine.analyse import CONCERNS, SKIN_TYPES, Analyzer, SkinProfile, fit_default_analyzer
from ingredient_engine.catalog_sources import iter_catalog, load_cosdna
from ingredient_engine.parse import parse_inci
from ingredient_engine.resolve import InciResolver, fit_default_resolver
from ingredient_engine.rules import (
    default_rules_dir,
    function_description,
    ingredient_description,
    load_function_descriptions,
    read_table,
)

SHARED = Path(__file__).resolve().parents[3] / "shared" / "data"
COSING = SHARED / "cosing" / "cosing_inventory.csv"
COSDNA = SHARED / "cosdna_ratings" / "ingredients.jsonl"
SEPHORA = SHARED / "sephora" / "product_info.csv"
RULES = default_rules_dir() / "rules"


def _need(path: Path) -> None:
    if not path.exists():
        pytest.skip(f"shared data file not found at {path} (../shared/data is present in CI)")


@pytest.fixture(scope="module")
def engine() -> tuple[InciResolver, Analyzer]:
    _need(COSING)
    _need(COSDNA)
    resolver = fit_default_resolver(COSING, COSDNA)
    return resolver, fit_default_analyzer(COSING, COSDNA, resolver=resolver)


@pytest.fixture(scope="module")
def sephora() -> dict[str, dict[str, str]]:
    _need(SEPHORA)
    with open(SEPHORA, encoding="utf-8", newline="") as fh:
        return {row["product_id"]: row for row in csv.DictReader(fh)}


def analyse(engine, text: str, profile: SkinProfile | None = None):
    resolver, analyzer = engine
    return analyzer.analyse(resolver.resolve_list(parse_inci(text)), profile)


def product(engine, sephora, product_id: str, profile: SkinProfile | None = None):
    return analyse(engine, sephora[product_id]["ingredients"], profile)


def tags(a) -> dict:
    return {t.tag: t for t in a.tags}


# --- free-from badges need evidence -----------------------------------------------------------------


def test_product_without_a_list_has_no_green_badge(engine, sephora):
    # P483080 Crescent Beach Perfume Travel Spray: no ingredient list; before: ten green "✓ ...-free" badges
    assert sephora["P483080"]["ingredients"] == ""
    a = product(engine, sephora, "P483080")
    assert not a.enough_data and "no ingredient list" in a.data_note
    assert all(not t.applies and t.status == "not_enough_data" for t in a.tags)
    assert all(t.note and t.note.startswith("not enough ingredient data") for t in a.tags)


def test_junk_text_has_no_green_badge(engine):
    a = analyse(engine, "hello this is not a list")
    assert not a.enough_data
    assert [t.tag for t in a.tags if t.applies] == []
    assert {t.status for t in a.tags} == {"not_enough_data"}


def test_bar_is_a_hyper_parameter(engine):
    resolver, analyzer = engine
    assert analyzer.get_params()["tag_min_recognised_share"] == 0.9
    assert analyzer.get_params()["tag_min_ingredients"] == 3
    assert analyzer.evidence(9, 10) == (True, None)
    assert analyzer.evidence(8, 10)[0] is False and "8 of 10" in analyzer.evidence(8, 10)[1]
    assert analyzer.evidence(2, 2)[0] is False  # too short a list


def test_a_trigger_is_evidence_even_below_the_bar(engine):
    a = analyse(engine, "Parfum, Unobtainium X, Blorp Y")
    assert not a.enough_data
    assert tags(a)["fragrance_free"].status == "does_not_apply"
    assert tags(a)["alcohol_free"].status == "not_enough_data"


def test_well_recognised_real_product_keeps_its_badges(engine, sephora):
    # P453224 Biossance Squalane + 10% Lactic Acid Resurfacing Serum: 19 of 19 recognised
    a = product(engine, sephora, "P453224")
    assert a.enough_data and a.data_note is None
    assert tags(a)["alcohol_free"].applies and tags(a)["paraben_free"].status == "applies"


# --- tag and fit rules against their definitions ---------------------------------------------------


def test_oil_free_counts_squalane_and_essential_oils(engine, sephora):
    # P453224 (squalane, lavender oil) and P471003 Biossance Squalane + BHA Toner (melissa, geranium oil):
    # before, both read "✓ Oil-free"
    a = product(engine, sephora, "P453224")
    assert not tags(a)["oil_free"].applies
    assert {"SQUALANE", "LAVANDULA ANGUSTIFOLIA OIL"} <= set(tags(a)["oil_free"].triggers)
    b = product(engine, sephora, "P471003")
    assert tags(b)["oil_free"].status == "does_not_apply"
    assert "SQUALANE" in tags(b)["oil_free"].triggers


def test_fragrance_free_counts_essential_oils(engine, sephora):
    # P453224 Biossance Squalane + 10% Lactic Acid Resurfacing Serum lists lavender oil and no parfum; before:
    # "✓ Fragrance-free"
    a = product(engine, sephora, "P453224")
    assert "PARFUM" not in {i.inci for i in a.ingredients}
    assert tags(a)["fragrance_free"].triggers == ("LAVANDULA ANGUSTIFOLIA OIL",)


def test_ethoxylated_castor_oil_is_not_an_oil(engine):
    a = analyse(engine, "Aqua, Glycerin, PEG-40 Hydrogenated Castor Oil, Phenoxyethanol")
    assert tags(a)["oil_free"].applies


def test_acne_fit_is_never_good_beside_a_5_of_5_comedogenic(engine, sephora):
    # P503912 Dr. Dennis Gross Firm + Bright + Glow Vitamin C Lactic Set: retinol, niacinamide ... score 4, but a
    # 5/5 comedogenic ingredient; before: "Acne: good match"
    a = product(engine, sephora, "P503912", SkinProfile(concerns=("acne",)))
    fit = a.concern_fits[0]
    comedo = [i for i in a.ingredients if i.comedogenic and i.comedogenic[1] >= 5]
    assert comedo and fit.score >= 2
    assert fit.verdict == "caution" and fit.note
    assert any(r.effect == "avoid" and r.source_name == "CosDNA ingredient ratings" for r in fit.reasons)


def _rule_ok(trigger: str, ing, families: dict, actives: dict, allergens: set, position_top: int) -> bool:
    """Re-check one ingredient against a skin-fit trigger, reading the rule tables directly."""
    kind, _, arg = trigger.partition(":")
    inci = ing.inci or ""
    if kind == "active":
        return any(re.fullmatch(p, inci) if k == "regex" else p == inci for k, p in actives[arg])
    if kind in ("family", "family_top5"):
        ok = any(re.fullmatch(p, inci) if k == "regex" else p == inci for k, p in families[arg])
        return ok and (kind == "family" or (ing.position is not None and ing.position <= position_top))
    if kind == "allergen":
        return inci in allergens
    m = re.fullmatch(r"(comedogenic|irritancy)>=(\d)", trigger)
    assert m, trigger
    rating = ing.comedogenic if m.group(1) == "comedogenic" else ing.irritancy
    return rating is not None and rating[1] >= int(m.group(2))


@pytest.fixture(scope="module")
def skincare(engine, sephora):
    """The first 700 Sephora skincare products and 300 others with a list, and one sulfur spot treatment, analysed
    (~40 s on a loaded machine)."""
    listed = [r for r in sephora.values() if r["ingredients"]]
    rows = ([r for r in listed if r["primary_category"] == "Skincare"][:700]
            + [r for r in listed if r["primary_category"] != "Skincare"][:300]
            + [sephora["P471039"]])  # Pimple Paste Overnight Blemish Drying Paste: the sample's only sulfur product
    return [(r["product_id"], analyse(engine, r["ingredients"])) for r in rows]


FIT_ROWS = read_table(RULES / "skin_fit.csv")
TAGS = ("alcohol_free", "silicone_free", "fragrance_free", "essential_oil_free", "sulfate_free", "paraben_free",
        "formaldehyde_releaser_free", "oil_free", "fungal_acne_safe", "eu_allergen_free")


def _tables():
    fam: dict[str, list] = {}
    for r in read_table(RULES / "families.csv"):
        fam.setdefault(r["family"], []).append((r["kind"], r["pattern"]))
    act: dict[str, list] = {}
    for r in read_table(RULES / "actives.csv"):
        act.setdefault(r["active_class"], []).append((r["kind"], r["pattern"]))
    allergens = {r["inci"] for r in read_table(RULES / "fragrance_allergens.csv")}
    return fam, act, allergens


@pytest.mark.parametrize("row", FIT_ROWS, ids=[f"{r['target']}-{r['effect']}-{r['trigger']}" for r in FIT_ROWS])
def test_each_fit_rule_on_a_real_product(engine, skincare, row):
    """Every skin_fit.csv rule fires on a real product, and every ingredient it names meets the rule's definition."""
    _, analyzer = engine
    fam, act, allergens = _tables()
    for pid, a in skincare:
        fit = analyzer._fit(row["target"], a.ingredients)
        reason = next((r for r in fit.reasons if r.reason == row["reason"]), None)
        if reason is None:
            continue
        by = {i.inci: i for i in a.ingredients if i.inci and not i.may_contain}
        for name in reason.ingredients:
            assert _rule_ok(row["trigger"], by[name], fam, act, allergens, analyzer.top_positions), (pid, name)
        assert "data/rules" not in reason.source_name
        if row["effect"] == "avoid":
            assert fit.verdict != "good", pid
        return
    pytest.fail(f"no product among the 1000 sampled Sephora lists triggers {row['trigger']} for "
                f"{row['target']}: the rule stopped firing on real lists")


@pytest.mark.parametrize("tag", TAGS)
def test_each_tag_rule_on_a_real_product(engine, skincare, tag):
    """Each free-from tag is contradicted on a real product by ingredients that meet its definition, and applies
    on a real product only with enough recognised coverage."""
    fam, _, allergens = _tables()
    family = {"alcohol_free": "drying_alcohol", "silicone_free": "silicone",
              "essential_oil_free": "essential_oil", "sulfate_free": "sulfate", "paraben_free": "paraben",
              "formaldehyde_releaser_free": "formaldehyde_releaser"}.get(tag)
    contradicted = applied = None
    for pid, a in skincare:
        t = tags(a)[tag]
        if t.applies:
            assert a.enough_data, pid
            applied = applied or pid
        elif t.status == "does_not_apply" and contradicted is None:
            contradicted = pid
            by = {i.inci: i for i in a.ingredients}
            for name in t.triggers:
                ing = by[name]
                if family:
                    assert any(re.fullmatch(p, name) if k == "regex" else p == name for k, p in fam[family])
                elif tag == "oil_free":
                    assert {"oil", "essential_oil"} & set(ing.families)
                elif tag == "fragrance_free":
                    assert {"fragrance", "essential_oil"} & set(ing.families)
                elif tag == "fungal_acne_safe":
                    assert ing.fungal_acne_trigger
                else:
                    assert name in allergens
        elif t.status == "not_enough_data":
            assert not a.enough_data
    assert contradicted, f"no real product contradicts {tag}"
    assert applied, f"{tag} applies to no real product"


# --- severities match the source ---------------------------------------------------------------------


def test_petrolatum_is_not_a_prohibited_substance(engine, sephora):
    # P270555 Bobbi Brown Under Eye Corrector; Annex II entry 904 bans petrolatum "except if the full refining
    # history is known ...": before, "PETROLATUM: EU prohibited substance list"
    a = product(engine, sephora, "P270555")
    f = next(f for f in a.flags if f.code == "eu_annex_ii" and "PETROLATUM" in f.ingredients)
    assert f.severity == "info" and f.message.startswith("PETROLATUM: allowed in cosmetics")
    assert "except if the full refining history is known" in f.message
    assert "prohibited substance" not in f.message
    assert f.source_name == "EU Cosmetics Regulation Annex II entry 904" and f.source_url.startswith("https://")


def test_retinol_pregnancy_is_caution_unless_the_member_is_pregnant(engine, sephora):
    # P433469 Algenist ELEVATE Advanced Retinol Serum: before, "Avoid" for every member
    plain = next(f for f in product(engine, sephora, "P433469").flags if f.code == "pregnancy")
    assert plain.severity == "caution" and "if you are pregnant" in plain.message
    member = product(engine, sephora, "P433469", SkinProfile(skin_type="dry"))
    assert {f.severity for f in member.flags if f.code == "pregnancy"} == {"caution"}
    pregnant = product(engine, sephora, "P433469", SkinProfile(concerns=("pregnancy",)))
    assert {f.severity for f in pregnant.flags if f.code == "pregnancy"} == {"avoid"}


def test_a_member_who_said_pregnant_gets_a_pregnancy_fit(engine, sephora):
    # The same retinol serum: her fit names retinol as one to avoid, from the pregnancy table's source.
    fit = product(engine, sephora, "P433469", SkinProfile(concerns=("pregnancy",))).concern_fits[0]
    assert (fit.target, fit.verdict) == ("pregnancy", "caution")
    assert [r.ingredients for r in fit.reasons] == [("RETINOL",)] and fit.reasons[0].effect == "avoid"
    assert fit.reasons[0].source_url == "https://www.ncbi.nlm.nih.gov/pmc/articles/PMC3114665/"
    # A list with nothing on the table is never called "good" for pregnancy: neutral, and it says why.
    plain = analyse(engine, "Aqua, Glycerin, Squalane, Tocopherol", SkinProfile(concerns=("pregnancy",)))
    assert (plain.concern_fits[0].verdict, plain.concern_fits[0].reasons) == ("neutral", ())
    assert "ask your doctor" in plain.concern_fits[0].note


def test_limonene_is_one_row_with_its_reasons_merged(engine, sephora):
    # P473671 19-69 Fragrance Discovery Set: before, LIMONENE flagged twice for the same Annex III entry 88
    a = product(engine, sephora, "P473671")
    lim = [f for f in a.flags if "LIMONENE" in f.ingredients]
    assert [f.code for f in lim] == ["eu_fragrance_allergen"]
    assert lim[0].message == ("LIMONENE: fragrance allergen: must be named on EU labels above 0.001 % in leave-on "
                              "products (0.01 % in rinse-off); it can cause allergic reactions in people sensitised "
                              "to it")
    assert lim[0].source_name == "EU Cosmetics Regulation Annex III entry 88"
    rows = [r for r in a.flagged_ingredients() if r.ingredient == "LIMONENE"]
    assert len(rows) == 1 and rows[0].severity == "caution"
    names = [r.ingredient for r in a.flagged_ingredients()]
    assert len(names) == len(set(names))


def test_flags_name_their_source_never_a_file_path(engine, sephora):
    for pid in ("P503912", "P433469", "P473671", "P270555"):
        a = product(engine, sephora, pid, SkinProfile(skin_type="sensitive", concerns=CONCERNS))
        sources = [(f.source_name, f.source_url) for f in a.flags]
        sources += [(t.source_name, t.source_url) for t in a.tags]
        sources += [(r.source_name, r.source_url) for fit in (a.skin_type_fit, *a.concern_fits) for r in fit.reasons]
        for name, url in sources:
            assert name and ".csv" not in name and "data/" not in name, (pid, name)
            assert url is None or url.startswith("https://"), (pid, url)


# --- ratings: 0-5 scale, "no data" explained once ---------------------------------------------------------


def test_ratings_note_once_per_list(engine, sephora):
    a = product(engine, sephora, "P503912")
    assert a.ratings_missing > 10
    assert a.ratings_note.startswith(f"CosDNA has no comedogenic or irritancy rating for {a.ratings_missing} of ")
    assert "0-5" in a.ratings_note
    assert all("of 5" in f.message for f in a.flags if f.code in ("comedogenic", "irritant"))
    assert load_cosdna(COSDNA)  # the ratings file the note speaks for


# --- plain-words descriptions ----------------------------------------------------------------------------


def test_every_cosing_function_has_a_plain_description():
    _need(COSING)
    with open(COSING, encoding="utf-8", newline="") as fh:
        functions = {f.strip().upper() for row in csv.DictReader(fh) for f in row["function"].split(",") if f.strip()}
    described = load_function_descriptions()
    assert functions <= set(described), sorted(functions - set(described))
    assert function_description("Smoothing") == "Makes the surface of skin or hair feel smoother."


def most_used_names(resolver: InciResolver, n: int) -> list[tuple[str, int]]:
    """The `n` recognised INCI names in the most product rows of the four shared catalogue files (and any tied with
    the n-th), each with its row count; a list printed by several rows (minis, kits, refills) is resolved once."""
    names_of: dict[str, set[str]] = {}
    counts: Counter[str] = Counter()
    for _, _, raw in iter_catalog(SHARED):
        names = names_of.get(raw)
        if names is None:
            names = names_of[raw] = {i.resolution.inci for i in resolver.resolve_list(parse_inci(raw)).items
                                     if i.resolution.inci}
        counts.update(names)
    ranked = counts.most_common()
    return [(name, c) for name, c in ranked if c >= ranked[n - 1][1]]


def test_the_300_most_used_ingredients_have_a_description(engine):
    # issue 9 §2: "a short description ... for the 300 most used ingredients", counted on the real catalogue
    rows = read_table(RULES / "ingredient_descriptions.csv")
    assert all(r["description"] and len(r["description"]) < 400 for r in rows)
    assert len({r["inci"] for r in rows}) == len(rows)
    top = most_used_names(engine[0], 300)
    assert len(top) >= 300 and top[0][0] == "AQUA"
    assert [name for name, _ in top if not ingredient_description(name)] == []


def test_skin_types_are_the_engine_s(engine):
    assert set(SKIN_TYPES) == {r["target"] for r in FIT_ROWS} - set(CONCERNS)


def test_index_tags_are_the_analysis_tags(engine, skincare, sephora):
    """`Analyzer.product_tags` (what the search index's "what's inside" facet uses) equals the analysis' tags."""
    resolver, analyzer = engine
    for pid, a in skincare[:150] + [("P483080", product(engine, sephora, "P483080"))]:
        resolved = resolver.resolve_list(parse_inci(sephora[pid]["ingredients"]))
        assert analyzer.product_tags(resolved) == a.tags, pid


def test_a_corrected_name_is_one_row_with_its_other_flags(engine):
    a = analyse(engine, "Aqua, Glycerin, Niacinamide, Linalol, Phenoxyethanol")
    rows = {r.ingredient: [f.code for f in r.flags] for r in a.flagged_ingredients()}
    assert "Linalol" not in rows
    assert set(rows["LINALOOL"]) >= {"corrected_name", "eu_fragrance_allergen"}
