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
const DONE = 'Your password is changed. Other devices are signed out.';

afterEach(() => {
  vi.unstubAllGlobals();
  authStore.signOut();
});

describe('change password on the account screen', () => {
  it('mails a code, refuses a wrong one at its field, then says other devices were signed out', async () => {
    authStore.signIn('tok-7', 7);
    const { calls } = stubApi({
      'GET /api/user/info': () => ok(user7),
      'POST /api/validator/gen': () => ok(),
      'POST /api/user/change_password': ({ body }) =>
        (body as { vali_code: string }).vali_code === '123456'
          ? ok(undefined, { msg: DONE })
          : jsonResponse(200, { status: false, msg: 'That code is not valid.', code: 'code_invalid' }),
    });
    const { router } = renderApp('/account');
    const ui = userEvent.setup();
    const section = within(await screen.findByRole('region', { name: 'Change password' }));
    await ui.click(section.getByRole('button', { name: 'Email me a code' }));
    const code = await section.findByLabelText('Code from the e-mail');
    expect(calls.find((c) => c.url.pathname === '/api/validator/gen')?.body).toEqual({ purpose: 'change_password' });

    await ui.type(code, '000000');
    await ui.type(section.getByLabelText('New password'), 'rosehip-Serum-4821');
    await ui.type(section.getByLabelText('Confirm new password'), 'rosehip-Serum-4821');
    await ui.click(section.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription('That code is not valid.'));

    await ui.clear(code);
    await ui.type(code, '123456');
    await ui.click(section.getByRole('button', { name: 'Change password' }));
    expect(await section.findByTestId('change-password-done')).toHaveTextContent(DONE);
    expect(calls.filter((c) => c.url.pathname === '/api/user/change_password').at(-1)?.body).toEqual({
      password: 'rosehip-Serum-4821',
      vali_code: '123456',
    });
    expect(section.queryByLabelText('Code from the e-mail')).toBeNull();
    expect(router.state.location.pathname).toBe('/account'); // this session stays signed in
    expect(authStore.getState().isLoggedIn).toBe(true);
  });

  it('checks the new password here before asking the server', async () => {
    authStore.signIn('tok-7', 7);
    const { calls } = stubApi({ 'GET /api/user/info': () => ok(user7), 'POST /api/validator/gen': () => ok() });
    renderApp('/account');
    const ui = userEvent.setup();
    const section = within(await screen.findByRole('region', { name: 'Change password' }));
    await ui.click(section.getByRole('button', { name: 'Email me a code' }));
    await ui.type(await section.findByLabelText('Code from the e-mail'), '123456');
    await ui.type(section.getByLabelText('New password'), 'short');
    await ui.type(section.getByLabelText('Confirm new password'), 'other');
    await ui.click(section.getByRole('button', { name: 'Change password' }));
    expect(section.getByLabelText('New password')).toHaveAccessibleDescription('Use at least 8 characters.');
    expect(section.getByLabelText('Confirm new password')).toHaveAccessibleDescription('The passwords do not match.');
    expect(calls.filter((c) => c.url.pathname === '/api/user/change_password')).toHaveLength(0);
  });
});
