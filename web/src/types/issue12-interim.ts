// Issue 12 shapes as the lead's brief states them, until the backend lands and `make api-types`
// generates them into ./api.ts; then ./index.ts points at the generated schemas and this file goes.
import type { components } from './api';

type S = components['schemas'];

export type RatingCriterion = { criteria_name: string; label: string; description: string };
export type RatingCriteria = { category_name: string; criteria_list: RatingCriterion[] };
export type CriterionRatingInput = { criteria_name: string; rating_value: number | null };
export type RatingSubmitInput = {
  product_id: number;
  category_name: string;
  general_rating: number | null;
  ratings: CriterionRatingInput[];
  feedback_status: 'pending';
};
export type RatingSubmitResult = { rating_id: number; feedback_id: number; feedback_status: string };
export type FeedbackSubmitInput = RatingSubmitInput & {
  feedback_id?: number | null;
  file_ids: number[];
  feedback_text: string;
  feedback_title: string;
  is_private?: boolean;
};
export type FeedbackSubmitResult = { feedback_id: number; rating_id: number; feedback_status: string; held_reason: string | null };
export type Feedback = {
  feedback_id: number;
  product: S['ReviewProduct'];
  author: S['Author'];
  feedback_title: string;
  feedback_text: string;
  general_rating: number | null;
  ratings: { criteria_name: string; label: string; rating_value: number | null }[];
  feedback_status: string;
  held_reason: string | null;
  images: S['ImageOut'][];
  is_private: boolean;
  like_count: number;
  star_count: number;
  comment_count: number;
  liked: boolean;
  starred: boolean;
  is_owner: boolean;
  created_at: string;
  updated_at: string;
};
export type RatingSummary = {
  product_id: number;
  category_name: string | null;
  general: { average: number | null; count: number };
  criteria: { criteria_name: string; label: string; average: number | null; count: number }[];
  mine: null | {
    general_rating: number | null;
    ratings: { criteria_name: string; rating_value: number | null }[];
    feedback_id: number | null;
    feedback_status: string | null;
  };
};

export type DupeEvidence = {
  score: number;
  jaccard: number;
  shared_count: number;
  shared_key_ingredients: string[];
  missing_key_ingredients: string[];
  extra_key_ingredients: string[];
  compared_by: string;
  saving: number | null;
  saving_percent: number | null;
  very_different: boolean;
  note: string;
};
export type DupeSuggestion = {
  dupe_id: number;
  original: S['ProductListItem'];
  dupe: S['ProductListItem'];
  title: string;
  description: string;
  author: S['Author'];
  images: S['ImageOut'][];
  evidence: DupeEvidence;
  is_private: boolean;
  like_count: number;
  star_count: number;
  comment_count: number;
  liked: boolean;
  starred: boolean;
  is_owner: boolean;
  created_at: string;
  updated_at: string;
};
export type DupeDetail = { dupe_info: DupeSuggestion };
export type DupeSubmitInput = {
  dupe_id?: number | null;
  original_product_id: number;
  dupe_product_id: number;
  title: string;
  description: string;
  images: number[];
  is_private: boolean;
};
export type DupeSubmitResult = { dupe_id: number; created: boolean };

export type ShelfType = 'custom' | 'in_use' | 'empties' | 'wishlist' | 'works_for_me' | 'broke_me_out';
export type Shelf = {
  shelf_id: number;
  name: string;
  description: string;
  shelf_type: ShelfType;
  is_private: boolean;
  product_count: number;
  preview: string[];
  author: S['Author'];
  is_owner: boolean;
  created_at: string;
  updated_at: string;
};
export type ShelfProduct = S['ProductListItem'] & { added_at: string; note: string | null };
export type ShelfDetail = {
  shelf: Shelf;
  products: { items: ShelfProduct[]; page_no: number; page_num: number; total_count: number; hasMore: boolean };
};
export type ShelfCreateInput = { name: string; description: string; shelf_type: ShelfType; is_private: boolean };
export type ShelfCreated = { shelf_id: number };
export type ShelfEditInput = { shelf_id: number; name?: string; description?: string; shelf_type?: ShelfType };
export type ShelfProductInput = { shelf_id: number; product_id: number; action: 0 | 1; note?: string | null };
export type Breakout = {
  broke_me_out_count: number;
  works_for_me_count: number;
  ingredients: { name: string; inci_id: number | null; bad_count: number; bad_share: number; good_count: number; products: number[] }[];
  note: string;
};

/** Fields the find-dupe list gains (member suggestions merged with the computed dupes). */
export type DupeMergeFields = {
  source: 'computed' | 'member' | 'both';
  suggestion_count: number;
  suggestion_votes: number;
  suggestion_ids: number[];
  rank_score: number;
};
