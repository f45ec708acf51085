import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, stubApi } from '@/testing/fake-api';
import { jsonResponse, renderApp } from '@/testing/render';
import type { ImageAnalysis, ListAnalysisResult, ListIdentity, ProductListItem } from '@/types';
import { analysisFixture } from '../testing/fixtures';

const product: ProductListItem = {
  product_id: 42, name: 'Niacinamide 10% + Zinc 1%', brand_id: 3, brand_name: 'The Ordinary', category_id: 1,
  category_name: 'Serums', image_url: '', size_text: '30 ml', price: 6, currency: 'USD', price_usd: 6,
  price_per_unit_usd: 0.2, rating_avg: null, review_count: 0, retailer_rating: null, member_rating: null, like_count: 0,
  status: 'active', placeholder: false,
};
const identical: ListIdentity = {
  verdict: 'identical',
  sentence: 'This list is The Ordinary Niacinamide 10% + Zinc 1% — identical ingredients.',
  matches: [{ product, similarity: 1, shared_count: 6, identical: true, same_order: true }],
};
const analysed: ListAnalysisResult = { ...analysisFixture, identity: identical };
const read: ImageAnalysis = {
  text: 'INGREDIENTS: AQUA, NIACINAMIDE,\nGLYCERLN, ZINC PCA',
  ingredient_list: 'AQUA, NIACINAMIDE, GLYCERIN, Zinc Pca',
  names: [
    { printed: 'AQUA', inci: 'AQUA', confidence: 0.96, ocr_confidence: 0.96, correction: null },
    { printed: 'NIACINAMIDE', inci: 'NIACINAMIDE', confidence: 0.95, ocr_confidence: 0.95, correction: null },
    { printed: 'GLYCERLN', inci: 'GLYCERIN', confidence: 0.81, ocr_confidence: 0.9, correction: "read 'GLYCERLN' as 'GLYCERIN'" },
    { printed: 'Zinc Pca', inci: null, confidence: 0, ocr_confidence: 0.5, correction: null },
  ],
  corrections: ["read 'GLYCERLN' as 'GLYCERIN'"],
  steps: ['cropped to the text', 'levelled the text (+2.0°)'],
  ocr_confidence: 0.9,
  analysis: analysed,
};
const options = { 'GET /api/user/profile_options': () => ok({ skin_types: [], concerns: [] }) };
const photo = () => new File([new Uint8Array(64)], 'label.jpg', { type: 'image/jpeg' });

beforeEach(() => {
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:label', revokeObjectURL: () => undefined }));
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/analyze: photograph or upload a label', () => {
  it('opens the camera on phones, shows the photo beside the list read, then the analysis and what the list is', async () => {
    const { calls } = stubApi({
      ...options,
      'POST /api/product/analyze_image': () => ok(read),
      'GET /api/product/analyze': () => ok(analysed),
    });
    renderApp('/analyze');
    const input = await screen.findByTestId('label-file');
    expect(input).toHaveAttribute('capture', 'environment');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    expect(screen.getByLabelText('Ingredient list')).toBeInTheDocument(); // the paste box stays
    await userEvent.upload(input, photo());

    const list = await screen.findByTestId('label-list');
    expect(screen.getByAltText('Your label photo')).toHaveAttribute('src', 'blob:label');
    const names = within(list).getAllByRole('textbox');
    expect(names.map((n) => (n as HTMLInputElement).value)).toEqual(['AQUA', 'NIACINAMIDE', 'GLYCERIN', 'Zinc Pca']);
    expect(within(list).getAllByText("read 'GLYCERLN' as 'GLYCERIN'").length).toBeGreaterThan(0);
    expect(within(list).getByText('not recognised — check it')).toBeInTheDocument();
    const upload = calls.find((c) => c.method === 'POST');
    expect((upload?.raw as FormData).get('file')).toBeInstanceOf(File);
    // the list read is analysed at once, and the screen says what it is, with a link to the product
    await waitFor(() => expect(calls.some((c) => c.url.pathname === '/api/product/analyze')).toBe(true));
    expect(calls.find((c) => c.url.pathname === '/api/product/analyze')?.url.searchParams.get('ingredient_list')).toBe(read.ingredient_list);
    const identity = await screen.findByTestId('list-identity');
    expect(within(identity).getByTestId('identity-link')).toHaveAttribute('href', '/productDetail/42');
    expect(screen.getByTestId('analysis')).toBeInTheDocument();
    expect(screen.getByTestId('save-analysis-signin')).toHaveTextContent('Sign in to save this analysis');

    // the member fixes a name and analyses again
    await userEvent.clear(names[3]);
    await userEvent.type(names[3], 'Zinc PCA');
    await userEvent.click(screen.getByRole('button', { name: 'Analyse with my fixes' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.url.pathname === '/api/product/analyze').at(-1)?.url.searchParams.get('ingredient_list')).toBe(
        'AQUA, NIACINAMIDE, GLYCERIN, Zinc PCA',
      ),
    );
  });

  it('shows a refused photo beside the picker instead of leaving the page', async () => {
    stubApi({
      ...options,
      'POST /api/product/analyze_image': () =>
        jsonResponse(415, { status: false, msg: 'That file is not an image we accept: use a JPEG, PNG or WebP.', code: 'unsupported_media' }),
    });
    const { router } = renderApp('/analyze');
    await userEvent.upload(await screen.findByTestId('label-file'), photo());
    expect(await screen.findByRole('alert')).toHaveTextContent('not an image we accept');
    expect(router.state.location.pathname).toBe('/analyze');
  });
});
