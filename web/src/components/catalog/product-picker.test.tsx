import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, stubApi } from '@/testing/fake-api';
import { ProductPicker } from './product-picker';

afterEach(() => vi.unstubAllGlobals());

describe('ProductPicker', () => {
  it('shows the brand beside each product name and hands it over with the pick', async () => {
    const user = userEvent.setup();
    stubApi({
      'GET /api/search/autocomplete': () =>
        ok([
          { type: 'product', id: '1', text: 'Hydrating Cleanser', context: 'CeraVe' },
          { type: 'product', id: '2', text: 'Hydrating Cleanser', context: 'La Roche-Posay' },
        ]),
    });
    const onPick = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <ProductPicker onPick={onPick} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await user.type(screen.getByLabelText('Product'), 'hydrat');
    // not in the list? "Can't find it? Add it" starts the "Add a product" form with what was typed
    expect(screen.getByTestId('add-product-link').getAttribute('href')).toBe('/addProduct?name=hydrat');
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Hydrating Cleanser · CeraVe', 'Hydrating Cleanser · La Roche-Posay']);
    await user.click(options[1]);
    await waitFor(() => expect(onPick).toHaveBeenCalledWith({ product_id: 2, name: 'Hydrating Cleanser', brand_name: 'La Roche-Posay' }));
  });
});
