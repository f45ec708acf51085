// The search screen's state lives in the URL: /ntn/search?keyword=…&kinds=products,brands.
// Named as spec §3 says: searchTerm and selectedItems.
import { isGroupKey, type GroupKey } from './groups';

export type SearchState = { searchTerm: string; selectedItems: GroupKey[] };

export function readSearchState(params: URLSearchParams): SearchState {
  const searchTerm = (params.get('keyword') ?? '').trim();
  const raw = params.getAll('kinds').flatMap((v) => v.split(','));
  const selectedItems = [...new Set(raw.map((v) => v.trim()).filter(isGroupKey))];
  return { searchTerm, selectedItems };
}

export function writeSearchState({ searchTerm, selectedItems }: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  if (searchTerm.trim()) params.set('keyword', searchTerm.trim());
  if (selectedItems.length) params.set('kinds', selectedItems.join(','));
  return params;
}

export function toggleItem(selectedItems: readonly GroupKey[], key: GroupKey): GroupKey[] {
  return selectedItems.includes(key) ? selectedItems.filter((k) => k !== key) : [...selectedItems, key];
}
