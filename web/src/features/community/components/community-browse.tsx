// /reviews and /routines: members' reviews or routines, filtered by skin type, concern, category and "members near
// me", shuffled or ordered newest / most helpful / nearest, ten at a time with "Load more" (spec §4 paging). The
// filters live in the URL. The route says who is looking (signed in, their city) and the skin options.
import '../community.css';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { LoadMoreList } from '@/components/ui/load-more-list';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { flattenPages } from '@/lib/paging';
import { SESSION_SEED } from '@/lib/session-seed';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { ContentCard } from '@/types';
import { useBrowseList } from '../api/get-browse-list';
import { useCategories, type CategoryOption } from '../api/get-categories';
import {
  NEAR_KM,
  ORDERS,
  filtersFromSearch,
  searchFromFilters,
  withoutNear,
  type BrowseFilters,
  type BrowseKind,
} from '../browse-filters';
import { BrowseCard, type Labels } from './browse-card';

export type Viewer =
  | { state: 'signed-out' }
  | { state: 'loading' }
  /** `city`: the label of the member's city, or null when they have not chosen one. */
  | { state: 'member'; userId: string; city: string | null };

const NOUN: Record<BrowseKind, { one: string; many: string; title: string; intro: string; other: BrowseKind }> = {
  review: {
    one: 'review',
    many: 'reviews',
    title: 'Reviews',
    intro: 'What members thought of the products they used, with their skin type and concerns at the time.',
    other: 'routine',
  },
  routine: {
    one: 'routine',
    many: 'routines',
    title: 'Routines',
    intro: 'How members put their products together, morning and night, by their skin type and concerns.',
    other: 'review',
  },
};

const cardKey = (card: ContentCard) => card.id;

function CategorySelect({ value, onChange, categories }: { value: number | null; onChange: (id: number | null) => void; categories: CategoryOption[] }) {
  const roots = categories.filter((c) => c.depth === 0);
  return (
    <div className="field">
      <label className="field__label" htmlFor="browse-category">
        Category
      </label>
      <select
        id="browse-category"
        className="input input--select"
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
      >
        <option value="">Any category</option>
        {roots.map((root) => (
          <optgroup key={root.category_id} label={root.name}>
            <option value={root.category_id}>All {root.name}</option>
            {categories
              .filter((c) => c.parent_id === root.category_id)
              .map((c) => (
                <option key={c.category_id} value={c.category_id}>
                  {c.name}
                </option>
              ))}
          </optgroup>
        ))}
      </select>
    </div>
  );
}

function Select({ id, label, value, onChange, options }: { id: string; label: string; value: string; onChange: (v: string) => void; options: { value: string; label: string }[] }) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select id={id} className="input input--select" value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

function NearMe({ viewer, value, onChange }: { viewer: Viewer; value: number | null; onChange: (km: number | null) => void }) {
  if (viewer.state === 'member' && viewer.city) {
    return (
      <Select
        id="browse-near"
        label="Members"
        value={value === null ? '' : String(value)}
        onChange={(v) => onChange(v ? Number(v) : null)}
        options={[{ value: '', label: 'Everyone' }, ...NEAR_KM.map((km) => ({ value: String(km), label: `Within ${km} km of ${viewer.city}` }))]}
      />
    );
  }
  return (
    <p className="browse-filters__near muted" data-testid="near-me-hint">
      {viewer.state === 'member' ? (
        <>
          Members near you: <Link to={paths.userProfile.getHref(viewer.userId)}>choose your city</Link> on your profile.
        </>
      ) : viewer.state === 'signed-out' ? (
        <>
          <Link to={paths.signin.getHref()}>Sign in</Link> to see members near you.
        </>
      ) : null}
    </p>
  );
}

export function CommunityBrowse({ kind, viewer, labels }: { kind: BrowseKind; viewer: Viewer; labels: Labels }) {
  const noun = NOUN[kind];
  useDocumentTitle(noun.title);
  const [search, setSearch] = useSearchParams();
  const known = useMemo(
    () => ({ skinTypes: labels.skinTypes.map((o) => o.value), concerns: labels.concerns.map((o) => o.value) }),
    [labels],
  );
  const asked = useMemo(() => filtersFromSearch(search, known), [search, known]);
  const hasCity = viewer.state === 'member' && Boolean(viewer.city);
  // "Near me" from a shared link, for someone without a city: everyone instead.
  const filters = hasCity ? asked : withoutNear(asked);
  const waiting = viewer.state === 'loading' && (asked.nearKm !== null || asked.order === 'nearest');
  const query = useBrowseList(kind, filters, SESSION_SEED, { enabled: !waiting });
  const categories = useCategories();
  const items = useMemo(() => flattenPages((query.data?.pages ?? []).map((p) => p.items), cardKey), [query.data]);
  const total = query.data?.pages[0]?.total_count;

  const change = (next: Partial<BrowseFilters>) => setSearch(searchFromFilters({ ...filters, ...next }), { replace: true });
  const orders = ORDERS.filter((o) => o.value !== 'nearest' || hasCity);

  return (
    <section className="page community-browse" aria-labelledby="browse-title">
      <div className="community-browse__head">
        <h1 id="browse-title">{noun.title}</h1>
        <Link to={kind === 'review' ? paths.browseRoutines.getHref() : paths.browseReviews.getHref()}>
          Browse {NOUN[noun.other].many}
        </Link>
      </div>
      <p className="muted">{noun.intro}</p>
      <form className="browse-filters" aria-label={`Filter ${noun.many}`} onSubmit={(e) => e.preventDefault()} data-testid="browse-filters">
        <Select
          id="browse-skin"
          label="Skin type"
          value={filters.skinType}
          onChange={(skinType) => change({ skinType })}
          options={[{ value: '', label: 'Any skin type' }, ...labels.skinTypes]}
        />
        <Select
          id="browse-concern"
          label="Concern"
          value={filters.concern}
          onChange={(concern) => change({ concern })}
          options={[{ value: '', label: 'Any concern' }, ...labels.concerns]}
        />
        <CategorySelect value={filters.categoryId} onChange={(categoryId) => change({ categoryId })} categories={categories.data ?? []} />
        <Select id="browse-order" label="Order" value={filters.order} onChange={(order) => change({ order: order as BrowseFilters['order'] })} options={orders} />
        <NearMe viewer={viewer} value={filters.nearKm} onChange={(nearKm) => change({ nearKm })} />
      </form>
      <p className="community-browse__count muted" aria-live="polite" data-testid="browse-count">
        {query.isPending || waiting ? '' : total === undefined ? '' : `${total} ${total === 1 ? noun.one : noun.many}`}
      </p>
      {waiting ? (
        <Spinner label={`Loading ${noun.many}…`} />
      ) : (
        <LoadMoreList
          query={query}
          items={items}
          getKey={cardKey}
          renderItem={(card) => <BrowseCard card={card} labels={labels} />}
          label={noun.title}
          testId="browse-list"
          className="browse-list"
          failed={query.error instanceof Error ? query.error.message : undefined}
          empty={`No ${noun.many} match these filters yet.`}
        />
      )}
      {!waiting && !query.isPending && !query.hasNextPage && items.length > 0 ? (
        <p className="muted community-browse__end" data-testid="browse-all-loaded">
          {items.length === 1 ? `That is the only ${noun.one}.` : `All ${items.length} ${noun.many} shown.`}
        </p>
      ) : null}
    </section>
  );
}
