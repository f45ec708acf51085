// The kinds /ntn/search groups its results into. `selectedItems` (spec §3 Search) holds the keys of
// the groups the user toggled on; none toggled means every group.
import type { SearchItem } from '@/types';

export type GroupKey = 'products' | 'ingredients' | 'brands' | 'categories' | 'members' | 'community';

export type Group = {
  key: GroupKey;
  label: string;
  /** Result types of the API that belong to the group. */
  types: readonly string[];
  /** What one and several of its results are called ("1 ingredient", "12 ingredients"). */
  noun: readonly [string, string];
};

/** In the order GET /search lists them: products first, then each other kind. */
export const GROUPS: readonly Group[] = [
  { key: 'products', label: 'Products', types: ['product'], noun: ['product', 'products'] },
  { key: 'ingredients', label: 'Ingredients', types: ['inci'], noun: ['ingredient', 'ingredients'] },
  { key: 'brands', label: 'Brands', types: ['brand'], noun: ['brand', 'brands'] },
  { key: 'categories', label: 'Categories', types: ['category'], noun: ['category', 'categories'] },
  { key: 'members', label: 'Members', types: ['user'], noun: ['member', 'members'] },
  { key: 'community', label: 'Community', types: ['review', 'routine', 'dupe', 'feedback'], noun: ['post', 'posts'] },
];

const GROUP_KEYS = new Set<string>(GROUPS.map((g) => g.key));

export function isGroupKey(value: string): value is GroupKey {
  return GROUP_KEYS.has(value);
}

export function groupOfType(type: string): Group | undefined {
  return GROUPS.find((g) => g.types.includes(type));
}

/** GET /search's `kinds` for the selection: the types of the selected groups; none selected means all. */
export function kindsParam(selectedItems: readonly GroupKey[]): string | undefined {
  if (!selectedItems.length) return undefined;
  return GROUPS.filter((g) => selectedItems.includes(g.key))
    .flatMap((g) => g.types)
    .join(',');
}

/** How many results of the group matched in all, from GET /search's `counts` (products: those matching every word). */
export function groupTotal(group: Group, counts: Record<string, number> | undefined): number | undefined {
  if (!counts) return undefined;
  return group.types.reduce((sum, type) => sum + (counts[type] ?? 0), 0);
}

/** "1 ingredient", "1,292 products". */
export function countLabel(group: Group, n: number): string {
  return `${n.toLocaleString('en-US')} ${group.noun[n === 1 ? 0 : 1]}`;
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
