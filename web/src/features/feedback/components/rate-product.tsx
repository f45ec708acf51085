// "Rate this product": stars per criterion of the product's category and overall (0 = unrated, sent as
// null), an optional title, text and photos. Submitting rates first (/product/ratings/submit, which
// answers the member's feedback_id), then writes the post (/product/feedback/submit). The rules live in
// ../rating-state; the member's stored rating and post fill the form once the criteria are in.
import '../feedback.css';
import { useEffect, useReducer, useRef, useState, type FormEvent } from 'react';
import { ImagePicker } from '@/components/media/image-picker';
import { Button } from '@/components/ui/button';
import { CheckboxField, TextAreaField, TextField } from '@/components/ui/field';
import { FormMessage } from '@/components/ui/form-message';
import { RatingInput } from '@/components/ui/rating-stars';
import { Spinner } from '@/components/ui/spinner';
import { formErrorsFrom } from '@/lib/api-errors';
import type { RatingSummary } from '@/types';
import { useCriteria } from '../api/get-criteria';
import { useFeedbackDetail } from '../api/get-feedback-detail';
import { useSubmitFeedback } from '../api/submit-feedback';
import { useSubmitRatings } from '../api/submit-ratings';
import {
  FEEDBACK_LIMITS,
  GENERAL,
  MAX_FEEDBACK_IMAGES,
  hasSomethingToSubmit,
  initialRatingState,
  isSubmitting,
  ratingReducer,
  toFeedbackPayload,
  toRatingPayload,
} from '../rating-state';

function StarsWithClear({ label, value, onChange, description }: { label: string; value: number; onChange: (value: number) => void; description?: string }) {
  return (
    <div className="rate-criterion" title={description || undefined}>
      <RatingInput label={label} value={value} onChange={onChange} step={0.5} />
      {value > 0 ? (
        <Button variant="ghost" onClick={() => onChange(0)} aria-label={`Clear ${label}`}>
          Clear
        </Button>
      ) : null}
    </div>
  );
}

export function RateProduct({ productId, categoryName, mine }: { productId: number; categoryName: string | null; mine: RatingSummary['mine'] }) {
  const [state, dispatch] = useReducer(ratingReducer, { product_id: productId, category_name: categoryName ?? '' }, initialRatingState);
  const criteria = useCriteria(categoryName ?? '');
  const ownPost = useFeedbackDetail(mine?.feedback_id ?? 0, { enabled: Boolean(mine?.feedback_id) });
  const rate = useSubmitRatings();
  const write = useSubmitFeedback();
  const [error, setError] = useState<string | null>(null);
  const filled = useRef({ mine: false, post: false });

  // spec §4: the fetched criteria reset every rating and the general rating to 0 …
  useEffect(() => {
    if (!criteria.data) return;
    dispatch({ type: 'criteriaLoaded', criterias: criteria.data.criteria_list, categoryName: criteria.data.category_name || undefined });
    filled.current.mine = false;
  }, [criteria.data]);
  // … then the member's stored rating, if any, is put back over them.
  useEffect(() => {
    if (!criteria.data || !mine || filled.current.mine) return;
    filled.current.mine = true;
    dispatch({ type: 'mineLoaded', mine });
  }, [criteria.data, mine]);
  useEffect(() => {
    const post = ownPost.data;
    if (!post || filled.current.post) return;
    filled.current.post = true;
    dispatch({ type: 'title', feedbackTitle: post.feedback_title });
    dispatch({ type: 'text', feedbackText: post.feedback_text });
    dispatch({ type: 'images', images: post.images.map(({ file_id, url }) => ({ file_id, url })) });
    dispatch({ type: 'private', isPrivate: post.is_private });
  }, [ownPost.data]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!hasSomethingToSubmit(state)) {
      setError('Give at least one star, or write a few words.');
      return;
    }
    dispatch({ type: 'ratingsSubmitting' });
    let afterRatings: typeof state;
    try {
      const result = await rate.mutateAsync(toRatingPayload(state));
      afterRatings = ratingReducer(state, { type: 'ratingsSubmitted', result });
      dispatch({ type: 'ratingsSubmitted', result });
    } catch (failure) {
      dispatch({ type: 'submitFailed', which: 'ratings' });
      const { fields, form } = formErrorsFrom(failure);
      setError(form ?? (Object.values(fields).join(' ') || null));
      return;
    }
    dispatch({ type: 'feedbackSubmitting' });
    try {
      const result = await write.mutateAsync(toFeedbackPayload(afterRatings));
      dispatch({ type: 'feedbackSubmitted', result });
    } catch (failure) {
      dispatch({ type: 'submitFailed', which: 'feedback' });
      const { fields, form } = formErrorsFrom(failure, { unknown_image: 'file_ids', too_many_images: 'file_ids' });
      setError(form ?? (Object.values(fields).join(' ') || null));
    }
  };

  if (criteria.isPending) return <Spinner label="Loading what to rate…" />;
  if (criteria.isError) return <p className="muted">Rating is not available right now.</p>;

  const done = state.feedbackSubmitStatus === 'succeeded';
  return (
    <form className="stack" onSubmit={(event) => void onSubmit(event)} noValidate data-testid="rate-form">
      <p className="muted">Rate what you can judge; leave the rest empty (not rated).</p>
      <StarsWithClear label="Overall" value={state.generalRating} onChange={(v) => dispatch({ type: 'rate', name: GENERAL, value: v })} />
      <div className="rate-grid">
        {state.criterias.map((c) => (
          <StarsWithClear key={c.criteria_name} label={c.label} description={c.description} value={state.ratings[c.criteria_name] ?? 0} onChange={(v) => dispatch({ type: 'rate', name: c.criteria_name, value: v })} />
        ))}
      </div>
      <TextField
        label="Feedback title"
        value={state.feedbackTitle}
        maxLength={FEEDBACK_LIMITS.title}
        onChange={(event) => dispatch({ type: 'title', feedbackTitle: event.target.value })}
        placeholder="Optional"
      />
      <TextAreaField
        label="Your feedback"
        value={state.feedbackText}
        maxLength={FEEDBACK_LIMITS.text}
        rows={5}
        onChange={(event) => dispatch({ type: 'text', feedbackText: event.target.value })}
        placeholder="Optional: what stood out, how long you used it…"
      />
      <ImagePicker images={state.images} max={MAX_FEEDBACK_IMAGES} onChange={(images) => dispatch({ type: 'images', images })} />
      <CheckboxField label="Private (only you can see it)" checked={state.isPrivate} onChange={(event) => dispatch({ type: 'private', isPrivate: event.target.checked })} />
      {error ? <FormMessage testId="rate-error">{error}</FormMessage> : null}
      {done ? (
        state.feedbackStatus === 'pending' ? (
          <FormMessage tone="info" testId="rate-status">
            Saved. Your feedback is held for review{state.heldReason ? `: ${state.heldReason}` : ''}. You can see it now; others will once an admin accepts it.
          </FormMessage>
        ) : (
          <FormMessage tone="success" testId="rate-status">
            Thanks! Your rating and feedback are saved.
          </FormMessage>
        )
      ) : null}
      <div>
        <Button type="submit" busy={isSubmitting(state)}>
          {state.feedbackId ? 'Save my rating' : 'Submit rating'}
        </Button>
      </div>
    </form>
  );
}
