// Pure state of the ingredient screens: the glossary letter, the search-by-ingredients query (both
// in the URL), and the like/dislike transitions of an ingredient.
import { LETTERS, MAX_TERMS } from './constants';
import type { InciReaction, TermRole } from '@/types';
import type { ApiQuery } from '@/lib/api-client';

/** `?letter=` → 'A'…'Z' or '#'; anything else → 'A'. */
export function letterFromSearch(search: string | URLSearchParams): string {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const raw = (params.get('letter') ?? '').toUpperCase();
  return (LETTERS as readonly string[]).includes(raw) ? raw : 'A';
}

/** The glossary's state in its URL: ?letter=B&q=acid&order=name (most used first unless order=name). */
export type GlossaryQuery = { letter: string; q: string; order: NonNullable<ApiQuery<'/inci/glossary'>['order']> };

export function glossaryQueryFromSearch(params: URLSearchParams): GlossaryQuery {
  return { letter: letterFromSearch(params), q: (params.get('q') ?? '').trim().slice(0, 100), order: params.get('order') === 'name' ? 'name' : 'usage' };
}

export function glossaryQueryToSearch({ letter, q, order }: GlossaryQuery): Record<string, string> {
  return { letter, ...(q.trim() ? { q: q.trim() } : {}), ...(order === 'name' ? { order } : {}) };
}

export type IngredientQuery = { include: string[]; exclude: string[]; category: { id: string; name: string } | null };

const clean = (terms: string[]) => {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const t of terms.map((x) => x.trim()).filter(Boolean)) {
    const key = t.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(t);
  }
  return out.slice(0, MAX_TERMS);
};

/** `?include=a&include=b&exclude=c&category=7&category_name=Serums`. */
export function ingredientQueryFromSearch(search: string | URLSearchParams): IngredientQuery {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const id = params.get('category')?.trim();
  return {
    include: clean(params.getAll('include')),
    exclude: clean(params.getAll('exclude')),
    category: id ? { id, name: params.get('category_name')?.trim() || id } : null,
  };
}

export function ingredientQueryToSearch(query: IngredientQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const t of clean(query.include)) params.append('include', t);
  for (const t of clean(query.exclude)) params.append('exclude', t);
  if (query.category) {
    params.set('category', query.category.id);
    params.set('category_name', query.category.name);
  }
  return params;
}

/** Adds a term to one side; a term moves out of the other side (it cannot be both). */
export function addTerm(query: IngredientQuery, role: TermRole, term: string): IngredientQuery {
  const t = term.trim();
  if (!t) return query;
  const other = role === 'include' ? 'exclude' : 'include';
  const same = (x: string) => x.toLowerCase() === t.toLowerCase();
  return {
    ...query,
    [role]: query[role].some(same) ? query[role] : clean([...query[role], t]),
    [other]: query[other].filter((x) => !same(x)),
  };
}

export function removeTerm(query: IngredientQuery, role: TermRole, term: string): IngredientQuery {
  return { ...query, [role]: query[role].filter((x) => x !== term) };
}

export const hasTerms = (q: IngredientQuery) => q.include.length + q.exclude.length > 0;

/** Ingredient like/dislike: each toggles; setting one clears the other (the server does the same). */
export function toggleInciReaction(state: InciReaction, kind: 'like' | 'dislike'): { action: 0 | 1; next: InciReaction } {
  const next = { ...state };
  const dec = (n: number) => Math.max(0, n - 1);
  if (kind === 'like') {
    if (state.liked) {
      next.liked = false;
      next.like_count = dec(state.like_count);
      return { action: 0, next };
    }
    next.liked = true;
    next.like_count = state.like_count + 1;
    if (state.disliked) {
      next.disliked = false;
      next.dislike_count = dec(state.dislike_count);
    }
    return { action: 1, next };
  }
  if (state.disliked) {
    next.disliked = false;
    next.dislike_count = dec(state.dislike_count);
    return { action: 0, next };
  }
  next.disliked = true;
  next.dislike_count = state.dislike_count + 1;
  if (state.liked) {
    next.liked = false;
    next.like_count = dec(state.like_count);
  }
  return { action: 1, next };
}
