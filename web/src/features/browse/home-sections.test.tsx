// The home page's random products page on with "Load more" (spec §4: later pages append without repeating a
// product, a short page ends the list); the community section leads to the review and routine browse screens.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, stubApi } from '@/testing/fake-api';
import { renderApp } from '@/testing/render';

const product = (id: number) => ({
  product_id: id, name: `Product ${id}`, brand_id: 1, brand_name: 'Lumen', category: null, image_url: '', price_usd: null,
  size_text: '', rating_avg: null, review_count: 0,
});
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const products = (ids: number[], pageNo: number) =>
  ok({ items: ids.map(product), page_no: pageNo, page_num: 10, total_count: 14, hasMore: pageNo === 1 });
const empty = () => ok({ items: [], page_no: 1, page_num: 10, total_count: 0, hasMore: false });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('home', () => {
  it('random products: Load more appends the next page once, then stops', async () => {
    const { calls } = stubApi({
      'GET /api/brand/labels': () => ok([]),
      'GET /api/browse/random_content': empty,
      'GET /api/product/random_list': ({ url }) =>
        url.searchParams.get('page_no') === '1' ? products(range(1, 10), 1) : products([10, 11, 12, 13, 14], 2),
    });
    renderApp('/');
    const section = (await screen.findByRole('heading', { name: 'Discover products' })).closest('section')!;
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(10));
    fireEvent.click(within(section).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(14)); // product 10 once
    expect(within(section).queryByRole('button', { name: 'Load more' })).toBeNull();
    const asked = calls.filter((c) => c.url.pathname === '/api/product/random_list').map((c) => c.url.searchParams);
    expect(asked.map((p) => [p.get('page_no'), p.get('page_num')])).toEqual([['1', '10'], ['2', '10']]);
    expect(asked[0].get('seed')).toBe(asked[1].get('seed'));

    const community = screen.getByRole('heading', { name: 'From the community' }).closest('section')!;
    expect(within(community).getByRole('link', { name: 'Browse reviews' })).toHaveAttribute('href', '/reviews');
    expect(within(community).getByRole('link', { name: 'Browse routines' })).toHaveAttribute('href', '/routines');
  });
});
