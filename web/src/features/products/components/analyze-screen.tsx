// /analyze: paste a list, read it. The list and the skin it is read for survive a reload
// (session storage, and the URL for short lists); the skin starts from the member's profile.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { AnalysisSource, ProfileOption } from '@/types';
import { useAnalyzeList } from '../api/analyze-list';
import {
  analyzeStateFromUrl,
  analyzeStateToSearch,
  initialAnalyzeState,
  loadAnalyzeState,
  saveAnalyzeState,
  type AnalyzeState,
} from '../analyze-state';
import { AnalysisView } from './analysis-view';
import { LabelPhoto } from './label-photo';
import { ListDupesPanel } from './list-dupes';
import { ListIdentityPanel } from './list-identity';
import { AddProductLink } from '@/components/catalog/add-product-link';
import { SaveAnalysisPanel } from './save-analysis';

/** A skin type or concern choice (GET /user/profile_options). */
export type Option = ProfileOption;

const EXAMPLE = 'Aqua, Niacinamide, Glycerin, Zinc PCA, Sodium Hyaluronate, Parfum, Linalool, Phenoxyethanol';

type Props = {
  profile: { skin_type?: string | null; concerns?: string[] } | null;
  skinTypes: Option[];
  concerns: Option[];
};

export function AnalyzeScreen({ profile, skinTypes, concerns }: Props) {
  useDocumentTitle('Analyze ingredients');
  const [searchParams, setSearchParams] = useSearchParams();
  // Read on the first render only: later URL changes are our own.
  const [initial] = useState(() => initialAnalyzeState(analyzeStateFromUrl(searchParams), loadAnalyzeState(), profile));
  const [draft, setDraft] = useState<AnalyzeState>(initial);
  const [submitted, setSubmitted] = useState<AnalyzeState | null>(initial.list.trim() ? initial : null);
  const query = useAnalyzeList(submitted);
  // After "Analyze" the answer is brought into view (on a phone it starts below the form, out of sight); a list
  // read from the URL or a reload is not scrolled to.
  const result = useRef<HTMLDivElement>(null);
  const [scrollPending, setScrollPending] = useState(false);
  useEffect(() => {
    if (!scrollPending || query.isFetching || !(query.data || query.isError)) return;
    setScrollPending(false);
    result.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    result.current?.focus({ preventScroll: true });
  }, [scrollPending, query.isFetching, query.data, query.isError]);
  // Where the list came from (a saved analysis says so): a label photo until the member types in the box.
  const [source, setSource] = useState<AnalysisSource>('paste');

  const analyse = (state: AnalyzeState) => {
    const next = { ...state, list: state.list.trim() };
    if (!next.list) return;
    saveAnalyzeState(next);
    setSearchParams(new URLSearchParams(analyzeStateToSearch(next)), { replace: true });
    setSubmitted(next);
    setScrollPending(true);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    analyse(draft);
  };
  const fromPhoto = (list: string) => {
    setSource('photo');
    setDraft((d) => ({ ...d, list }));
    analyse({ ...draft, list });
  };

  const toggleConcern = (value: string) =>
    setDraft((d) => ({ ...d, concerns: d.concerns.includes(value) ? d.concerns.filter((c) => c !== value) : [...d.concerns, value] }));

  return (
    <section className="page ia-page">
      <header className="ia-hero">
        <h1>Analyze an ingredient list</h1>
        <p className="muted">
          Photograph a label or paste any INCI list. We show what each ingredient does, what we flag and
          why (with the source), and what we could not read. To find products by what they contain (or leave out), use{' '}
          <Link to={paths.searchByIngredients.getHref()}>search by ingredients</Link>.
        </p>
      </header>
      <LabelPhoto onList={fromPhoto} />
      <form className="ia-card ia-form" onSubmit={submit} aria-label="Analyze a list">
        <div className="field">
          <label className="field__label" htmlFor="ia-list">
            Ingredient list
          </label>
          <textarea
            id="ia-list"
            className="input input--textarea ia-textarea"
            rows={6}
            value={draft.list}
            maxLength={20000}
            placeholder={EXAMPLE}
            onChange={(e) => {
              setSource('paste');
              setDraft((d) => ({ ...d, list: e.target.value }));
            }}
          />
        </div>
        <details className="ia-skin" open={Boolean(draft.skinType || draft.concerns.length)}>
          <summary>Personalise {profile?.skin_type || profile?.concerns?.length ? '(from your profile)' : '(optional)'}</summary>
          <div className="field">
            <label className="field__label" htmlFor="ia-skin">
              Skin type
            </label>
            <select id="ia-skin" className="input" value={draft.skinType} onChange={(e) => setDraft((d) => ({ ...d, skinType: e.target.value }))}>
              <option value="">Not set</option>
              {skinTypes.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </div>
          <fieldset className="chips">
            <legend className="field__label">Concerns</legend>
            <div className="chips__list">
              {concerns.map((o) => {
                const on = draft.concerns.includes(o.value);
                return (
                  <span key={o.value} className={`chip${on ? ' chip--on' : ''}`}>
                    <input type="checkbox" id={`ia-c-${o.value}`} checked={on} onChange={() => toggleConcern(o.value)} />
                    <label htmlFor={`ia-c-${o.value}`}>{o.label}</label>
                  </span>
                );
              })}
            </div>
          </fieldset>
        </details>
        <div className="row">
          <Button type="submit" busy={query.isFetching} disabled={!draft.list.trim()}>
            Analyze
          </Button>
          {!draft.list ? (
            <Button variant="ghost" onClick={() => setDraft((d) => ({ ...d, list: EXAMPLE }))}>
              Try an example
            </Button>
          ) : null}
        </div>
      </form>
      {query.isFetching && !query.data ? <Spinner label="Analyzing…" /> : null}
      <div ref={result} className="ia-result-anchor" tabIndex={-1} aria-label="Analysis result" data-testid="analysis-result">
        {query.isError ? (
          <p className="form-message form-message--error" role="alert">
            {query.error instanceof Error ? query.error.message : 'The analysis failed.'}
          </p>
        ) : null}
        {query.data && submitted ? (
          <>
            <ListIdentityPanel identity={query.data.identity} />
            {query.data.identity.verdict !== 'identical' ? <AddProductLink ingredientList={submitted.list} /> : null}
            <AnalysisView result={query.data} />
            <ListDupesPanel key={submitted.list} list={submitted.list} />
            <SaveAnalysisPanel key={`save-${submitted.list}`} list={submitted.list} source={source} identity={query.data.identity} />
          </>
        ) : null}
      </div>
    </section>
  );
}
