"""Response models of an ingredient-list analysis (shared by `inci/` and `products/`)."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel

MAX_INGREDIENT_LIST_CHARS = 20_000


class FlagOut(BaseModel):
    code: str
    message: str
    severity: str
    ingredients: list[str]  # what triggered it
    source: str  # machine field: the register or rule table (not for display)
    source_name: str = ""  # what a screen shows: "EU Cosmetics Regulation Annex III entry 45", "CosDNA ingredient ratings"
    source_url: str | None = None  # public page of the source (EU CosIng annex, CosDNA); null for Glowdex's own rules


class FlaggedIngredientOut(BaseModel):
    """One row per flagged ingredient, its flags merged; `severity` is the strongest of them."""

    ingredient: str
    severity: str
    flags: list[FlagOut]


class TagOut(BaseModel):
    tag: str
    applies: bool  # true only with evidence: no trigger and the list clears the coverage bar
    triggers: list[str]  # the ingredients that make the tag NOT apply ("fragrance_free": false because …)
    source: str
    status: str = "applies"  # "applies" | "does_not_apply" | "not_enough_data"
    note: str | None = None  # "not enough ingredient data: …" when status is not_enough_data
    source_name: str = ""
    source_url: str | None = None


class AnnexOut(BaseModel):
    annex: str
    entry: str
    citation: str
    chemical_name: str
    conditions: str
    qualifier: str


class FunctionOut(BaseModel):
    """A CosIng function with what it means in plain words."""

    name: str
    description: str | None


class IngredientFacts(BaseModel):
    """What the engine knows about one INCI name (ratings from CosDNA, functions from CosIng, EU status)."""

    functions: list[str]
    function_descriptions: list[FunctionOut] = []  # the same functions, each with a plain-words description
    description: str | None = None  # what the ingredient does, in plain words (authored for the most used ones)
    comedogenic: list[int] | None  # [low, high] of 0-5, null when no data
    irritancy: list[int] | None
    annex: list[AnnexOut]
    allergen_list: str | None
    families: list[str]
    actives: list[str]
    key_active: bool
    fungal_acne_trigger: bool


class AnalysedIngredient(IngredientFacts):
    name: str  # as written on the label
    inci: str | None  # canonical INCI name, null when not recognised
    recognised: bool
    position: int | None
    may_contain: bool
    part_label: str | None
    below_one_percent: bool | None
    confidence: float
    correction: str | None  # "read X as Y" when the text was corrected to match
    possible_inci: list[str]  # when not recognised: the INCI names an incomplete label name may stand for
    flags: list[FlagOut]


class FitReasonOut(BaseModel):
    effect: str
    reason: str
    ingredients: list[str]
    source: str
    source_name: str = ""
    source_url: str | None = None


class FitOut(BaseModel):
    target: str
    verdict: str
    score: int
    reasons: list[FitReasonOut]
    note: str | None = None  # why the verdict is held back (not enough ingredient data, an ingredient to avoid)


class HeroActiveOut(BaseModel):
    """What a product is made for (issue 27 §1): a hero active read from its name, label or position."""

    active_class: str  # "niacinamide", "retinoid", "vitamin_c" ...
    form: str  # the form of the class ("retinal", "ascorbic acid"; the class itself when it has one form)
    label: str  # what a member reads: "niacinamide", "retinal", "vitamin C (L-ascorbic acid)"
    percent: float | None  # stated in the name or on the label
    basis: Literal["name", "label", "position"]  # named / a printed concentration / before the 1 % line
    inci: list[str]  # the list's ingredients of the class, in label order
    text: str  # "niacinamide 10 %"


class AnalysisSummary(BaseModel):
    tags: list[TagOut]
    flags: list[FlagOut]
    recognised_count: int
    total: int
    recognition_summary: str  # "N of M ingredients recognised"
    unrecognised: list[str]
    corrections: list[str]
    key_actives: list[str]
    one_percent_position: int | None
    one_percent_basis: str | None
    # True when ingredient names were found inside text the parser could not read as a list; they are counted
    # as not recognised in "N of M", and `unread_note` says so in a sentence.
    label_partly_unread: bool
    unread_note: str | None
    # The evidence bar of free-from tags and "good" fits (issue 9 §2): false below it, `data_note` says why.
    enough_data: bool = True
    data_note: str | None = None
    # Said once per list: how many recognised ingredients have no CosDNA rating and what that means.
    ratings_missing: int = 0
    ratings_note: str | None = None
    flagged_ingredients: list[FlaggedIngredientOut] = []  # one row per ingredient, reasons merged


class UnreadNameOut(BaseModel):
    """An ingredient name inside a piece of the label we could not read (counted as not recognised)."""

    text: str  # as printed
    could_be: str  # the CosIng name its letters spell: a suggestion, never analysed
    dropped_text: str  # the piece of the label it sits in
    how: str  # "exact" or "letters"


class PersonalisedFor(BaseModel):
    skin_type: str | None
    concerns: list[str]


class PersonalFit(BaseModel):
    """How a list suits one member's saved skin type and concerns (the product page's "For your skin")."""

    personalised_for: PersonalisedFor
    skin_type_fit: FitOut | None
    concern_fits: list[FitOut]


class AnalysisOut(AnalysisSummary):
    ingredients: list[AnalysedIngredient]
    parts: list[str | None]
    dropped_text: list[str]  # headers, prose and footnotes the parser removed
    unread: list[UnreadNameOut]  # ingredient names found inside dropped text
    personalised_for: PersonalisedFor | None
    skin_type_fit: FitOut | None
    concern_fits: list[FitOut]


# --- engine -> models -----------------------------------------------------------------------------
