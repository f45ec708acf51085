// The review editor's draft (spec §3: reviewId, title, content, images, isPrivate; plus the product and
// the rating), what a saved review turns into, and what the submit call gets.
import { createDraftStore, draftKey, type DraftStore } from '@/lib/draft-storage';
import type { DraftImage } from '@/components/media/image-picker';
import type { Review, ReviewSubmitInput } from '@/types';

export type { DraftImage };

export type ReviewDraft = {
  reviewId: number | null;
  product: { product_id: number; name: string } | null;
  title: string;
  content: string;
  /** 0 = not rated yet (spec §5: 0 means unrated). */
  rating: number;
  images: DraftImage[];
  isPrivate: boolean;
};

export const MAX_REVIEW_IMAGES = 9;
export const REVIEW_LIMITS = { title: 200, content: 10_000 } as const;

export function emptyReviewDraft(product: ReviewDraft['product'] = null): ReviewDraft {
  return { reviewId: null, product, title: '', content: '', rating: 0, images: [], isPrivate: false };
}

export function draftFromReview(review: Review): ReviewDraft {
  return {
    reviewId: review.review_id,
    product: { product_id: review.product.product_id, name: `${review.product.brand_name} ${review.product.name}`.trim() },
    title: review.title,
    content: review.content,
    rating: review.rating ?? 0,
    images: review.images.map(({ file_id, url }) => ({ file_id, url })),
    isPrivate: review.is_private,
  };
}

function isReviewDraft(value: unknown): value is ReviewDraft {
  if (typeof value !== 'object' || value === null) return false;
  const d = value as Record<string, unknown>;
  return (
    typeof d.title === 'string' &&
    typeof d.content === 'string' &&
    typeof d.rating === 'number' &&
    Array.isArray(d.images) &&
    typeof d.isPrivate === 'boolean' &&
    (d.product === null || (typeof d.product === 'object' && typeof (d.product as { product_id?: unknown }).product_id === 'number'))
  );
}

/** The draft of one member for a new review (`reviewId` null) or an edit. */
export function reviewDraftStore(userId: string, reviewId: number | null, storage?: () => Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null): DraftStore<ReviewDraft> {
  return createDraftStore<ReviewDraft>(draftKey('review', userId, reviewId), { isValid: isReviewDraft, storage });
}

/** True when the draft differs from where the editor started (what is worth keeping). */
export function isDirty(draft: ReviewDraft, start: ReviewDraft): boolean {
  return JSON.stringify(draft) !== JSON.stringify(start);
}

export type ReviewDraftErrors = Partial<Record<'product' | 'content' | 'rating' | 'title', string>>;

export function validateReviewDraft(draft: ReviewDraft): ReviewDraftErrors {
  const errors: ReviewDraftErrors = {};
  if (!draft.product) errors.product = 'Choose the product you are reviewing.';
  if (!draft.content.trim()) errors.content = 'Write a few words about it.';
  if (!(draft.rating >= 1 && draft.rating <= 5)) errors.rating = 'Rate it from 1 to 5 stars.';
  if (draft.title.length > REVIEW_LIMITS.title) errors.title = `At most ${REVIEW_LIMITS.title} characters.`;
  return errors;
}

export function toSubmitInput(draft: ReviewDraft): ReviewSubmitInput {
  if (!draft.product) throw new Error('A review needs its product');
  return {
    ...(draft.reviewId ? { review_id: draft.reviewId } : {}),
    product_id: draft.product.product_id,
    title: draft.title.trim(),
    content: draft.content.trim(),
    rating: draft.rating,
    images: draft.images.map((image) => image.file_id),
    is_private: draft.isPrivate,
  } as ReviewSubmitInput;
}
