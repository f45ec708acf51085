// The Rating rules of spec §4 (and §5: 0 means unrated, sent as null).
import { describe, expect, it } from 'vitest';
import {
  GENERAL,
  hasSomethingToSubmit,
  initialRatingState,
  ratingReducer,
  toFeedbackPayload,
  toRatingPayload,
  type RatingState,
} from './rating-state';

const criteria = [
  { criteria_name: 'hydration', label: 'Hydration', description: '' },
  { criteria_name: 'texture', label: 'Texture', description: '' },
  { criteria_name: 'scent', label: 'Scent', description: '' },
];
const start = () => ratingReducer(initialRatingState({ product_id: 5, category_name: 'Moisturizers' }), { type: 'criteriaLoaded', criterias: criteria });
const apply = (state: RatingState, ...actions: Parameters<typeof ratingReducer>[1][]) => actions.reduce(ratingReducer, state);

describe('rating rules', () => {
  it('fetching criteria resets every rating and the general rating to 0', () => {
    const rated = apply(start(), { type: 'rate', name: 'hydration', value: 4 }, { type: 'rate', name: GENERAL, value: 5 });
    expect(rated.ratings.hydration).toBe(4);
    const refetched = ratingReducer(rated, { type: 'criteriaLoaded', criterias: [...criteria, { criteria_name: 'value', label: 'Value', description: '' }] });
    expect(refetched.ratings).toEqual({ hydration: 0, texture: 0, scent: 0, value: 0 });
    expect(refetched.generalRating).toBe(0);
  });

  it("rating 'general' sets generalRating, not a criterion", () => {
    const state = ratingReducer(start(), { type: 'rate', name: GENERAL, value: 3 });
    expect(state.generalRating).toBe(3);
    expect(state.ratings).toEqual({ hydration: 0, texture: 0, scent: 0 });
  });

  it('0 is unrated and is sent as null; the submission carries feedback_status pending', () => {
    const state = apply(start(), { type: 'rate', name: 'hydration', value: 4 }, { type: 'rate', name: 'scent', value: 2 }, { type: 'rate', name: 'scent', value: 0 });
    expect(toRatingPayload(state)).toEqual({
      product_id: 5,
      category_name: 'Moisturizers',
      general_rating: null,
      ratings: [
        { criteria_name: 'hydration', rating_value: 4 },
        { criteria_name: 'texture', rating_value: null },
        { criteria_name: 'scent', rating_value: null },
      ],
      feedback_status: 'pending',
    });
  });

  it('the feedback payload adds feedback_id (from the rating call), file_ids, text and title', () => {
    const state = apply(
      start(),
      { type: 'rate', name: GENERAL, value: 4 },
      { type: 'title', feedbackTitle: ' Lovely ' },
      { type: 'text', feedbackText: 'Soft skin. ' },
      { type: 'images', images: [{ file_id: 9, url: '/a.png' }] },
      { type: 'ratingsSubmitted', result: { rating_id: 2, feedback_id: 77, feedback_status: 'pending' } },
    );
    expect(toFeedbackPayload(state)).toMatchObject({
      general_rating: 4,
      feedback_status: 'pending',
      feedback_id: 77,
      file_ids: [9],
      feedback_title: 'Lovely',
      feedback_text: 'Soft skin.',
      is_private: false,
    });
  });

  it('stores each submit status; the server verdict (held and why) is kept', () => {
    let state = ratingReducer(start(), { type: 'ratingsSubmitting' });
    expect(state.ratingsSubmitStatus).toBe('submitting');
    state = ratingReducer(state, { type: 'ratingsSubmitted', result: { rating_id: 2, feedback_id: 77, feedback_status: 'pending' } });
    expect(state.ratingsSubmitStatus).toBe('succeeded');
    expect(state.feedbackId).toBe(77);
    state = apply(state, { type: 'feedbackSubmitting' });
    expect(state.feedbackSubmitStatus).toBe('submitting');
    state = ratingReducer(state, { type: 'feedbackSubmitted', result: { feedback_id: 77, rating_id: 2, feedback_status: 'pending', held_reason: 'It contains a link.' } });
    expect(state).toMatchObject({ feedbackSubmitStatus: 'succeeded', feedbackStatus: 'pending', heldReason: 'It contains a link.' });
    expect(ratingReducer(state, { type: 'submitFailed', which: 'feedback' }).feedbackSubmitStatus).toBe('failed');
  });

  it("the member's stored rating fills the reset criteria; stars stay within 0..5", () => {
    const state = ratingReducer(start(), {
      type: 'mineLoaded',
      mine: { general_rating: 4, ratings: [{ criteria_name: 'texture', rating_value: 3 }, { criteria_name: 'gone', rating_value: 5 }, { criteria_name: 'scent', rating_value: null }], feedback_id: 12, feedback_status: 'accepted' },
    });
    expect(state.ratings).toEqual({ hydration: 0, texture: 3, scent: 0 });
    expect(state.generalRating).toBe(4);
    expect(state.feedbackId).toBe(12);
    expect(ratingReducer(state, { type: 'rate', name: 'texture', value: 9 }).ratings.texture).toBe(5);
  });

  it('half stars are kept and sent as they are (the API takes 1 to 5 in halves)', () => {
    const state = apply(start(), { type: 'rate', name: 'texture', value: 3.5 }, { type: 'rate', name: GENERAL, value: 4.5 });
    expect(toRatingPayload(state).ratings?.find((r) => r.criteria_name === 'texture')?.rating_value).toBe(3.5);
    expect(toRatingPayload(state).general_rating).toBe(4.5);
    const mine = ratingReducer(start(), {
      type: 'mineLoaded',
      mine: { general_rating: 2.5, ratings: [{ criteria_name: 'scent', rating_value: 1.5 }], feedback_id: 3, feedback_status: 'accepted' },
    });
    expect([mine.generalRating, mine.ratings.scent]).toEqual([2.5, 1.5]);
    expect(ratingReducer(mine, { type: 'rate', name: 'scent', value: 0.3 }).ratings.scent).toBe(1); // never below 1 star
    expect(ratingReducer(mine, { type: 'rate', name: 'scent', value: 3.74 }).ratings.scent).toBe(3.5);
  });

  it('nothing to submit until a star or a word is given', () => {
    expect(hasSomethingToSubmit(start())).toBe(false);
    expect(hasSomethingToSubmit(ratingReducer(start(), { type: 'rate', name: 'texture', value: 1 }))).toBe(true);
    expect(hasSomethingToSubmit(ratingReducer(start(), { type: 'text', feedbackText: 'ok' }))).toBe(true);
  });
});
