import { afterEach, describe, expect, it } from 'vitest';
import type { Review } from '@/types';
import { draftFromReview, emptyReviewDraft, isDirty, reviewDraftStore, toSubmitInput, validateReviewDraft } from './review-draft';

afterEach(() => localStorage.clear());

const review = {
  review_id: 5,
  product: { product_id: 3, name: 'Barrier Cream', brand_name: 'Lumen', image_url: '' },
  title: 'Calm skin',
  content: 'Soothing.',
  rating: 4,
  images: [{ file_id: 11, url: '/files/uploads/a.png', width: 16, height: 16 }],
  is_private: true,
} as unknown as Review;

describe('review draft', () => {
  it('an edit starts from the saved review and submits its id, product, rating, image ids and privacy', () => {
    const draft = draftFromReview(review);
    expect(draft).toEqual({
      reviewId: 5,
      product: { product_id: 3, name: 'Lumen Barrier Cream' },
      title: 'Calm skin',
      content: 'Soothing.',
      rating: 4,
      images: [{ file_id: 11, url: '/files/uploads/a.png' }],
      isPrivate: true,
    });
    expect(toSubmitInput({ ...draft, title: '  Calm  ' })).toEqual({
      review_id: 5,
      product_id: 3,
      title: 'Calm',
      content: 'Soothing.',
      rating: 4,
      images: [11],
      is_private: true,
    });
  });

  it('a new review sends no review_id', () => {
    const input = toSubmitInput({ ...emptyReviewDraft({ product_id: 3, name: 'x' }), content: 'ok', rating: 5 });
    expect(input).not.toHaveProperty('review_id');
    expect(input).toMatchObject({ product_id: 3, rating: 5, images: [], is_private: false });
  });

  it('asks for the product, the text and a 1–5 rating (0 is unrated)', () => {
    expect(validateReviewDraft(emptyReviewDraft())).toEqual({
      product: expect.any(String),
      content: expect.any(String),
      rating: expect.any(String),
    });
    expect(validateReviewDraft({ ...emptyReviewDraft({ product_id: 1, name: 'x' }), content: 'fine', rating: 3 })).toEqual({});
  });

  it('is kept across reloads per member and review, and only when it changed', () => {
    const start = emptyReviewDraft();
    const typed = { ...start, content: 'Half written' };
    expect(isDirty(start, start)).toBe(false);
    expect(isDirty(typed, start)).toBe(true);
    reviewDraftStore('7', null).save(typed);
    expect(reviewDraftStore('7', null).load()).toEqual(typed);
    expect(reviewDraftStore('7', 5).load()).toBeNull();
    expect(reviewDraftStore('8', null).load()).toBeNull();
  });
});
