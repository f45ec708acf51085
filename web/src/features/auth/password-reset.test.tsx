import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { ok, stubApi, type FakeRequest } from '@/testing/fake-api';
import { jsonResponse, renderApp } from '@/testing/render';

const NEUTRAL = 'If an account uses that address, a link to reset its password is on its way.';
const COMMON = 'This password is one of the most common passwords, the first ones attackers try. Please choose another.';
const INVALID = 'This reset link is invalid or has expired. Ask for a new one from the sign-in screen.';
const TOKEN = 'Abc_def-0123456789abcdefghij';

const callsTo = (calls: FakeRequest[], path: string) => calls.filter((c) => c.url.pathname === path);

afterEach(() => {
  vi.unstubAllGlobals();
  authStore.signOut();
});

describe('forgot password', () => {
  it('sign-in links to it; the e-mail gets the server\'s neutral answer', async () => {
    const { calls } = stubApi({ 'POST /api/user/forgot_password': () => ok(undefined, { msg: NEUTRAL }) });
    const { router } = renderApp('/signin');
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/resetPasswordPage'));
    expect(await screen.findByRole('heading', { name: 'Forgot your password?' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).toBeNull(); // outside the global layout

    await ui.type(screen.getByLabelText('E-mail'), 'nope');
    await ui.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription(/valid e-mail address/);
    expect(callsTo(calls, '/api/user/forgot_password')).toHaveLength(0);

    await ui.clear(screen.getByLabelText('E-mail'));
    await ui.type(screen.getByLabelText('E-mail'), ' ana@example.com ');
    await ui.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(await screen.findByTestId('forgot-sent')).toHaveTextContent(NEUTRAL);
    expect(callsTo(calls, '/api/user/forgot_password').map((c) => c.body)).toEqual([{ email: 'ana@example.com' }]);
  });

  it('a rate limit is shown beside the form', async () => {
    stubApi({ 'POST /api/user/forgot_password': () => jsonResponse(429, { status: false, msg: 'Too many' }, { 'Retry-After': '60' }) });
    renderApp('/resetPasswordPage');
    const ui = userEvent.setup();
    await ui.type(await screen.findByLabelText('E-mail'), 'ana@example.com');
    await ui.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(await screen.findByTestId('forgot-error')).toHaveTextContent('Too many attempts, try again in 60 seconds.');
  });
});

describe('reset password with the mailed link', () => {
  it('checks the repetition here, shows the server\'s rule at the field, then signs out and lands on the success screen', async () => {
    authStore.signIn('old-token', 7); // the reset ends every session, this browser's too
    const { calls } = stubApi({
      'POST /api/user/reset_password/check': () => ok({ state: 'valid' }, { msg: 'This link works.' }),
      'POST /api/user/reset_password': ({ body }) =>
        (body as { new_password: string }).new_password === 'password123'
          ? jsonResponse(422, { status: false, msg: 'Please check the highlighted fields.', code: 'invalid', errors: [{ field: 'new_password', msg: COMMON }] })
          : ok(undefined, { msg: 'Your password is reset. Sign in with the new one.' }),
    });
    const { router } = renderApp(`/resetPasswordPage?token=${TOKEN}`);
    const ui = userEvent.setup();
    const password = await screen.findByLabelText('New password');
    await ui.type(password, 'glow-12345');
    await ui.type(screen.getByLabelText('Confirm new password'), 'glow-12346');
    await ui.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription('The passwords do not match.');
    expect(callsTo(calls, '/api/user/reset_password')).toHaveLength(0);

    await ui.clear(password);
    await ui.type(password, 'password123');
    await ui.clear(screen.getByLabelText('Confirm new password'));
    await ui.type(screen.getByLabelText('Confirm new password'), 'password123');
    await ui.click(screen.getByRole('button', { name: 'Set new password' }));
    await waitFor(() => expect(password).toHaveAccessibleDescription(COMMON));
    expect(password).toHaveAttribute('aria-invalid', 'true');

    await ui.clear(password);
    await ui.type(password, 'rosehip-Serum-4821');
    await ui.clear(screen.getByLabelText('Confirm new password'));
    await ui.type(screen.getByLabelText('Confirm new password'), 'rosehip-Serum-4821');
    await ui.click(screen.getByRole('button', { name: 'Set new password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/passwordResetSuccess'));
    expect(callsTo(calls, '/api/user/reset_password').at(-1)?.body).toEqual({ token: TOKEN, new_password: 'rosehip-Serum-4821' });
    expect(authStore.getState().isLoggedIn).toBe(false);
    expect(window.localStorage.getItem('token')).toBeNull();

    expect(await screen.findByRole('heading', { name: 'Your password is reset' })).toBeInTheDocument();
    await ui.click(screen.getByRole('link', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
  });

  it('a link that is still valid as it opens but dies before the submit shows the server\'s message', async () => {
    stubApi({
      'POST /api/user/reset_password/check': () => ok({ state: 'valid' }),
      'POST /api/user/reset_password': () => jsonResponse(200, { status: false, msg: INVALID, code: 'reset_invalid' }),
    });
    const { router } = renderApp(`/resetPasswordPage?token=${TOKEN}`);
    const ui = userEvent.setup();
    await ui.type(await screen.findByLabelText('New password'), 'rosehip-Serum-4821');
    await ui.type(screen.getByLabelText('Confirm new password'), 'rosehip-Serum-4821');
    await ui.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByTestId('reset-invalid')).toHaveTextContent(INVALID);
    expect(router.state.location.pathname).toBe('/resetPasswordPage');

    await ui.click(screen.getByRole('link', { name: 'Ask for a new link' }));
    expect(await screen.findByRole('heading', { name: 'Forgot your password?' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('a used link says so as it opens, before any password is typed (issue 21 §7)', async () => {
    const USED = 'This reset link was already used, or a newer one replaced it.';
    const { calls } = stubApi({ 'POST /api/user/reset_password/check': () => ok({ state: 'used' }, { msg: USED }) });
    renderApp(`/resetPasswordPage?token=${TOKEN}`);
    expect(await screen.findByTestId('reset-invalid')).toHaveTextContent(USED);
    expect(screen.queryByLabelText('New password')).toBeNull();
    expect(callsTo(calls, '/api/user/reset_password/check').at(-1)?.body).toEqual({ token: TOKEN });
  });

  it('a malformed token (422 on token) is an invalid link too, not a field of the form', async () => {
    const invalid = () =>
      jsonResponse(422, { status: false, msg: 'Please check the highlighted fields.', errors: [{ field: 'token', msg: 'String should match pattern' }] });
    stubApi({ 'POST /api/user/reset_password/check': invalid, 'POST /api/user/reset_password': invalid });
    renderApp('/resetPasswordPage?token=short');
    expect(await screen.findByTestId('reset-invalid')).toHaveTextContent('This reset link is invalid or has expired.');
  });
});
