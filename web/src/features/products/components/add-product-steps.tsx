// The two screens of "Add a product" after its form: "Is it one of these?" (the products it may already be, before
// anything is sent) and the thanks once it is added, "awaiting review".
import { Link } from 'react-router-dom';
import { ProductCard } from '@/components/catalog/product-card';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import type { MatchCandidatesInput, ProductSubmitResult } from '@/types';
import { RELATION_LABELS, proposedBrand, type ProductDraft } from '../add-product-draft';
import { useMatchCandidates } from '../api/match-candidates';

export function Candidates({ asked, onBack, onSend, sending, error }: { asked: MatchCandidatesInput; onBack: () => void; onSend: () => void; sending: boolean; error: string | null }) {
  const query = useMatchCandidates(asked);
  if (query.isPending) return <Spinner label="Looking for it in the catalogue…" />;
  const found = query.data ?? [];
  return (
    <section className="ia-card ap-check" aria-labelledby="ap-check-title" data-testid="match-candidates">
      <h2 id="ap-check-title" tabIndex={-1}>
        {found.length ? 'Is it one of these?' : 'Not in the catalogue yet'}
      </h2>
      {found.length ? (
        <>
          <p className="muted">We may have it already. If it is one of these, use it: its reviews and prices are there.</p>
          <ol className="ap-candidates">
            {found.map((c) => (
              <li key={c.product.product_id} data-testid="match-candidate">
                <ProductCard product={c.product}>
                  <p className="ap-relation">{RELATION_LABELS[c.relation]}</p>
                  {c.product.placeholder ? null : (
                    <Link className="btn btn--secondary" to={paths.productDetail.getHref(c.product.product_id)} data-testid="candidate-yes">
                      Yes, it’s this one
                    </Link>
                  )}
                </ProductCard>
              </li>
            ))}
          </ol>
        </>
      ) : (
        <p className="muted">{query.isError ? 'We could not check the catalogue just now.' : 'No product of this brand looks like yours.'}</p>
      )}
      {error ? (
        <p className="form-message form-message--error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="row">
        <Button onClick={onSend} busy={sending} data-testid="send-product">
          {found.length ? 'No, none of these: add mine' : 'Add my product'}
        </Button>
        <Button variant="ghost" onClick={onBack} disabled={sending}>
          Back to the form
        </Button>
      </div>
    </section>
  );
}

export function Added({ result, draft, onAnother }: { result: ProductSubmitResult; draft: ProductDraft; onAnother: () => void }) {
  const name = `${draft.brand && !proposedBrand(draft) ? draft.brand.name : draft.brandText.trim()} ${draft.name.trim()}`;
  const id = result.product_id;
  const query = `product_id=${id}&product_name=${encodeURIComponent(name)}`;
  return (
    <section className="ia-card ap-done" aria-labelledby="ap-done-title" data-testid="product-added">
      <h2 id="ap-done-title" tabIndex={-1}>
        Thanks! {name} is added
      </h2>
      <p>
        <span className="badge badge--warn" data-testid="awaiting-review">
          Awaiting review
        </span>{' '}
        Only you can see it until a moderator accepts it; you will get a message either way. You can already review it,
        put it in a routine or on a shelf.
      </p>
      <div className="row ap-done__actions">
        <Link className="btn btn--primary" to={paths.productDetail.getHref(id)} data-testid="added-product-link">
          See your product
        </Link>
        <Link className="btn btn--secondary" to={`${paths.modifyReviewNew.getHref()}?${query}`} data-testid="review-added">
          Write a review
        </Link>
        <Link className="btn btn--secondary" to={`${paths.modifyRoutineNew.getHref()}?${query}`}>
          Start a routine with it
        </Link>
        <Button variant="ghost" onClick={onAnother}>
          Add another product
        </Button>
      </div>
    </section>
  );
}
