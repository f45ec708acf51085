import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { ok, stubApi } from '@/testing/fake-api';
import { renderApp } from '@/testing/render';
import { analysisFixture } from '@/features/products/testing/fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  authStore.signOut();
  localStorage.clear();
  sessionStorage.clear();
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

  const analyzer = (verdict: 'none' | 'identical') => {
    Element.prototype.scrollIntoView = vi.fn();
    authStore.signIn('t0k3n', 7);
    stubApi({
      'GET /api/user/profile_options': () => ok({ skin_types: [], concerns: [] }),
      'GET /api/user/info': () => ok({ user_id: 7, email: 'ana@example.com', nickname: 'Ana', bio: '', skin_type: null, concerns: [], location: '', avatar: '', login_type: 'email', is_collection_private: false, created_at: null }),
      'GET /api/notification/unread_count': () => ok({ unread_count: 0 }),
      'GET /api/product/analyze': () => ok({ ...analysisFixture, identity: { verdict, sentence: '', matches: [] } }),
      'GET /api/category/list': () => ok([]),
      'GET /api/search/autocomplete': () => ok([]),
    });
    return renderApp('/analyze');
  };

  it('"Can’t find it? Add it" under an analysis that matches no product takes its list to the form', async () => {
    const user = userEvent.setup();
    const { router } = analyzer('none');
    await user.type(await screen.findByLabelText('Ingredient list'), 'Aqua, Squalane, Bisabolol');
    await user.click(screen.getByRole('button', { name: 'Analyze' }));
    await user.click(await screen.findByTestId('add-product-link'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/addProduct'));
    expect(await screen.findByRole('form', { name: 'Add a product' })).toBeInTheDocument();
    expect(screen.getByLabelText('Ingredient list')).toHaveValue('Aqua, Squalane, Bisabolol');
  });

  it('an analysis identical to a product offers no "Add it" (the product is there)', async () => {
    const user = userEvent.setup();
    analyzer('identical');
    await user.type(await screen.findByLabelText('Ingredient list'), 'Aqua, Glycerin');
    await user.click(screen.getByRole('button', { name: 'Analyze' }));
    expect(await screen.findByTestId('analysis')).toBeInTheDocument();
    expect(screen.queryByTestId('add-product-link')).toBeNull();
  });
});
