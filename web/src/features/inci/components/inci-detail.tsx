// /ingredientDetail/:id (id = inci_uuid) — facts with "no data" where a rating is blank, EU status,
// like/dislike, and the products that contain it.
import { Link } from 'react-router-dom';
import { ProductCard } from '@/components/catalog/product-card';
import { Button } from '@/components/ui/button';
import { PageLoader } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-store';
import { useResumeAction, useSignInPrompt } from '@/lib/sign-in-prompt';
import { flattenPages } from '@/lib/paging';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useInciDetail } from '../api/get-inci-detail';
import { useReactToInci } from '../api/react-inci';
import { toggleInciReaction } from '../inci-state';
import type { InciDetail as Detail, Flag } from '@/types';

export function ratingText(range: readonly number[] | null | undefined): string {
  if (!range || range.length === 0) return 'no data';
  const [lo, hi = lo] = range;
  return lo === hi ? `${lo} of 5` : `${lo}–${hi} of 5`;
}

const words = (s: string) => s.replace(/_/g, ' ');

function Meter({ label, range, help }: { label: string; range: number[] | null; help: string }) {
  const hi = range?.[range.length - 1];
  return (
    <div className="inci-meter" data-testid={`meter-${label.toLowerCase()}`}>
      <dt>{label}</dt>
      <dd>
        <span className="inci-meter__track" aria-hidden="true">
          {[0, 1, 2, 3, 4, 5].map((n) => (
            <span key={n} className={`inci-meter__cell${hi !== undefined && n <= hi && n > 0 ? ` inci-meter__cell--on inci-meter__cell--${hi >= 4 ? 'high' : hi >= 2 ? 'mid' : 'low'}` : ''}`} />
          ))}
        </span>
        <strong>{ratingText(range)}</strong> <span className="muted">{help}</span>
      </dd>
    </div>
  );
}

function Facts({ detail }: { detail: Detail }) {
  const f = detail.facts;
  const functions = f.functions.length ? f.functions : detail.functions;
  return (
    <section className="ia-card">
      <h2>Facts</h2>
      <dl className="inci-facts">
        <div>
          <dt>What it does</dt>
          <dd>
            {functions.length ? (
              <ul className="inci-functions" data-testid="function-descriptions">
                {functions.map((fn) => {
                  const d = (detail.function_descriptions?.length ? detail.function_descriptions : f.function_descriptions)?.find(
                    (x) => x.name === fn,
                  )?.description;
                  return (
                    <li key={fn}>
                      <strong>{fn}</strong>
                      {d ? <span>: {d}</span> : null}
                    </li>
                  );
                })}
              </ul>
            ) : (
              <span className="muted">no data</span>
            )}
          </dd>
        </div>
        <Meter label="Comedogenic" range={f.comedogenic} help="(clogging pores, 0–5, CosDNA)" />
        <Meter label="Irritancy" range={f.irritancy} help="(0–5, CosDNA)" />
        <div>
          <dt>EU status</dt>
          <dd data-testid="eu-status">
            {f.annex.length ? (
              <ul className="inci-annex">
                {f.annex.map((a) => (
                  <li key={`${a.annex}-${a.entry}`}>
                    <strong>Annex {a.annex}</strong>
                    {a.entry ? `, entry ${a.entry}` : ''}
                    {a.qualifier ? ` (${a.qualifier})` : ''}
                    {a.chemical_name ? <span className="muted"> — {a.chemical_name}</span> : null}
                    {a.conditions ? <p className="inci-annex__cond">Conditions: {a.conditions}</p> : null}
                  </li>
                ))}
              </ul>
            ) : (
              'Not listed in the EU annexes (no restriction)'
            )}
          </dd>
        </div>
        <div>
          <dt>Allergen</dt>
          <dd>{f.allergen_list ? `Labelled fragrance allergen (${f.allergen_list})` : 'Not a labelled fragrance allergen'}</dd>
        </div>
        <div>
          <dt>Fungal acne</dt>
          <dd>{f.fungal_acne_trigger ? 'Can feed Malassezia (fungal acne trigger)' : 'Not a known fungal-acne trigger'}</dd>
        </div>
        {f.families.length ? (
          <div>
            <dt>Families</dt>
            <dd>{f.families.map(words).join(', ')}</dd>
          </div>
        ) : null}
        {f.actives.length || f.key_active ? (
          <div>
            <dt>Active</dt>
            <dd>
              {f.actives.map(words).join(', ')}
              {f.key_active ? <> <span className="ia-pill ia-pill--key">key active</span></> : null}
            </dd>
          </div>
        ) : null}
        {detail.cas_number || detail.einecs_number ? (
          <div>
            <dt>Identifiers</dt>
            <dd>
              {detail.cas_number ? `CAS ${detail.cas_number}` : ''} {detail.einecs_number ? `· EC ${detail.einecs_number}` : ''}
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}

function Flags({ flags }: { flags: Flag[] }) {
  if (!flags.length) return null;
  return (
    <section className="ia-card">
      <h2>What we flag</h2>
      <ul className="ia-flags">
        {flags.map((flag, i) => (
          <li key={`${flag.code}-${i}`} className={`ia-flag ia-flag--${flag.severity}`} data-testid="flag">
            <span className="ia-flag__sev">{flag.severity}</span>
            <div className="ia-flag__body">
              <p className="ia-flag__msg">{flag.message}</p>
              <p className="ia-flag__meta">
                <span className="ia-source">
                  Source:{' '}
                  {flag.source_url ? (
                    <a href={flag.source_url} target="_blank" rel="noreferrer">
                      {flag.source_name || flag.source}
                    </a>
                  ) : (
                    flag.source_name || flag.source
                  )}
                </span>
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Reactions({ detail }: { detail: Detail }) {
  const { isLoggedIn } = useAuth();
  const askToSignIn = useSignInPrompt();
  const mutation = useReactToInci(detail.inci_uuid, detail.inci_id);
  const r = detail.reaction;
  const resumeKey = `inci-reaction:${detail.inci_uuid}`;
  const toggle = (kind: 'like' | 'dislike') => {
    const { action, next } = toggleInciReaction(r, kind);
    mutation.mutate({ kind, action, optimistic: next });
  };
  // back from signing in: set the reaction asked for (never undo one the member already had)
  useResumeAction(resumeKey, ({ kind }) => {
    if ((kind === 'like' && !r.liked) || (kind === 'dislike' && !r.disliked)) toggle(kind);
  });
  const act = (kind: 'like' | 'dislike') => {
    if (!isLoggedIn) {
      askToSignIn(`Sign in to ${kind} this ingredient.`, { key: resumeKey, data: { kind } });
      return;
    }
    toggle(kind);
  };
  return (
    <div className="pd-reactions" role="group" aria-label="Your reaction">
      <button type="button" className={`pd-react${r.liked ? ' pd-react--on' : ''}`} aria-pressed={r.liked} disabled={mutation.isPending} onClick={() => act('like')} data-testid="like">
        <span aria-hidden="true">♥</span> {r.liked ? 'Liked' : 'Like'} <span className="pd-count" data-testid="like-count">{r.like_count}</span>
      </button>
      <button type="button" className={`pd-react${r.disliked ? ' pd-react--on' : ''}`} aria-pressed={r.disliked} disabled={mutation.isPending} onClick={() => act('dislike')} data-testid="dislike">
        <span aria-hidden="true">⊘</span> {r.disliked ? 'Disliked' : 'Dislike'} <span className="pd-count" data-testid="dislike-count">{r.dislike_count}</span>
      </button>
    </div>
  );
}

export function InciDetailView({ uuid }: { uuid: string }) {
  const query = useInciDetail(uuid);
  const detail = query.data?.pages[0];
  useDocumentTitle(detail?.name ?? 'Ingredient detail');
  if (query.isPending) return <PageLoader />;
  if (query.isError || !detail) return <p className="muted">This ingredient could not be loaded.</p>;
  const products = flattenPages(query.data.pages.map((p) => p.products.items), (p) => p.product_id);
  return (
    <div className="inci-page" data-testid="inci-detail">
      <header className="ia-card inci-head">
        <p className="muted">Ingredient</p>
        <h1>{detail.name}</h1>
        {detail.plain_description || detail.description ? (
          <p className="inci-head__desc" data-testid="inci-description">
            {detail.plain_description || detail.description}
          </p>
        ) : null}
        <Reactions detail={detail} />
      </header>
      <Facts detail={detail} />
      <Flags flags={detail.flags} />
      <section className="ia-card">
        <h2>
          Products with {detail.name} <span className="muted">({detail.products.total_count})</span>
        </h2>
        <p className="row" data-testid="inci-search-links">
          <Link to={paths.searchByIngredients.getHref({ include: [detail.name] })}>Search products with it and other ingredients</Link>
          <Link to={paths.searchByIngredients.getHref({ exclude: [detail.name] })}>Find products without it</Link>
        </p>
        {products.length ? (
          <ul className="sim-list" data-testid="inci-products">
            {products.map((p) => (
              <li key={p.product_id}>
                <ProductCard product={p} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">No product in the catalogue contains it yet.</p>
        )}
        {query.hasNextPage ? (
          <Button variant="secondary" busy={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
            Load more
          </Button>
        ) : null}
      </section>
    </div>
  );
}
