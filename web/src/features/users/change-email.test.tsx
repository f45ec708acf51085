import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { ok, stubApi } from '@/testing/fake-api';
import { jsonResponse, renderApp } from '@/testing/render';

const user7 = {
  user_id: 7, email: 'ana@example.com', nickname: 'Ana', bio: '', skin_type: null, concerns: [], location: '',
  avatar: '', login_type: 'email', is_collection_private: false, created_at: '2025-01-01T00:00:00Z',
};
const SENT = 'If ana.new@example.com can take this account, we sent a code to it. Enter it to confirm the change.';

afterEach(() => {
  vi.unstubAllGlobals();
  authStore.signOut();
});

describe('change e-mail on the account screen', () => {
  it('asks the current password, then the code mailed to the new address changes it; the code form survives a reload', async () => {
    authStore.signIn('tok-7', 7);
    let email = 'ana@example.com';
    const { calls } = stubApi({
      'GET /api/user/info': () => ok({ ...user7, email }),
      'POST /api/validator/change_email': ({ body }) =>
        (body as { password: string }).password !== 'glow12345'
          ? jsonResponse(200, { status: false, msg: 'That is not your current password.', code: 'wrong_password',
                                errors: [{ field: 'password', msg: 'That is not your current password.' }] })
          : ok(undefined, { msg: 'If that address can take this account, a code is on its way to it.' }),
      'POST /api/user/change_email': ({ body }) => {
        if ((body as { vali_code: string }).vali_code !== '654321') {
          return jsonResponse(200, { status: false, msg: 'That code is not valid.', code: 'code_invalid' });
        }
        email = (body as { email: string }).email;
        return ok(undefined, { msg: 'Your e-mail address is changed.' });
      },
    });
    renderApp('/account');
    const ui = userEvent.setup();
    expect(await screen.findByTestId('account-email')).toHaveTextContent('ana@example.com');
    const section = within(screen.getByRole('region', { name: 'Change e-mail' }));

    await ui.type(section.getByLabelText('New e-mail'), 'ana.new@example.com');
    await ui.click(section.getByRole('button', { name: 'Send a code to the new address' }));
    expect(section.getByLabelText('Current password')).toHaveAccessibleDescription('Enter your current password.');
    await ui.type(section.getByLabelText('Current password'), 'wrong-one-1');
    await ui.click(section.getByRole('button', { name: 'Send a code to the new address' }));
    await waitFor(() => expect(section.getByLabelText('Current password')).toHaveAccessibleDescription('That is not your current password.'));
    await ui.clear(section.getByLabelText('Current password'));
    await ui.type(section.getByLabelText('Current password'), 'glow12345');
    await ui.click(section.getByRole('button', { name: 'Send a code to the new address' }));
    expect(await section.findByTestId('change-email-sent')).toHaveTextContent(SENT);

    cleanup(); // a reload: the code form comes back
    renderApp('/account');
    const again = within(await screen.findByRole('region', { name: 'Change e-mail' }));
    const code = await again.findByLabelText('Code sent to ana.new@example.com');
    await ui.type(code, '111111');
    await ui.click(again.getByRole('button', { name: 'Confirm new e-mail' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription('That code is not valid.'));

    await ui.clear(code);
    await ui.type(code, '654321');
    await ui.click(again.getByRole('button', { name: 'Confirm new e-mail' }));
    expect(await again.findByTestId('change-email-done')).toHaveTextContent('Your e-mail address is changed.');
    await waitFor(() => expect(screen.getByTestId('account-email')).toHaveTextContent('ana.new@example.com'));
    expect(calls.filter((c) => c.url.pathname === '/api/user/change_email').at(-1)?.body).toEqual({
      email: 'ana.new@example.com',
      vali_code: '654321',
    });
  });
});
