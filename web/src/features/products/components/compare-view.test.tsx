// Compare (issue 9 §2): a product without enough ingredient data shows no green free-from badge, beside one that has.
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { CompareResult, ProductListItem } from '@/types';
import { analysisFixture, noDataFixture } from '../testing/fixtures';
import { CompareTable } from './compare-view';

const card = (id: number, name: string): ProductListItem => ({
  product_id: id, name, brand_id: 1, brand_name: 'Lumen', category_id: 2, category_name: 'Serums', image_url: '',
  size_text: '30 ml', price: 10, currency: 'USD', price_usd: 10, price_per_unit_usd: 0.33, rating_avg: null,
  review_count: 0, like_count: 0, status: 'active',
} as ProductListItem);

function summary(a: typeof analysisFixture) {
  const { ingredients: _i, parts: _p, dropped_text: _d, unread: _u, personalised_for: _pf, skin_type_fit: _s, concern_fits: _c, ...rest } = a;
  return rest;
}

const result: CompareResult = {
  product_ids: [1, 2],
  products: [
    { product: card(1, 'Lumen Serum'), ingredients: ['AQUA', 'NIACINAMIDE'], analysis: { ...summary(analysisFixture), enough_data: true } },
    { product: card(2, 'Perfume Travel Spray'), ingredients: [], analysis: summary(noDataFixture) },
  ],
  shared_ingredients: [],
  unique_ingredients: [{ product_id: 1, ingredients: ['AQUA', 'NIACINAMIDE'] }, { product_id: 2, ingredients: [] }],
  similarity: [[1, 0], [0, 1]],
  metric: 'jaccard',
};

describe('CompareTable', () => {
  it('shows no green badge for a product without an ingredient list, and says why', () => {
    render(
      <MemoryRouter>
        <CompareTable result={result} />
      </MemoryRouter>,
    );
    const [full, empty] = screen.getAllByTestId('compare-column');
    expect(within(full).getByTestId('compare-tag-silicone_free')).toHaveClass('ia-tag--yes');
    expect(within(full).queryByTestId('compare-no-data')).toBeNull();
    expect(within(empty).getByTestId('compare-no-data')).toHaveTextContent('Not enough ingredient data for free-from tags (0 of 0 ingredients recognised)');
    for (const li of within(empty).getAllByTestId(/^compare-tag-/)) {
      expect(li).toHaveClass('ia-tag--unknown');
      expect(li).not.toHaveTextContent('✓');
    }
  });

  it('lists each flagged ingredient once with its reasons merged', () => {
    render(
      <MemoryRouter>
        <CompareTable result={result} />
      </MemoryRouter>,
    );
    const [full] = screen.getAllByTestId('compare-column');
    const rows = within(full).getAllByTestId('flag');
    expect(rows.filter((r) => r.textContent?.includes('LINALOOL'))).toHaveLength(1);
    expect(within(full).getByText('Flagged ingredients (3)')).toBeInTheDocument();
  });
});
