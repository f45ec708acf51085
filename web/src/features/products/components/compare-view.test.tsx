// Compare (issue 9 §2): a product without enough ingredient data shows no green free-from badge, beside one that has.
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/testing/fake-api';
import { jsonResponse, renderApp } from '@/testing/render';
import type { CompareResult, ProductListItem } from '@/types';
import { analysisFixture, noDataFixture } from '../testing/fixtures';
import { CompareTable } from './compare-table';

afterEach(() => vi.unstubAllGlobals());

const card = (id: number, name: string): ProductListItem => ({
  product_id: id, name, brand_id: 1, brand_name: 'Lumen', category_id: 2, category_name: 'Serums', image_url: '',
  size_text: '30 ml', price: 10, currency: 'USD', price_usd: 10, price_per_unit_usd: 0.33, rating_avg: null,
  review_count: 0, retailer_rating: null, member_rating: null, like_count: 0, status: 'active',
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
  const renderTable = (r: CompareResult = result) =>
    render(
      <MemoryRouter>
        <CompareTable result={r} />
      </MemoryRouter>,
    );

  it('is one table: a column per product, a row per attribute whose name stays in the first column', () => {
    renderTable();
    const table = screen.getByTestId('compare-table');
    expect(within(table).getAllByTestId('compare-column').map((th) => th.textContent)).toEqual(['LumenLumen Serum', 'LumenPerfume Travel Spray']);
    const rowNames = within(table).getAllByRole('rowheader').map((th) => th.textContent);
    expect(rowNames.slice(0, 4)).toEqual(['Price', 'Price per ml/g', 'Retailer’s rating', 'Glowdex members']);
    expect(table.closest('.cmp-scroll')).not.toBeNull(); // it scrolls in its own box
  });

  it('has price-per-ml and rating rows, each rating saying whose it is', () => {
    const rated: CompareResult = {
      ...result,
      products: [
        { ...result.products[0], product: { ...card(1, 'Lumen Serum'), price_per_unit_usd: 0.2, retailer_rating: { retailer: 'Sephora', average: 4.41, count: 1321 } } },
        { ...result.products[1], product: { ...card(2, 'Perfume Travel Spray'), price_per_unit_usd: 1.5, member_rating: { average: 4, count: 2 } } },
      ],
    };
    renderTable(rated);
    const perUnit = screen.getAllByTestId('compare-per-unit');
    expect(perUnit.map((td) => td.textContent)).toEqual(['$0.20lowest', '$1.50']);
    expect(screen.getAllByTestId('compare-retailer-rating').map((td) => td.textContent)).toEqual(['★ 4.4 at Sephora, 1,321 ratings', 'none']);
    expect(screen.getAllByTestId('compare-member-rating').map((td) => td.textContent)).toEqual(['not rated yet', '★ 4.0 from 2 Glowdex members']);
  });

  it('shows no green badge for a product without an ingredient list, and says why', () => {
    renderTable();
    const [fullTag, emptyTag] = screen.getAllByTestId('compare-tag-silicone_free');
    expect(fullTag).toHaveClass('ia-tag--yes');
    const [fullRead, emptyRead] = screen.getAllByTestId('compare-recognised');
    expect(within(fullRead).queryByTestId('compare-no-data')).toBeNull();
    expect(within(emptyRead).getByTestId('compare-no-data')).toHaveTextContent('Not enough ingredient data for free-from tags (0 of 0 ingredients recognised)');
    expect(emptyTag).toHaveClass('ia-tag--unknown');
    const names = new Set(result.products.flatMap((p) => p.analysis.tags.map((t) => t.tag)));
    for (const name of names) {
      const empty = screen.getAllByTestId(`compare-tag-${name}`)[1];
      expect(empty).toHaveClass('ia-tag--unknown');
      expect(empty).not.toHaveTextContent('✓');
    }
  });

  it('lists each flagged ingredient once with its reasons merged', () => {
    renderTable();
    const [full] = screen.getAllByTestId('compare-flags');
    const rows = within(full).getAllByTestId('flag');
    expect(rows.filter((r) => r.textContent?.includes('LINALOOL'))).toHaveLength(1);
    expect(within(full).getByText('3 flagged')).toBeInTheDocument();
  });
});

describe('CompareView', () => {
  it('says why two listings of one product are not compared (the API\'s same_product refusal)', async () => {
    const refusal = 'Lumen Serum and Lumen Serum 60ml are one product (listed at LookFantastic and Sephora): compare it with another product.';
    stubApi({ 'POST /api/product/compare': () => jsonResponse(200, { status: false, msg: refusal, code: 'same_product' }) });
    renderApp('/compare?ids=1,2');
    expect(await screen.findByTestId('compare-error')).toHaveTextContent(refusal);
  });
});
