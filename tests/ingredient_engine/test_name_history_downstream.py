"""Former and current INCI names are one ingredient downstream of the resolver (issue 9 §3), on two real labels:
LookFantastic's CeraVe Moisturising Cream prints the former names (Ceramide 3, Ceramide 6 II, Ceramide 1), Sephora's
Dr. Zenovia Peptide + Ceramide Repairing Moisturizer (P464238) the current ones (Ceramide NP, AP, EOP). The
catalogue stores the resolver's names, so the vectoriser, the similarity index and the dupe finder (and compare
and search, which read the stored names) see the same columns."""

from __future__ import annotations

from pathlib import Path

import pytest

from ingredient_engine.dupes import DupeFinder
from ingredient_engine.parse import parse_inci
from ingredient_engine.resolve import InciResolver, fit_default_resolver, to_ingredients
from ingredient_engine.similarity import SimilarityIndex
from ingredient_engine.types import Ingredient
from ingredient_engine.vectorize import IngredientVectorizer

SHARED = Path(__file__).resolve().parents[3] / "shared" / "data"
COSING = SHARED / "cosing" / "cosing_inventory.csv"

CERAVE_LF = ("['glycerin', 'cetearyl alcohol', 'capric triglyceride', 'behentrimonium methosulfate', 'cetearyl "
             "alcohol', 'cetyl alcohol', 'ceramide 3', 'ceramide 6 ii', 'ceramide 1', 'sodium hyaluronate', "
             "'cholesterol', 'petrolatum', 'dimethicon', 'potassium phosphate', 'dipotassium phosphate', 'sodium "
             "lauroyl', 'disodium edta', 'phenoxyethanol', 'methylparaben', 'propylparaben', 'phytosphingosine', "
             "'carbomer', 'xanthan gum']")
ZENOVIA = ("Purified Water, Cyclopentasiloxane, Sodium PCA, Glycerin, Caprylic/Capric Triglyceride, Polysorbate-60, "
           "Cetearyl Alcohol, Yucca Glauca Root Extract, Bakuchiol, Dimethicone, Cetearyl Glucoside, Polyacrylamide, "
           "C13-14 Isoparaffin, Laureth-7, Ceramide NP, Ceramide AP, Ceramide EOP, Sodium Hyaluronate, "
           "Phytosphingosine, Cholesterol, Sodium Lauroyl Lactylate, Camellia Sinensis (Green Tea) Polyphenols, Malus "
           "Domestica Fruit Cell Culture Extract, Genistein, Punica Granatum Sterols, Cucumis Sativus (Cucumber) Fruit "
           "Extract, Aloe Barbadensis Leaf Juice, Squalane, Ceramide 2, Tetrapeptide-21, Resveratrol, Bisabolol, "
           "Caffeine USP, Tocopherol Acetate, Lecithin, Glyceryl Stearate, PEG-100 Stearate, Dimethicone "
           "Crosspolymer, Carbomer, Xanthan Gum, Phenoxyethanol, Sorbic Acid, Caprylyl Glycol, Disodium EDTA, "
           "Fragrance.")
CURRENT = {"CERAMIDE NP", "CERAMIDE AP", "CERAMIDE EOP"}


@pytest.fixture(scope="module")
def resolver() -> InciResolver:
    if not COSING.exists():
        pytest.skip("no shared CosIng inventory")
    return fit_default_resolver(COSING)


def _document(resolver: InciResolver, text: str) -> tuple[Ingredient, ...]:
    return to_ingredients(resolver.resolve_list(parse_inci(text)))


def test_former_and_current_ceramide_names_share_the_vectoriser_columns(resolver):
    cerave, zenovia = _document(resolver, CERAVE_LF), _document(resolver, ZENOVIA)
    names_c, names_z = {i.inci for i in cerave}, {i.inci for i in zenovia}
    assert names_c >= CURRENT and names_z >= CURRENT
    assert not {"CERAMIDE 3", "CERAMIDE 6 II", "CERAMIDE 1"} & names_c
    vectorizer = IngredientVectorizer(weighting="binary").fit([cerave, zenovia])
    columns = set(vectorizer.get_feature_names_out().tolist())
    assert columns >= CURRENT and not {"CERAMIDE 3", "CERAMIDE 6 II", "CERAMIDE 1"} & columns
    index = SimilarityIndex(metric="jaccard").fit(vectorizer.vectorize([cerave, zenovia]), ids=["cerave", "zenovia"])
    (found,) = index.query_row(0, k=1)
    shared = names_c & names_z
    assert found.id == "zenovia" and found.intersection == len(shared) and shared >= CURRENT


def test_the_dupe_finder_counts_the_renamed_ceramides_as_kept_key_actives(resolver):
    cerave, zenovia = _document(resolver, CERAVE_LF), _document(resolver, ZENOVIA)
    pair = DupeFinder(actives=CURRENT | {"SODIUM HYALURONATE"}).score_pair(cerave, zenovia)
    assert set(pair.shared_actives) == CURRENT | {"SODIUM HYALURONATE"} and pair.missing_actives == ()
