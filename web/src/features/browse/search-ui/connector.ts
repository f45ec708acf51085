// The custom Search UI connector (architecture §5): Search UI talks to OUR API, never to
// Elasticsearch. onSearch sends only the request state to POST /search/ui; onAutocomplete asks
// GET /search/autocomplete. Search UI's query config (fields, facets, sorts) is ignored on purpose:
// the server owns them.
import type {
  APIConnector,
  AutocompleteQueryConfig,
  AutocompleteResponseState,
  QueryConfig,
  RequestState,
  ResponseState,
} from '@elastic/search-ui';
import { SEARCH } from '@/config/constants';
import { authStore } from '@/lib/auth-store';
import { AUTOCOMPLETE_KINDS, getAutocomplete } from '@/lib/autocomplete';
import type { Suggestion } from '@/types';
import { searchProducts } from '../api/search-products';
import { EMPTY_AUTOCOMPLETE, fromUiResponse, toAutocompleteState, toUiRequest } from './translate';

export type ConnectorDeps = {
  search: typeof searchProducts;
  suggest: (q: string, size: number) => Promise<Suggestion[]>;
  /** Whether a member is signed in: only then is the "collected" filter (their own products) sent. */
  signedIn: () => boolean;
};

/** The browse box suggests every kind: products open, brands/categories/ingredients filter. */
const suggestEveryKind = (q: string, size: number) => getAutocomplete({ q, kinds: AUTOCOMPLETE_KINDS, size });

export class GlowdexConnector implements APIConnector {
  /** The failure of the last search (Search UI keeps only a message): the screen reads it for 503s. */
  lastError: unknown = null;
  private readonly deps: ConnectorDeps;

  constructor(deps: Partial<ConnectorDeps> = {}) {
    this.deps = { search: searchProducts, suggest: suggestEveryKind, signedIn: () => authStore.getState().isLoggedIn, ...deps };
  }

  async onSearch(state: RequestState, _queryConfig: QueryConfig): Promise<ResponseState> {
    try {
      // Signed out, a "collected" filter (a shared link) would be a 401: the screen asks the visitor to sign in instead.
      const sent = this.deps.signedIn() ? state : { ...state, filters: (state.filters ?? []).filter((f) => f.field !== 'collected') };
      const response = fromUiResponse(await this.deps.search(toUiRequest(sent)));
      this.lastError = null;
      return response;
    } catch (error) {
      this.lastError = error;
      throw error;
    }
  }

  async onAutocomplete(state: RequestState, queryConfig: AutocompleteQueryConfig): Promise<AutocompleteResponseState> {
    const term = (state.searchTerm ?? '').trim();
    if (!queryConfig.suggestions || !term) return EMPTY_AUTOCOMPLETE;
    try {
      return toAutocompleteState(await this.deps.suggest(term, queryConfig.suggestions.size ?? SEARCH.autocompleteSize));
    } catch {
      // Suggestions are a nicety: when they fail the box keeps working (the API client logged it).
      return EMPTY_AUTOCOMPLETE;
    }
  }

  onResultClick(): void {}

  onAutocompleteResultClick(): void {}
}
