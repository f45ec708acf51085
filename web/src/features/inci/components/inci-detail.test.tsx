// /ingredientDetail (issue 9 §2): what an ingredient does, in plain words, and flags with their sources as named links.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, stubApi } from '@/testing/fake-api';
import { renderApp } from '@/testing/render';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const facts = {
  functions: ['Humectant', 'Solvent'],
  function_descriptions: [
    { name: 'Humectant', description: 'Draws water into the skin and holds it there (hydrating).' },
    { name: 'Solvent', description: 'Dissolves other ingredients so they mix into the product.' },
  ],
  description: 'A humectant: draws water into the top layer of skin and holds it there.',
  comedogenic: [0, 0], irritancy: null, annex: [], allergen_list: null, families: [], actives: ['humectant'],
  key_active: false, fungal_acne_trigger: false,
};

const detail = {
  inci_id: 1, inci_uuid: '0b4f5c2e-1d3a-4c1b-9f00-123456789abc', name: 'GLYCERIN', cas_number: '56-81-5', einecs_number: '200-289-5',
  functions: ['Humectant', 'Solvent'], description: facts.description, plain_description: facts.description,
  function_descriptions: facts.function_descriptions, product_count: 7036, facts,
  flags: [{
    code: 'eu_annex_iii', message: 'LINALOOL: allowed in the EU with limits on amount or use (Annex III entry 84)', severity: 'info',
    ingredients: ['GLYCERIN'], source: 'EU Cosmetics Regulation (EC) No 1223/2009 Annex III entry 84',
    source_name: 'EU Cosmetics Regulation Annex III entry 84',
    source_url: 'https://ec.europa.eu/growth/tools-databases/cosing/reference/annexes/list/III',
  }],
  reaction: { inci_id: 1, liked: false, disliked: false, like_count: 0, dislike_count: 0 },
  products: { items: [], page_no: 1, page_num: 10, total_count: 0, hasMore: false },
};

describe('ingredient detail', () => {
  it('says what the ingredient and each function do, with sources as named links', async () => {
    stubApi({ 'GET /api/inci/detail': () => ok(detail) });
    renderApp('/ingredientDetail/0b4f5c2e-1d3a-4c1b-9f00-123456789abc');
    expect(await screen.findByTestId('inci-description')).toHaveTextContent('A humectant: draws water into the top layer');
    const fns = screen.getByTestId('function-descriptions');
    expect(fns).toHaveTextContent('Humectant: Draws water into the skin and holds it there (hydrating).');
    expect(fns).toHaveTextContent('Solvent: Dissolves other ingredients');
    const flag = screen.getByTestId('flag');
    expect(within(flag).getByRole('link', { name: 'EU Cosmetics Regulation Annex III entry 84' })).toHaveAttribute(
      'href', 'https://ec.europa.eu/growth/tools-databases/cosing/reference/annexes/list/III');
  });
});
