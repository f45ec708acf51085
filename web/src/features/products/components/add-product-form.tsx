// "Add a product" (issue 26 §1): a member adds what the catalogue lacks. Brand (picked, or proposed), name,
// category, size, price and the ingredient list (pasted, or read from a label photo), its analysis previewed as
// she types between the list and Continue (so she sees it before going on); then "Is it one of these?" (the
// products it may already be, matched as listings are grouped) before anything is sent. Her product is hers at
// once, "awaiting review"; others see it once a moderator accepts it.
import '../add-product.css';
import { useState, type FormEvent } from 'react';
import { SuggestInput } from '@/components/catalog/suggest-input';
import { Button } from '@/components/ui/button';
import { SelectField, TextAreaField, TextField } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { SEARCH } from '@/config/constants';
import { useAutocomplete } from '@/lib/autocomplete';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import type { MatchCandidatesInput, ProductSubmitResult } from '@/types';
import {
  CURRENCIES,
  SIZE_UNITS,
  candidatesInput,
  draftErrors,
  emptyDraft,
  proposedBrand,
  submitInput,
  type ProductDraft,
} from '../add-product-draft';
import { useAnalyzeList } from '../api/analyze-list';
import { useCategoryOptions } from '../api/get-category-options';
import { useSubmitBrand } from '../api/submit-brand';
import { useSubmitProduct } from '../api/submit-product';
import { Added, Candidates } from './add-product-steps';
import { FlagsPanel } from './analysis-flags';
import { RecognitionBadge } from './analysis-parts';
import { TagChips } from './analysis-tags';
import { LabelPhoto } from './label-photo';

const PREVIEW_DEBOUNCE_MS = 700;

function BrandField({ draft, onChange, error }: { draft: ProductDraft; onChange: (next: Partial<ProductDraft>) => void; error?: string }) {
  const q = useDebouncedValue(draft.brandText, SEARCH.autocompleteDebounceMs);
  const suggestions = useAutocomplete(q, { kinds: ['brand'], routeFailures: false });
  const options = (suggestions.data ?? []).filter((s) => s.type === 'brand').map((s) => ({ id: String(s.id), text: s.text }));
  const proposed = proposedBrand(draft);
  return (
    <div className={error ? 'field--invalid' : undefined} data-testid="brand-field">
      <SuggestInput
        label="Brand"
        value={draft.brandText}
        onChange={(brandText) => onChange({ brandText })}
        options={options}
        onPick={(o) => onChange({ brandText: o.text, brand: { brand_id: Number(o.id), name: o.text } })}
        onSubmitText={(brandText) => onChange({ brandText })}
        placeholder="Start typing the brand"
        hint={
          proposed
            ? `“${proposed}” is not in our list yet: you propose it, and a moderator reviews it with your product.`
            : draft.brand
              ? undefined
              : 'Pick it from the list; if it is not there, type its full name.'
        }
      />
      {error ? (
        <p className="field__error" role="alert" data-testid="brand-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The pasted list, analysed as she types (the same call as /analyze). */
function AnalysisPreview({ list }: { list: string }) {
  const settled = useDebouncedValue(list.trim(), PREVIEW_DEBOUNCE_MS);
  const query = useAnalyzeList(settled.length >= 3 ? { list: settled, skinType: '', concerns: [] } : null);
  if (settled.length < 3) return null;
  return (
    <section className="ia-card ap-preview" aria-labelledby="ap-preview-title" data-testid="analysis-preview">
      <div className="ia-card__head">
        <h2 id="ap-preview-title">What we read in this list</h2>
        {query.data ? <RecognitionBadge summary={query.data} /> : null}
      </div>
      {query.isPending ? <Spinner label="Reading the list…" /> : null}
      {query.isError ? <p className="muted">The list could not be read just now; you can still send it.</p> : null}
      {query.data ? (
        <>
          <p className="muted">{query.data.recognition_summary}</p>
          <TagChips tags={query.data.tags} />
          {query.data.key_actives.length ? (
            <p>
              Key actives: <strong>{query.data.key_actives.join(', ')}</strong>
            </p>
          ) : null}
          {query.data.unrecognised.length ? (
            <p className="ia-unrec">
              Not recognised (check the spelling):{' '}
              {query.data.unrecognised.map((n) => (
                <mark key={n} className="ia-unknown">
                  {n}
                </mark>
              ))}
            </p>
          ) : null}
          <FlagsPanel flags={query.data.flags} />
        </>
      ) : null}
    </section>
  );
}

export function AddProductForm({ initialName = '', initialList = '' }: { initialName?: string; initialList?: string }) {
  const [draft, setDraft] = useState<ProductDraft>(() => emptyDraft(initialName, initialList));
  const [showErrors, setShowErrors] = useState(false);
  const [asked, setAsked] = useState<MatchCandidatesInput | null>(null);
  const [result, setResult] = useState<ProductSubmitResult | null>(null);
  const [sendError, setSendError] = useState<string | null>(null);
  const categories = useCategoryOptions();
  const submitBrand = useSubmitBrand();
  const submitProduct = useSubmitProduct();
  const errors = showErrors ? draftErrors(draft) : {};
  const change = (next: Partial<ProductDraft>) => setDraft((d) => ({ ...d, ...next }));

  const check = (event: FormEvent) => {
    event.preventDefault();
    setShowErrors(true);
    if (Object.keys(draftErrors(draft)).length) return;
    setSendError(null);
    setAsked(candidatesInput(draft));
  };

  const send = async () => {
    setSendError(null);
    try {
      const proposed = proposedBrand(draft);
      const brandId = proposed !== null || !draft.brand ? (await submitBrand.mutateAsync(proposed ?? '')).brand_id : draft.brand.brand_id;
      setResult(await submitProduct.mutateAsync(submitInput(draft, brandId)));
    } catch (error) {
      setSendError(error instanceof Error ? error.message : 'Your product could not be sent. Please try again.');
    }
  };

  if (result) {
    return (
      <Added
        result={result}
        draft={draft}
        onAnother={() => {
          setDraft(emptyDraft());
          setResult(null);
          setAsked(null);
          setShowErrors(false);
        }}
      />
    );
  }
  if (asked) {
    return <Candidates asked={asked} onBack={() => setAsked(null)} onSend={() => void send()} sending={submitBrand.isPending || submitProduct.isPending} error={sendError} />;
  }

  const categoryOptions = (categories.data ?? []).filter((c) => c.depth > 0).map((c) => ({ value: String(c.category_id), label: c.path }));
  return (
    <>
      <form className="ia-card ap-form" onSubmit={check} aria-label="Add a product" noValidate>
        <BrandField draft={draft} onChange={change} error={errors.brand} />
        <TextField label="Product name" value={draft.name} onChange={(e) => change({ name: e.target.value })} error={errors.name} maxLength={300} placeholder="As on the pack, e.g. Hydrating Facial Cleanser" />
        <SelectField label="Category" value={draft.categoryId} onChange={(e) => change({ categoryId: e.target.value })} options={categoryOptions} placeholder="Choose a category (optional)" />
        <div className="ap-pair">
          <fieldset className="ap-size">
            <legend className="field__label">Size</legend>
            <div className="row">
              <TextField label="Amount" inputMode="decimal" value={draft.sizeValue} onChange={(e) => change({ sizeValue: e.target.value })} error={errors.size} placeholder="50" />
              <SelectField label="Unit" value={draft.sizeUnit} onChange={(e) => change({ sizeUnit: e.target.value as ProductDraft['sizeUnit'] })} options={SIZE_UNITS.map((u) => ({ ...u }))} />
            </div>
          </fieldset>
          <fieldset className="ap-price">
            <legend className="field__label">Price</legend>
            <div className="row">
              <TextField label="Amount" inputMode="decimal" value={draft.price} onChange={(e) => change({ price: e.target.value })} error={errors.price} placeholder="24.90" />
              <SelectField label="Currency" value={draft.currency} onChange={(e) => change({ currency: e.target.value })} options={CURRENCIES.map((c) => ({ value: c, label: c }))} />
            </div>
          </fieldset>
        </div>
        <TextAreaField
          label="Ingredient list"
          value={draft.list}
          onChange={(e) => change({ list: e.target.value })}
          error={errors.list}
          rows={6}
          hint="Paste it from the pack or the brand’s site, or photograph the label below."
        />
        <AnalysisPreview list={draft.list} />
        <div className="row">
          <Button type="submit" data-testid="check-product">
            Continue
          </Button>
        </div>
      </form>
      <LabelPhoto onList={(list) => change({ list })} />
    </>
  );
}
