// Test data shaped like the API's answers.
import type { AnalysedIngredient, AnalysisResult, ProductDetail, ProductListing } from '@/types';

export function row(over: Partial<AnalysedIngredient> & { name: string }): AnalysedIngredient {
  return {
    functions: [],
    function_descriptions: [],
    description: null,
    comedogenic: null,
    irritancy: null,
    annex: [],
    allergen_list: null,
    families: [],
    actives: [],
    key_active: false,
    fungal_acne_trigger: false,
    inci: over.name.toUpperCase(),
    recognised: true,
    position: 1,
    may_contain: false,
    part_label: null,
    below_one_percent: false,
    confidence: 1,
    correction: null,
    possible_inci: [],
    flags: [],
    ...over,
  };
}

const linaloolFlag = {
  code: 'eu_fragrance_allergen',
  message: 'LINALOOL: EU labelled fragrance allergen (EU26)',
  severity: 'caution',
  ingredients: ['LINALOOL'],
  source: 'EU Cosmetics Regulation Annex III entry 84; Glowdex rule table data/rules/fragrance_allergens.csv',
  source_name: 'EU Cosmetics Regulation Annex III entry 84',
  source_url: 'https://ec.europa.eu/growth/tools-databases/cosing/reference/annexes/list/III',
};

const linaloolAnnexFlag = {
  code: 'eu_annex_iii',
  message: 'LINALOOL: allowed in the EU with limits on amount or use (Annex III entry 84)',
  severity: 'info',
  ingredients: ['LINALOOL'],
  source: 'EU Cosmetics Regulation (EC) No 1223/2009 Annex III entry 84',
  source_name: 'EU Cosmetics Regulation Annex III entry 84',
  source_url: 'https://ec.europa.eu/growth/tools-databases/cosing/reference/annexes/list/III',
};

const FAMILIES = 'Glowdex ingredient families (drying alcohols, silicones, sulfates, parabens, fragrance, oils)';

export const analysisFixture: AnalysisResult = {
  tags: [
    { tag: 'fragrance_free', applies: false, triggers: ['PARFUM'], source: 'Glowdex rule table data/rules/families.csv', status: 'does_not_apply', note: null, source_name: FAMILIES, source_url: null },
    { tag: 'silicone_free', applies: true, triggers: [], source: 'Glowdex rule table data/rules/families.csv', status: 'applies', note: null, source_name: FAMILIES, source_url: null },
  ],
  flags: [
    { code: 'corrected_name', message: "read 'Sodium Hyaluraonate' as 'SODIUM HYALURONATE'", severity: 'info', ingredients: ['Sodium Hyaluraonate'], source: 'Glowdex name resolver (fuzzy)', source_name: 'Glowdex name reading', source_url: null },
    linaloolAnnexFlag,
    linaloolFlag,
    { code: 'irritant', message: "ALCOHOL DENAT.: may irritate skin: irritancy 5 of 5 on CosDNA's 0-5 scale (0 none, 5 high)", severity: 'avoid', ingredients: ['ALCOHOL DENAT.'], source: 'CosDNA ingredient ratings (../shared/data/cosdna_ratings)', source_name: 'CosDNA ingredient ratings', source_url: 'https://www.cosdna.com/eng/' },
  ],
  recognised_count: 5,
  total: 6,
  recognition_summary: '5 of 6 ingredients recognised',
  unrecognised: ['Fooberry Extract'],
  corrections: ["read 'Sodium Hyaluraonate' as 'SODIUM HYALURONATE'"],
  key_actives: ['NIACINAMIDE'],
  one_percent_position: 4,
  one_percent_basis: 'Sodium Hyaluraonate: used at 0.01-1 %',
  enough_data: true,
  data_note: null,
  ratings_missing: 3,
  ratings_note: 'CosDNA has no comedogenic or irritancy rating for 3 of 5 recognised ingredients. Ratings run 0-5 (0 none, 5 high); no rating means no data, not 0.',
  flagged_ingredients: [],
  ingredients: [
    row({ name: 'Aqua', position: 1, functions: ['solvent'], description: 'Water. The base that dissolves the other ingredients; usually the largest part of the product.', function_descriptions: [{ name: 'solvent', description: 'Dissolves other ingredients so they mix into the product.' }] }),
    row({ name: 'Niacinamide', position: 2, key_active: true, functions: ['skin conditioning'], comedogenic: [0, 0], irritancy: [0, 0] }),
    row({ name: 'Alcohol Denat.', position: 3, irritancy: [5, 5], functions: ['solvent'] }),
    row({ name: 'Sodium Hyaluraonate', inci: 'SODIUM HYALURONATE', position: 4, below_one_percent: true, correction: "read 'Sodium Hyaluraonate' as 'SODIUM HYALURONATE'", functions: ['humectant', 'skin conditioning'] }),
    row({ name: 'Linalool', position: 5, below_one_percent: true, flags: [linaloolFlag], functions: ['perfuming'] }),
    row({ name: 'Fooberry Extract', inci: null, recognised: false, position: 6, below_one_percent: true, confidence: 0, possible_inci: ['FOOBERRY FRUIT EXTRACT', 'FOOBERRY LEAF EXTRACT'] }),
  ],
  parts: [null],
  dropped_text: ['Ingredients:'],
  unread: [],
  label_partly_unread: false,
  unread_note: null,
  personalised_for: { skin_type: 'oily', concerns: ['redness'] },
  skin_type_fit: { target: 'oily', verdict: 'good', score: 2, reasons: [{ effect: 'good', reason: 'niacinamide regulates sebum', ingredients: ['NIACINAMIDE'], source: 'Glowdex rule table data/rules/skin_fit.csv', source_name: 'Glowdex skin-fit rules (after Draelos, Cosmetic Dermatology)', source_url: null }], note: null },
  concern_fits: [{ target: 'redness', verdict: 'caution', score: -2, reasons: [{ effect: 'avoid', reason: 'fragrance can aggravate redness', ingredients: ['PARFUM'], source: 'Glowdex rule table data/rules/skin_fit.csv', source_name: 'Glowdex skin-fit rules (after Draelos, Cosmetic Dermatology)', source_url: null }], note: null }],
};

export function productFixture(over: Partial<ProductDetail> = {}): ProductDetail {
  const { ingredients, parts: _p, dropped_text: _d, unread: _u, personalised_for: _pf, skin_type_fit: _s, concern_fits: _c, ...summary } = analysisFixture;
  return {
    product_id: 1,
    name: 'Lumen Niacinamide Serum',
    status: 'active',
    brand: { brand_id: 1, name: 'Lumen Lab', status: 'active' },
    category_name: 'Serums',
    category_path: [
      { category_id: 1, name: 'Skincare', path: 'Skincare' },
      { category_id: 2, name: 'Serums', path: 'Skincare > Serums' },
    ],
    description: '',
    size_text: '30 ml',
    size_value: 30,
    size_unit: 'ml',
    price: 32,
    currency: 'USD',
    price_usd: 32,
    price_per_unit_usd: 1.066667,
    image_url: '',
    skin_types: [],
    highlights: [],
    tags: [],
    source: '',
    source_url: '',
    source_rating: null,
    source_review_count: null,
    rating_avg: null,
    review_count: 0, retailer_rating: null, member_rating: null,
    ingredients_raw: 'Aqua, Niacinamide',
    ingredient_list: ingredients.map((r, i) => ({ ...r, seq: i + 1, inci_id: r.recognised ? i + 1 : null, inci_uuid: null })),
    analysis: summary,
    made_for: [{ active_class: 'niacinamide', form: 'niacinamide', label: 'niacinamide', percent: 10, basis: 'name', inci: ['NIACINAMIDE'], text: 'niacinamide 10 %' }],
    personal: null,
    reaction: { product_id: 1, liked: false, disliked: false, starred: false, like_count: 3, dislike_count: 1, star_count: 0 },
    created_at: '2026-01-01T00:00:00Z',
    group_id: 1,
    listings: [listingFixture()],
    other_formulas: [],
    ...over,
  };
}

/** One retailer's listing of the product ("Where to buy"). */
export function listingFixture(over: Partial<ProductListing> = {}): ProductListing {
  return {
    product_id: 1,
    retailer: 'Sephora',
    source: 'sephora',
    name: 'Lumen Niacinamide Serum',
    size_text: '30 ml',
    size_value: 30,
    size_unit: 'ml',
    price: 32,
    currency: 'USD',
    price_usd: 32,
    price_per_unit_usd: 1.066667,
    source_url: '',
    source_rating: null,
    source_review_count: null,
    price_note: null,
    cheapest_per_unit: false,
    current: true,
    ...over,
  };
}

/** A pasted text with no ingredient list in it ("hello this is not a list"): no badge may be green. */
export const noDataFixture: AnalysisResult = {
  ...analysisFixture,
  tags: analysisFixture.tags.map((t) => ({
    ...t,
    applies: false,
    triggers: [],
    status: 'not_enough_data',
    note: 'not enough ingredient data: no ingredient list could be read (free-from tags need at least 3 ingredients with 90% recognised)',
  })),
  flags: [],
  flagged_ingredients: [],
  recognised_count: 0,
  total: 0,
  recognition_summary: '0 of 0 ingredients recognised',
  unrecognised: [],
  corrections: [],
  key_actives: [],
  ingredients: [],
  enough_data: false,
  data_note: 'not enough ingredient data: no ingredient list could be read (free-from tags need at least 3 ingredients with 90% recognised)',
  ratings_missing: 0,
  ratings_note: null,
  skin_type_fit: null,
  concern_fits: [],
};
