import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, stubApi } from '@/testing/fake-api';
import { AddProductForm } from './add-product-form';

afterEach(() => vi.unstubAllGlobals());

const THERE = {
  product_id: 5, name: 'Moonveil Serum', brand_id: 0, brand_name: 'Zephyr Lab', category_id: null, category_name: null,
  image_url: '', size_text: '30 ml', price: 18, currency: 'USD', price_usd: 18, price_per_unit_usd: 0.6, rating_avg: null,
  review_count: 0, retailer_rating: null, member_rating: null, like_count: 0, status: 'active', placeholder: false,
};

function renderForm(initialName?: string) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <AddProductForm initialName={initialName} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('Add a product', () => {
  it('offers the likely match first; declined, it proposes the new brand, then sends the product', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      'GET /api/category/list': () => ok([]),
      'GET /api/search/autocomplete': () => ok([]),
      'GET /api/product/analyze': () => ok(null),
      'POST /api/product/match_candidates': () => ok({ candidates: [{ product: THERE, relation: 'close', reason: 'a variant (rich)' }] }),
      'POST /api/brand/submit': () => ok({ brand_id: 41, name: 'Zephyr Lab', status: 'pending' }),
      'POST /api/product/submit': () => ok({ product_id: 77, status: 'pending', analysis: {} }),
    });
    renderForm('Moonveil Serum Rich');
    await user.click(screen.getByTestId('check-product'));
    expect(await screen.findByTestId('brand-error')).toBeInTheDocument();
    expect(api.calls.some((c) => c.url.pathname === '/api/product/match_candidates')).toBe(false);

    await user.type(screen.getByRole('combobox', { name: 'Brand' }), 'Zephyr Lab');
    await user.type(screen.getByLabelText('Ingredient list'), 'Aqua, Niacinamide, Glycerin');
    await user.click(screen.getByTestId('check-product'));
    expect(await screen.findByRole('heading', { name: 'Is it one of these?' })).toBeInTheDocument();
    expect(screen.getByTestId('match-candidate')).toHaveTextContent('A similar name');
    const asked = api.calls.find((c) => c.url.pathname === '/api/product/match_candidates');
    expect(asked?.body).toEqual({ brand_name: 'Zephyr Lab', name: 'Moonveil Serum Rich', ingredient_list: 'Aqua, Niacinamide, Glycerin' });

    await user.click(screen.getByRole('button', { name: 'No, none of these: add mine' }));
    expect(await screen.findByTestId('awaiting-review')).toHaveTextContent('Awaiting review');
    const sent = api.calls.filter((c) => c.method === 'POST').map((c) => c.url.pathname);
    expect(sent).toEqual(['/api/product/match_candidates', '/api/brand/submit', '/api/product/submit']);
    const product = api.calls.find((c) => c.url.pathname === '/api/product/submit');
    expect(product?.body).toMatchObject({ brand_id: 41, name: 'Moonveil Serum Rich', ingredient_list: 'Aqua, Niacinamide, Glycerin' });
    expect(screen.getByTestId('review-added').getAttribute('href')).toContain('product_id=77');
  });

  it('previews the analysis of the pasted list between the list and Continue, inside the form', async () => {
    const user = userEvent.setup();
    stubApi({
      'GET /api/category/list': () => ok([]),
      'GET /api/search/autocomplete': () => ok([]),
      'GET /api/product/analyze': () => new Promise(() => {}),
    });
    renderForm();
    await user.type(screen.getByLabelText('Ingredient list'), 'Aqua, Niacinamide, Glycerin');
    const preview = await screen.findByTestId('analysis-preview', {}, { timeout: 3000 });
    const form = screen.getByRole('form', { name: 'Add a product' });
    const list = screen.getByLabelText('Ingredient list');
    const proceed = screen.getByTestId('check-product');
    // on a phone, Continue comes after what she should look at first
    expect(form).toContainElement(preview);
    expect(list.compareDocumentPosition(preview) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(preview.compareDocumentPosition(proceed) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('takes the ingredient list read from a label photo, which the member can still correct', async () => {
    const user = userEvent.setup();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:label', revokeObjectURL: () => undefined }));
    const read = {
      text: 'INGREDIENTS: AQUA, NIACINAMIDE, GLYCERLN',
      ingredient_list: 'AQUA, NIACINAMIDE, GLYCERIN',
      names: [
        { printed: 'AQUA', inci: 'AQUA', confidence: 0.96, ocr_confidence: 0.96, correction: null },
        { printed: 'NIACINAMIDE', inci: 'NIACINAMIDE', confidence: 0.95, ocr_confidence: 0.95, correction: null },
        { printed: 'GLYCERLN', inci: 'GLYCERIN', confidence: 0.81, ocr_confidence: 0.9, correction: "read 'GLYCERLN' as 'GLYCERIN'" },
      ],
      corrections: ["read 'GLYCERLN' as 'GLYCERIN'"],
      steps: [],
      ocr_confidence: 0.9,
      analysis: null,
    };
    const api = stubApi({
      'GET /api/category/list': () => ok([]),
      'GET /api/search/autocomplete': () => ok([]),
      'GET /api/product/analyze': () => new Promise(() => {}),
      'POST /api/product/analyze_image': () => ok(read),
      'POST /api/product/match_candidates': () => ok({ candidates: [] }),
    });
    renderForm('Moonveil Serum Rich');
    await user.upload(screen.getByTestId('label-file'), new File([new Uint8Array(64)], 'label.jpg', { type: 'image/jpeg' }));
    await waitFor(() => expect(screen.getByLabelText('Ingredient list')).toHaveValue('AQUA, NIACINAMIDE, GLYCERIN'));
    await user.type(screen.getByLabelText('Ingredient list'), ', TOCOPHEROL');
    await user.type(screen.getByRole('combobox', { name: 'Brand' }), 'Zephyr Lab');
    await user.click(screen.getByTestId('check-product'));
    await screen.findByRole('heading', { name: 'Not in the catalogue yet' });
    const asked = api.calls.find((c) => c.url.pathname === '/api/product/match_candidates');
    expect(asked?.body).toMatchObject({ ingredient_list: 'AQUA, NIACINAMIDE, GLYCERIN, TOCOPHEROL' });
  });
});
