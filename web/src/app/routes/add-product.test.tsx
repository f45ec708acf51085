import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { ok, stubApi } from '@/testing/fake-api';
import { renderApp } from '@/testing/render';

afterEach(() => {
  vi.unstubAllGlobals();
  authStore.signOut();
  localStorage.clear();
});

describe('/addProduct', () => {
  it("keeps the analyzer's list through sign-in: a signed-out visitor signs in and finds it in the form", async () => {
    stubApi({
      'POST /api/user/login': () => ok({ token: 't0k3n', user_id: 7 }),
      'GET /api/category/list': () => ok([]),
      'GET /api/search/autocomplete': () => ok([]),
      'GET /api/product/analyze': () => new Promise(() => {}),
    });
    const { router } = renderApp('/analyze');
    // what "Can't find it? Add it" under an analysis does: the list goes in the link's state
    await router.navigate('/addProduct', { state: { ingredientList: 'Aqua, Niacinamide, Glycerin' } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(await screen.findByTestId('signin-reason')).toHaveTextContent('Sign in to add a product to the catalogue.');

    await userEvent.type(screen.getByLabelText('E-mail'), 'ana@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'glowUp2025');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/addProduct'));
    await waitFor(() => expect(screen.getByLabelText('Ingredient list')).toHaveValue('Aqua, Niacinamide, Glycerin'));
  });
});
