// POST /search/ui with Search UI's request state → its response state (the server owns fields,
// facets and sorts); GET /search/autocomplete for the browse screen's search box.
import { api } from '@/lib/api-client';
import type { Suggestion } from '@/types';
import type { UiRequest, UiResponse } from '../search-ui/translate';

export async function searchProducts(request: UiRequest, signal?: AbortSignal): Promise<UiResponse> {
  return api.post<UiResponse>('/search/ui', request, { signal });
}

export async function suggestProducts(q: string, size = 8, signal?: AbortSignal): Promise<Suggestion[]> {
  const data = await api.get<Suggestion[]>('/search/autocomplete', { q, kinds: 'product,brand,category,inci', size }, { signal });
  return data ?? [];
}
