// The shell every "Load more" list shares: loading, failure, empty state, items, the Load more button.
// Paging itself (spec §4) is the caller's query (lib/paging adapters).
import type { ReactNode } from 'react';
import { Button } from './button';
import { Spinner } from './spinner';

export type LoadMoreQuery = {
  isPending: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
};

type Props<T> = {
  query: LoadMoreQuery;
  items: readonly T[];
  getKey: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
  /** Names the list for assistive technology, e.g. "Liked products". */
  label: string;
  empty: ReactNode;
  failed?: ReactNode;
  testId?: string;
  className?: string;
};

export function LoadMoreList<T>({ query, items, getKey, renderItem, label, empty, failed, testId, className }: Props<T>) {
  if (query.isPending) return <Spinner label={`Loading ${label.toLowerCase()}…`} />;
  if (query.isError && !items.length) return <p className="muted">{failed ?? `${label} could not be loaded.`}</p>;
  if (!items.length) return <p className="muted empty-state" data-testid={testId ? `${testId}-empty` : undefined}>{empty}</p>;
  return (
    <div className="stack">
      <ul className={className ?? 'card-list'} aria-label={label} data-testid={testId}>
        {items.map((item) => (
          <li key={getKey(item)}>{renderItem(item)}</li>
        ))}
      </ul>
      {query.hasNextPage ? (
        <div>
          <Button variant="secondary" busy={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
            Load more
          </Button>
        </div>
      ) : null}
    </div>
  );
}
