// The Rating state of spec §3/§4 as a pure reducer: criteria, ratings (criterion name → 0, or 1..5 in halves),
// generalRating, feedback text/title/images, feedbackId, and the two submit statuses.
// Rules (spec §4 Rating, §5): fetching criteria resets every rating and generalRating to 0; 0 means
// unrated and is sent as null; rating 'general' sets generalRating; submissions carry
// feedback_status 'pending'; on success the submit status is stored.
import type { DraftImage } from '@/components/media/image-picker';
import type { FeedbackSubmitInput, FeedbackSubmitResult, RatingCriterion, RatingSubmitInput, RatingSubmitResult, RatingSummary } from '@/types';

/** The criterion name that stands for the overall rating. */
export const GENERAL = 'general';
export const SUBMITTED_FEEDBACK_STATUS = 'pending' as const;
export const MAX_FEEDBACK_IMAGES = 6;
export const FEEDBACK_LIMITS = { title: 200, text: 5000 } as const;

export type SubmitStatus = 'idle' | 'submitting' | 'succeeded' | 'failed';

export type RatingProduct = { product_id: number; category_name: string };

export type RatingState = {
  productData: RatingProduct;
  criterias: RatingCriterion[];
  /** criterion name → 0 (unrated) … 5 */
  ratings: Record<string, number>;
  generalRating: number;
  feedbackText: string;
  feedbackTitle: string;
  images: DraftImage[];
  isPrivate: boolean;
  feedbackId: number | null;
  ratingsSubmitStatus: SubmitStatus;
  feedbackSubmitStatus: SubmitStatus;
  /** The server's verdict on the stored feedback: accepted, or pending with the reason it is held. */
  feedbackStatus: string | null;
  heldReason: string | null;
};

export type RatingAction =
  | { type: 'criteriaLoaded'; criterias: RatingCriterion[]; categoryName?: string }
  | { type: 'mineLoaded'; mine: NonNullable<RatingSummary['mine']> }
  | { type: 'rate'; name: string; value: number }
  | { type: 'text'; feedbackText: string }
  | { type: 'title'; feedbackTitle: string }
  | { type: 'images'; images: DraftImage[] }
  | { type: 'private'; isPrivate: boolean }
  | { type: 'ratingsSubmitting' }
  | { type: 'ratingsSubmitted'; result: RatingSubmitResult }
  | { type: 'feedbackSubmitting' }
  | { type: 'feedbackSubmitted'; result: FeedbackSubmitResult }
  | { type: 'submitFailed'; which: 'ratings' | 'feedback' };

export function initialRatingState(productData: RatingProduct): RatingState {
  return {
    productData,
    criterias: [],
    ratings: {},
    generalRating: 0,
    feedbackText: '',
    feedbackTitle: '',
    images: [],
    isPrivate: false,
    feedbackId: null,
    ratingsSubmitStatus: 'idle',
    feedbackSubmitStatus: 'idle',
    feedbackStatus: null,
    heldReason: null,
  };
}

/** What the API takes: 0 (unrated), else 1 to 5 in half stars (a stray value goes to the nearest one). */
const clampStar = (value: number) => (value > 0 ? Math.max(1, Math.min(5, Math.round(value * 2) / 2)) : 0);

export function ratingReducer(state: RatingState, action: RatingAction): RatingState {
  switch (action.type) {
    case 'criteriaLoaded':
      return {
        ...state,
        productData: action.categoryName ? { ...state.productData, category_name: action.categoryName } : state.productData,
        criterias: action.criterias,
        ratings: Object.fromEntries(action.criterias.map((c) => [c.criteria_name, 0])),
        generalRating: 0,
      };
    case 'mineLoaded': {
      // the member's stored rating, over the reset criteria (an unknown criterion is not brought back)
      const ratings = { ...state.ratings };
      for (const r of action.mine.ratings) if (r.criteria_name in ratings) ratings[r.criteria_name] = clampStar(r.rating_value ?? 0);
      return { ...state, ratings, generalRating: clampStar(action.mine.general_rating ?? 0), feedbackId: action.mine.feedback_id ?? state.feedbackId };
    }
    case 'rate':
      if (action.name === GENERAL) return { ...state, generalRating: clampStar(action.value) };
      return { ...state, ratings: { ...state.ratings, [action.name]: clampStar(action.value) } };
    case 'text':
      return { ...state, feedbackText: action.feedbackText };
    case 'title':
      return { ...state, feedbackTitle: action.feedbackTitle };
    case 'images':
      return { ...state, images: action.images };
    case 'private':
      return { ...state, isPrivate: action.isPrivate };
    case 'ratingsSubmitting':
      return { ...state, ratingsSubmitStatus: 'submitting', feedbackSubmitStatus: 'idle' };
    case 'ratingsSubmitted':
      return { ...state, ratingsSubmitStatus: 'succeeded', feedbackId: action.result.feedback_id, feedbackStatus: action.result.feedback_status };
    case 'feedbackSubmitting':
      return { ...state, feedbackSubmitStatus: 'submitting' };
    case 'feedbackSubmitted':
      return {
        ...state,
        feedbackSubmitStatus: 'succeeded',
        feedbackId: action.result.feedback_id,
        feedbackStatus: action.result.feedback_status,
        heldReason: action.result.held_reason ?? null,
      };
    case 'submitFailed':
      return action.which === 'ratings' ? { ...state, ratingsSubmitStatus: 'failed' } : { ...state, feedbackSubmitStatus: 'failed' };
  }
}

/** 0 (or nothing) is unrated: sent as null. */
export const ratingValue = (stars: number | undefined): number | null => (stars && stars > 0 ? stars : null);

/** POST /product/ratings/submit: every criterion of the fetched list, in its order. */
export function toRatingPayload(state: RatingState): RatingSubmitInput {
  return {
    product_id: state.productData.product_id,
    category_name: state.productData.category_name,
    general_rating: ratingValue(state.generalRating),
    ratings: state.criterias.map((c) => ({ criteria_name: c.criteria_name, rating_value: ratingValue(state.ratings[c.criteria_name]) })),
    feedback_status: SUBMITTED_FEEDBACK_STATUS,
  };
}

/** POST /product/feedback/submit: the rating payload plus the post (feedback_id from the rating call). */
export function toFeedbackPayload(state: RatingState): FeedbackSubmitInput {
  return {
    ...toRatingPayload(state),
    feedback_id: state.feedbackId,
    file_ids: state.images.map((i) => i.file_id),
    feedback_text: state.feedbackText.trim(),
    feedback_title: state.feedbackTitle.trim(),
    is_private: state.isPrivate,
  };
}

/** Something to send: at least one star, or some words. */
export function hasSomethingToSubmit(state: RatingState): boolean {
  return state.generalRating > 0 || Object.values(state.ratings).some((v) => v > 0) || state.feedbackText.trim() !== '' || state.feedbackTitle.trim() !== '';
}

export const isSubmitting = (state: RatingState) => state.ratingsSubmitStatus === 'submitting' || state.feedbackSubmitStatus === 'submitting';
