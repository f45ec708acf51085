// /nbn/draft/modifyReviewPage(/:id) — write or edit a review: the product (picked with the product
// autocomplete), title, text, a 1–5 rating, photos through the file host, private or public. The unsaved
// draft is kept in localStorage across reloads (per member and review) until it is saved or discarded;
// save leads to /reviewSuccess.
import '../reviews.css';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ProductPicker } from '@/components/catalog/product-picker';
import { ImagePicker } from '@/components/media/image-picker';
import { Button } from '@/components/ui/button';
import { CheckboxField, TextAreaField, TextField } from '@/components/ui/field';
import { FormMessage } from '@/components/ui/form-message';
import { RatingInput } from '@/components/ui/rating-stars';
import { PageLoader } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { formErrorsFrom } from '@/lib/api-errors';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { Review } from '@/types';
import { useReviewDetail } from '../api/get-review-detail';
import { useSubmitReview } from '../api/submit-review';
import {
  MAX_REVIEW_IMAGES,
  REVIEW_LIMITS,
  draftFromReview,
  emptyReviewDraft,
  isDirty,
  reviewDraftStore,
  toSubmitInput,
  validateReviewDraft,
  type ReviewDraft,
  type ReviewDraftErrors,
} from '../review-draft';

type Props = {
  userId: string;
  /** null: a new review. */
  reviewId: number | null;
  /** A new review of this product (from its page). */
  initialProduct?: ReviewDraft['product'];
};

/** Where the review's fields are named differently by the API. */
const SERVER_FIELDS: Record<string, keyof ReviewDraftErrors> = { product_id: 'product', content: 'content', rating: 'rating', title: 'title' };

export function ReviewEditor({ userId, reviewId, initialProduct = null }: Props) {
  const detail = useReviewDetail(reviewId ?? 0, { enabled: reviewId !== null });
  useDocumentTitle(reviewId ? 'Edit review' : 'Write a review');
  if (reviewId !== null) {
    if (detail.isPending) return <PageLoader />;
    if (detail.isError || !detail.data) return <p className="muted">This review could not be loaded.</p>;
    if (!detail.data.is_owner) return <p className="muted">Only its author can edit this review.</p>;
  }
  return <ReviewForm key={`${userId}:${reviewId ?? 'new'}`} userId={userId} reviewId={reviewId} review={detail.data ?? null} initialProduct={initialProduct} />;
}

function ReviewForm({ userId, reviewId, review, initialProduct }: Props & { review: Review | null }) {
  const navigate = useNavigate();
  const submit = useSubmitReview();
  const store = useMemo(() => reviewDraftStore(userId, reviewId), [userId, reviewId]);
  const start = useMemo(() => (review ? draftFromReview(review) : emptyReviewDraft(initialProduct ?? null)), [review, initialProduct]);
  const [restored] = useState(() => store.load());
  const [draft, setDraft] = useState<ReviewDraft>(() => {
    if (!restored) return start;
    // a draft started elsewhere keeps its product; a fresh "review this product" fills an empty one
    return restored.product || !initialProduct ? restored : { ...restored, product: initialProduct };
  });
  const [errors, setErrors] = useState<ReviewDraftErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [showRestored, setShowRestored] = useState(Boolean(restored && isDirty(restored, start)));

  // Keep the unsaved draft across reloads; nothing is stored while it equals where the editor started.
  useEffect(() => {
    if (isDirty(draft, start)) store.save(draft);
    else store.clear();
  }, [draft, start, store]);

  const update = <K extends keyof ReviewDraft>(key: K, value: ReviewDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    if (key in errors) setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const discard = () => {
    store.clear();
    setDraft(start);
    setShowRestored(false);
    setErrors({});
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const found = validateReviewDraft(draft);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    submit.mutate(toSubmitInput(draft), {
      onSuccess: (result) => {
        store.clear();
        const search = new URLSearchParams({ review_id: String(result.review_id), product_id: String(result.product_id) });
        if (!result.created) search.set('edited', '1');
        navigate({ pathname: paths.reviewSuccess.getHref(), search: `?${search}` });
      },
      onError: (failure) => {
        const { fields, form } = formErrorsFrom(failure, { unknown_image: 'images', too_many_images: 'images' });
        const mapped: ReviewDraftErrors = {};
        const rest: string[] = [];
        for (const [field, msg] of Object.entries(fields)) {
          const key = SERVER_FIELDS[field];
          if (key) mapped[key] = msg;
          else rest.push(msg);
        }
        setErrors(mapped);
        setFormError(form ?? (rest.length ? rest.join(' ') : null));
      },
    });
  };

  return (
    <form className="form form--wide stack" onSubmit={onSubmit} noValidate data-testid="review-form">
      <div className="page__header">
        <h1>{reviewId ? 'Edit your review' : 'Write a review'}</h1>
      </div>
      {showRestored ? (
        <FormMessage tone="info" testId="draft-restored">
          <span className="draft-note">
            Your unsaved draft is back.
            <Button variant="ghost" onClick={discard}>
              Discard draft
            </Button>
          </span>
        </FormMessage>
      ) : null}
      {draft.product ? (
        <div className="field">
          <span className="field__label">Product</span>
          <p className="row row--center" style={{ gap: '0.5rem' }}>
            <strong data-testid="review-product">{draft.product.name}</strong>
            <Button variant="ghost" onClick={() => update('product', null)}>
              Change
            </Button>
          </p>
        </div>
      ) : (
        <ProductPicker label="Product" onPick={(product) => update('product', product)} error={errors.product} />
      )}
      <RatingInput label="Your rating" value={draft.rating} onChange={(n) => update('rating', n)} error={errors.rating} />
      <TextField
        label="Title"
        value={draft.title}
        maxLength={REVIEW_LIMITS.title}
        onChange={(event) => update('title', event.target.value)}
        error={errors.title}
        placeholder="Sum it up in a few words"
      />
      <TextAreaField
        label="Your review"
        value={draft.content}
        maxLength={REVIEW_LIMITS.content}
        rows={8}
        onChange={(event) => update('content', event.target.value)}
        error={errors.content}
        placeholder="How did it work for your skin? Texture, scent, results, how long you used it…"
      />
      <ImagePicker images={draft.images} max={MAX_REVIEW_IMAGES} onChange={(images) => setDraft((d) => ({ ...d, images }))} />
      <CheckboxField
        label="Private (only you can see it)"
        checked={draft.isPrivate}
        onChange={(event) => update('isPrivate', event.target.checked)}
        hint="A private review is left out of the product's rating, lists and search."
      />
      {formError ? <FormMessage testId="review-form-error">{formError}</FormMessage> : null}
      <div className="row" style={{ gap: '0.5rem' }}>
        <Button type="submit" busy={submit.isPending}>
          {reviewId ? 'Save changes' : 'Publish review'}
        </Button>
        <Link className="btn btn--ghost" to={reviewId ? paths.reviewDetail.getHref(reviewId) : draft.product ? paths.productDetail.getHref(draft.product.product_id) : paths.home.getHref()}>
          Cancel
        </Link>
      </div>
      <p className="muted">Your draft is kept on this device until you publish or discard it.</p>
    </form>
  );
}
