// Search UI's Paging as real links: each page is an <a href> to its own URL (open it in a new tab, copy it), and a
// plain click changes the page in place, as Search UI's own pager does.
import type { PagingViewProps } from '@elastic/react-search-ui-views';
import type { SearchContextState } from '@elastic/search-ui';
import { useSearch } from '@elastic/react-search-ui';
import type { MouseEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { stateToQuery } from '../search-ui/url-state';

const pickRequestState = ({ searchTerm, filters, sortList, sortField, sortDirection, resultsPerPage }: SearchContextState) => ({
  searchTerm,
  filters,
  sortList,
  sortField,
  sortDirection,
  resultsPerPage,
});

/** The pages shown: the first, the last, and the current one with its neighbours; null is a gap ("…"). */
export function pageWindow(current: number, total: number): (number | null)[] {
  const wanted = [...new Set([1, current - 1, current, current + 1, total])].filter((n) => n >= 1 && n <= total).sort((a, b) => a - b);
  return wanted.flatMap((n, i) => (i > 0 && n - wanted[i - 1] > 1 ? [null, n] : [n]));
}

const plainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

export function PagingLinksView({ current = 1, totalPages, onChange }: PagingViewProps) {
  const { pathname } = useLocation();
  const state = useSearch(pickRequestState);
  if (!totalPages || totalPages < 2) return null;
  const href = (page: number) => {
    const query = stateToQuery({ ...state, current: page });
    return query ? `${pathname}?${query}` : pathname;
  };
  const go = (page: number) => (event: MouseEvent) => {
    if (!plainClick(event)) return; // a new tab or window opens the link itself
    event.preventDefault();
    onChange(page);
    document.getElementById('browse-results')?.scrollIntoView?.({ block: 'start' });
  };
  const link = (page: number, label: string, rel?: string) => (
    <a href={href(page)} onClick={go(page)} rel={rel} className="paging__link">
      {label}
    </a>
  );
  return (
    <nav className="paging" aria-label="Pages" data-testid="paging">
      <ul className="paging__list">
        {current > 1 ? <li>{link(current - 1, '‹ Previous', 'prev')}</li> : null}
        {pageWindow(current, totalPages).map((page, i) =>
          page === null ? (
            <li key={`gap-${i}`} className="paging__gap" aria-hidden="true">
              …
            </li>
          ) : page === current ? (
            <li key={page}>
              <span className="paging__link is-current" aria-current="page">
                {page}
              </span>
            </li>
          ) : (
            <li key={page}>{link(page, String(page))}</li>
          ),
        )}
        {current < totalPages ? <li>{link(current + 1, 'Next ›', 'next')}</li> : null}
      </ul>
    </nav>
  );
}
