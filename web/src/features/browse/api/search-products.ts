// POST /search/ui with Search UI's request state → its response state (the server owns fields,
// facets and sorts). The browse box's suggestions come from the shared @/lib/autocomplete.
import { api } from '@/lib/api-client';
import type { UiRequest, UiResponse } from '../search-ui/translate';
import { SEARCH_HANDLED_STATUSES } from '@/lib/api-errors';

export async function searchProducts(request: UiRequest, signal?: AbortSignal): Promise<UiResponse> {
  return api.post('/search/ui', request, { signal, handledStatuses: SEARCH_HANDLED_STATUSES });
}
