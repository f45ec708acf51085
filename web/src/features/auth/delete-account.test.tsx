import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { ok, stubApi } from '@/testing/fake-api';
import { jsonResponse, renderApp } from '@/testing/render';

const user7 = {
  user_id: 7, email: 'ana@example.com', nickname: 'Ana', bio: '', skin_type: null, concerns: [], location: '',
  avatar: '', login_type: 'email', is_collection_private: false, created_at: '2025-01-01T00:00:00Z',
};

afterEach(() => {
  vi.unstubAllGlobals();
  authStore.signOut();
});

describe('delete account on the account screen', () => {
  it('mails a code, refuses a wrong one at its field, then deletes, signs out and leaves for home', async () => {
    authStore.signIn('tok-7', 7);
    const { calls } = stubApi({
      'GET /api/user/info': () => ok(user7),
      'POST /api/validator/gen': () => ok(),
      'POST /api/user/delete': ({ body }) =>
        (body as { verification_code: string }).verification_code === '654321'
          ? ok()
          : jsonResponse(200, { status: false, msg: 'That code is not valid.', code: 'code_invalid' }),
      'GET /api/product/random_list': () => ok({ items: [], page_no: 1, page_num: 10, total_count: 0, hasMore: false }),
      'GET /api/browse/random_content': () => ok({ items: [], page_no: 1, page_num: 10, total_count: 0, hasMore: false }),
      'GET /api/brand/labels': () => ok([]),
    });
    const { router } = renderApp('/account');
    const ui = userEvent.setup();
    const section = within(await screen.findByTestId('delete-account'));
    expect(section.getByRole('link', { name: 'What exactly happens' })).toHaveAttribute('href', '/privacy_policy#account-deletion');
    await ui.click(section.getByRole('button', { name: 'E-mail me a deletion code' }));
    const code = await section.findByLabelText('Deletion code');
    expect(calls.find((c) => c.url.pathname === '/api/validator/gen')?.body).toEqual({ purpose: 'delete_account' });

    await ui.type(code, '111111');
    await ui.click(section.getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(section.getByLabelText('Deletion code')).toHaveAccessibleDescription('That code is not valid.'));
    expect(authStore.getState().isLoggedIn).toBe(true);

    await ui.clear(code);
    await ui.type(code, '654321');
    await ui.click(section.getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(authStore.getState().isLoggedIn).toBe(false);
    expect(calls.filter((c) => c.url.pathname === '/api/user/delete').map((c) => c.body)).toEqual([
      { verification_code: '111111' },
      { verification_code: '654321' },
    ]);
  });
});
