import type { ProductCardData } from '@/components/catalog/product-card';

export type { ProductCardData };

import type { Annex, Flag, IngredientFacts, PagePayload, Severity } from '@/types/api';

export type { Annex, Flag, IngredientFacts, Severity };
export type Tag = { tag: string; applies: boolean; triggers: string[]; source: string };

export type AnalysedIngredient = IngredientFacts & {
  name: string;
  inci: string | null;
  recognised: boolean;
  position: number | null;
  may_contain: boolean;
  part_label: string | null;
  below_one_percent: boolean | null;
  confidence: number;
  correction: string | null;
  /** When not recognised: the INCI names an incomplete label name may stand for, most used first. */
  possible_inci: string[];
  flags: Flag[];
  seq?: number;
  inci_id?: number | null;
  inci_uuid?: string | null;
};

export type AnalysisSummary = {
  tags: Tag[];
  flags: Flag[];
  recognised_count: number;
  total: number;
  recognition_summary: string;
  unrecognised: string[];
  corrections: string[];
  key_actives: string[];
  one_percent_position: number | null;
  one_percent_basis: string | null;
};

export type FitReason = { effect: string; reason: string; ingredients: string[]; source: string };
export type Fit = { target: string; verdict: 'good' | 'neutral' | 'caution' | (string & {}); score: number; reasons: FitReason[] };

export type AnalysisResult = AnalysisSummary & {
  ingredients: AnalysedIngredient[];
  parts: (string | null)[];
  dropped_text: string[];
  personalised_for: { skin_type: string | null; concerns: string[] } | null;
  skin_type_fit: Fit | null;
  concern_fits: Fit[];
};

export type ProductReaction = {
  product_id: number;
  liked: boolean;
  disliked: boolean;
  starred: boolean;
  like_count: number;
  dislike_count: number;
  star_count: number;
};

export type ProductDetail = {
  product_id: number;
  name: string;
  status: string;
  brand: { brand_id: number; name: string; status: string };
  category_name: string | null;
  category_path: { category_id: number; name: string; path: string }[];
  description: string;
  size_text: string;
  size_value: number | null;
  size_unit: string | null;
  price: number | null;
  currency: string | null;
  price_usd: number | null;
  price_per_unit_usd: number | null;
  image_url: string;
  skin_types: string[];
  highlights: string[];
  tags: string[];
  rating_avg: number | null;
  review_count: number;
  ingredients_raw: string;
  ingredient_list: AnalysedIngredient[];
  analysis: AnalysisSummary;
  reaction: ProductReaction;
  created_at: string;
};

export type SimilarProduct = {
  product: ProductCardData;
  score: number;
  shared_count: number;
  shared_key_ingredients: string[];
  missing_key_ingredients: string[];
  extra_key_ingredients: string[];
  explanation: string;
};

export type SimilarityResult = { product_id: number; metric: string; k: number; same_category: boolean; items: SimilarProduct[] };

export type Dupe = SimilarProduct & {
  score_parts: { jaccard: number; actives_overlap: number; order_agreement: number; weights: number[] };
  compared_by: 'price_per_unit' | 'price' | (string & {});
  original_price: number | null;
  original_price_per_unit: number | null;
  saving: number | null;
  saving_percent: number | null;
};

export type DupesResult = { product_id: number; k: number; min_shared: number; min_score: number; items: Dupe[] };

export type CompareResult = {
  product_ids: number[];
  products: { product: ProductCardData; ingredients: string[]; analysis: AnalysisSummary }[];
  shared_ingredients: string[];
  unique_ingredients: { product_id: number; ingredients: string[] }[];
  similarity: number[][];
  metric: string;
};

export type Suggestion = { type: string; id: string; text: string };

export type Paged<T> = PagePayload<T>;
