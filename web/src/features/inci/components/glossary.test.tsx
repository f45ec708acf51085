import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, stubApi } from '@/testing/fake-api';
import { renderApp } from '@/testing/render';

afterEach(() => vi.unstubAllGlobals());

const item = (id: number, name: string, count: number) => ({ inci_id: id, inci_uuid: `0b5c7a7e-1111-4a4a-9b9b-00000000000${id}`, name, functions: [], product_count: count });

describe('/ingredientGlossary', () => {
  it('lists a letter most used first, searches names in every letter, and keeps both in the URL', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({
      'GET /api/inci/glossary': ({ url }) => {
        const q = url.searchParams.get('q');
        const ingredients = q ? [item(3, 'ASCORBIC ACID', 40), item(4, 'SALICYLIC ACID', 90)] : [item(1, 'AQUA', 900), item(2, 'ALLANTOIN', 120)];
        return ok({ letter: url.searchParams.get('letter'), q: q ?? '', order: url.searchParams.get('order'), ingredients, page_no: 1, page_num: 30, total_count: 2, hasMore: false });
      },
    });
    const { router } = renderApp('/ingredientGlossary?letter=A');
    await waitFor(() => expect(screen.getByTestId('glossary-list')).toHaveTextContent('AQUA'));
    expect(calls.at(-1)?.url.searchParams.get('order')).toBe('usage');
    await user.type(screen.getByLabelText('Find an ingredient'), 'acid');
    await waitFor(() => expect(router.state.location.search).toBe('?letter=A&q=acid'));
    await waitFor(() => expect(screen.getByTestId('glossary-list')).toHaveTextContent('SALICYLIC ACID'));
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Names containing “acid” (2)');
    expect(calls.at(-1)?.url.searchParams.get('q')).toBe('acid');
    await user.selectOptions(screen.getByRole('combobox', { name: /Order/ }), 'name');
    await waitFor(() => expect(router.state.location.search).toBe('?letter=A&q=acid&order=name'));
    await user.click(screen.getByRole('button', { name: 'B' }));
    await waitFor(() => expect(router.state.location.search).toBe('?letter=B&order=name'));
    expect(screen.getByLabelText('Find an ingredient')).toHaveValue('');
  });
});
