/// <reference types="node" />
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, stubApi } from '@/testing/fake-api';
import { jsonResponse } from '@/testing/render';
import { AUTOCOMPLETE_KINDS, autocompleteQueryOptions, getAutocomplete } from './autocomplete';
import { failureRoutes } from './failure-routes';

const SRC = join(process.cwd(), 'src');
const suggestion = { type: 'inci', id: '5', text: 'NIACINAMIDE' };

afterEach(() => {
  vi.unstubAllGlobals();
});

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [relative(SRC, path).split(sep).join('/')] : [];
  });
}

describe('the one autocomplete fetcher', () => {
  it('asks GET /search/autocomplete with q, the kinds joined and the size, and returns the suggestions', async () => {
    const { calls } = stubApi({ 'GET /api/search/autocomplete': () => ok([suggestion]) });
    await expect(getAutocomplete({ q: 'niac', kinds: ['inci'], size: 5 })).resolves.toEqual([suggestion]);
    expect(calls).toHaveLength(1);
    expect(Object.fromEntries(calls[0].url.searchParams)).toEqual({ q: 'niac', kinds: 'inci', size: '5' });
  });

  it('asks for every kind and the default size when told nothing; no data means no suggestions', async () => {
    const { calls } = stubApi({ 'GET /api/search/autocomplete': () => ok() });
    await expect(getAutocomplete({ q: 'se' })).resolves.toEqual([]);
    expect(calls[0].url.searchParams.get('kinds')).toBe(AUTOCOMPLETE_KINDS.join(','));
    expect(calls[0].url.searchParams.get('size')).toBe('8');
  });

  it('routeFailures: false keeps the user where they are when the list fails', async () => {
    const navigate = vi.fn();
    const unsubscribe = failureRoutes.subscribe(navigate);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubApi({ 'GET /api/search/autocomplete': () => jsonResponse(500, { status: false, msg: 'boom' }) });
    await expect(getAutocomplete({ q: 'x', kinds: ['product'] }, { routeFailures: false })).rejects.toMatchObject({ routedTo: null });
    expect(navigate).not.toHaveBeenCalled();
    await expect(getAutocomplete({ q: 'x' })).rejects.toMatchObject({ routedTo: '/error' });
    expect(navigate).toHaveBeenCalledWith('/error');
    unsubscribe();
  });

  it('queryOptions: one cache entry per kinds, size and trimmed, case-folded term; nothing asked for blank input', async () => {
    const { calls } = stubApi({ 'GET /api/search/autocomplete': () => ok([suggestion]) });
    const client = new QueryClient();
    const a = autocompleteQueryOptions('  Niac ', { kinds: ['inci'] });
    const b = autocompleteQueryOptions('niac', { kinds: ['inci'] });
    expect(a.queryKey).toEqual(b.queryKey);
    expect(autocompleteQueryOptions('niac', { kinds: ['product'] }).queryKey).not.toEqual(a.queryKey);
    expect(autocompleteQueryOptions('   ').enabled).toBe(false);
    await client.fetchQuery(a);
    await client.fetchQuery(b);
    expect(calls).toHaveLength(1);
    expect(calls[0].url.searchParams.get('q')).toBe('Niac');
  });

  it('is the only module that calls /search/autocomplete, and its callers use it', () => {
    // The path as a string literal (comments may name it).
    const callers = sources(SRC).filter((path) => /['"`]\/search\/autocomplete['"`?]/.test(readFileSync(join(SRC, path), 'utf8')));
    expect(callers).toEqual(['lib/autocomplete.ts']);
    const users = sources(SRC).filter((path) => /from '@\/lib\/autocomplete'/.test(readFileSync(join(SRC, path), 'utf8')));
    expect(users).toEqual(
      expect.arrayContaining([
        'features/browse/search-ui/connector.ts', // the browse box (Search UI)
        'features/inci/components/search-by-ingredients.tsx', // ingredient chips and the category filter
        'components/catalog/product-picker.tsx', // the product picker (compare, review and routine editors, dupes)
        'features/browse/components/facet-views.tsx', // the brand facet's filter box
        'features/search/components/search-combobox.tsx', // the header and home search box
      ]),
    );
  });
});
