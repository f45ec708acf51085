// Search UI's URL tracking bound to react-router (architecture §7: its default history fights the
// router). Search UI reads and writes the URL only through these functions; a location change the
// router makes (Back, Forward, a link) is handed to Search UI, which re-runs the search.
import type { RequestState } from '@elastic/search-ui';
import { useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { queryToState, stateToQuery } from './url-state';

type UrlHandler = (url?: string) => void;

export type RoutingOptions = {
  readUrl: () => string;
  writeUrl: (url: string, options: { replaceUrl: boolean }) => void;
  urlToState: (url: string) => RequestState;
  stateToUrl: (state: RequestState) => string;
  routeChangeHandler: (handler: UrlHandler) => () => void;
};

/** `?a=1` and `a=1` are the same query. */
const normal = (search: string) => search.replace(/^\?/, '');

export function useRouterRouting(): RoutingOptions {
  const location = useLocation();
  const navigate = useNavigate();
  const locationRef = useRef(location);
  locationRef.current = location;
  const handlers = useRef(new Set<UrlHandler>());
  const lastSearch = useRef(location.search);
  /** The query Search UI itself last wrote: its arrival is not news to Search UI. */
  const ownWrite = useRef<string | null>(null);

  // Tell Search UI about URL changes it did not make itself: Back, Forward, links. (Search UI's own
  // "was it my push?" check cannot tell an empty query from "nothing pushed", so we decide here.)
  useEffect(() => {
    if (lastSearch.current === location.search) return;
    lastSearch.current = location.search;
    if (ownWrite.current !== null && ownWrite.current === normal(location.search)) {
      ownWrite.current = null;
      return;
    }
    ownWrite.current = null;
    for (const handler of handlers.current) handler(location.search);
  }, [location.search]);

  return useMemo<RoutingOptions>(
    () => ({
      readUrl: () => locationRef.current.search,
      writeUrl: (url, { replaceUrl }) => {
        if (normal(url) === normal(locationRef.current.search)) return;
        ownWrite.current = normal(url);
        navigate({ pathname: locationRef.current.pathname, search: url ? `?${normal(url)}` : '' }, { replace: replaceUrl });
      },
      urlToState: (url) => queryToState(url),
      stateToUrl: (state) => stateToQuery(state),
      routeChangeHandler: (handler) => {
        handlers.current.add(handler);
        return () => {
          handlers.current.delete(handler);
        };
      },
    }),
    [navigate],
  );
}
