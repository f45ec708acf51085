// The kinds /ntn/search groups its results into. `selectedItems` (spec §3 Search) holds the keys of
// the groups the user toggled on; none toggled means every group.
import type { SearchItem } from '@/types';

export type GroupKey = 'products' | 'brands' | 'categories' | 'ingredients' | 'community';

export type Group = {
  key: GroupKey;
  label: string;
  /** Result types of the API that belong to the group. */
  types: readonly string[];
  /** Typed search call, when the group is one kind: used when it is the only group selected. */
  endpoint?: string;
};

export const GROUPS: readonly Group[] = [
  { key: 'products', label: 'Products', types: ['product'], endpoint: '/product/search' },
  { key: 'brands', label: 'Brands', types: ['brand'], endpoint: '/brand/search' },
  { key: 'categories', label: 'Categories', types: ['category'], endpoint: '/category/search' },
  { key: 'ingredients', label: 'Ingredients', types: ['inci'], endpoint: '/inci/search' },
  { key: 'community', label: 'Community', types: ['review', 'routine', 'dupe', 'feedback'] },
];

const GROUP_KEYS = new Set<string>(GROUPS.map((g) => g.key));

export function isGroupKey(value: string): value is GroupKey {
  return GROUP_KEYS.has(value);
}

export function groupOfType(type: string): Group | undefined {
  return GROUPS.find((g) => g.types.includes(type));
}

/** Which call serves the selection: the typed search when exactly one single-kind group is on. */
export function endpointFor(selectedItems: readonly GroupKey[]): { method: 'GET' | 'POST'; path: string } {
  if (selectedItems.length === 1) {
    const endpoint = GROUPS.find((g) => g.key === selectedItems[0])?.endpoint;
    if (endpoint) return { method: 'POST', path: endpoint };
  }
  return { method: 'GET', path: '/search' };
}

export type GroupedResults = { group: Group; items: SearchItem[] }[];

/** Results per group, in GROUPS order, keeping the server's order inside a group; empty groups dropped. */
export function groupResults(items: readonly SearchItem[], selectedItems: readonly GroupKey[]): GroupedResults {
  const shown = selectedItems.length ? GROUPS.filter((g) => selectedItems.includes(g.key)) : GROUPS;
  return shown
    .map((group) => ({ group, items: items.filter((item) => group.types.includes(item.type)) }))
    .filter((entry) => entry.items.length > 0);
}

/** The key that identifies a result across kinds (ids are only unique within a kind). */
export const resultKey = (item: Pick<SearchItem, 'type' | 'id'>) => `${item.type}:${item.id}`;
