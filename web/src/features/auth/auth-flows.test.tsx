import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { signInReturn } from '@/lib/sign-in-return';
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

describe('sign in', () => {
  it('shows the server message, clears it on edit, then signs in and lands on the profile', async () => {
    let attempts = 0;
    const { calls } = stubApi({
      'POST /api/user/login': () =>
        ++attempts === 1
          ? jsonResponse(200, { status: false, msg: 'Incorrect e-mail or password.', message: 'Incorrect e-mail or password.' })
          : ok({ token: 'tok-7', user_id: 7 }, { message: 'Welcome back' }),
      'GET /api/user/info': () => ok(user7),
      'GET /api/user/profile_options': () => ok({ skin_types: [], concerns: [] }),
    });
    const { router } = renderApp('/signin');
    const ui = userEvent.setup();
    await ui.type(await screen.findByLabelText('E-mail'), 'ana@example.com');
    await ui.type(screen.getByLabelText('Password'), 'wrong-pass1');
    await ui.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByTestId('login-error')).toHaveTextContent('Incorrect e-mail or password.');

    await ui.type(screen.getByLabelText('Password'), 'x');
    expect(screen.queryByTestId('login-error')).toBeNull();

    await ui.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/userProfile/7'));
    expect(window.localStorage.getItem('token')).toBe('tok-7');
    expect(window.localStorage.getItem('userId')).toBe('7');
    expect(await screen.findByTestId('profile-nickname')).toHaveTextContent('Ana');
    const info = calls.find((c) => c.url.pathname === '/api/user/info')!;
    expect(info.headers.get('Authorization')).toBe('Bearer tok-7');
    expect(info.url.searchParams.get('user_id')).toBe('7');
  });

  it('falls back to the spec message when the server gives none', async () => {
    stubApi({ 'POST /api/user/login': () => jsonResponse(200, { status: false, msg: '' }) });
    renderApp('/signin');
    fireEvent.change(await screen.findByLabelText('E-mail'), { target: { value: 'a@b.co' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByTestId('login-error')).toHaveTextContent('Woops... password seems incorrect');
  });

  it('shows the retry time on 429 beside the form', async () => {
    stubApi({ 'POST /api/user/login': () => jsonResponse(429, { status: false, msg: 'Too many' }, { 'Retry-After': '30' }) });
    const { router } = renderApp('/signin');
    fireEvent.change(await screen.findByLabelText('E-mail'), { target: { value: 'a@b.co' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByTestId('login-error')).toHaveTextContent('Too many attempts, try again in 30 seconds.');
    expect(router.state.location.pathname).toBe('/signin');
  });
});

describe('sign up and activation', () => {
  it('validates on the client before calling the server', async () => {
    const { fake } = stubApi({});
    renderApp('/signupWithEmail');
    const ui = userEvent.setup();
    await ui.type(await screen.findByLabelText('E-mail'), 'not-an-email');
    await ui.type(screen.getByLabelText('Password', { exact: true }), 'short');
    await ui.type(screen.getByLabelText('Confirm password'), 'other');
    await ui.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText(/valid e-mail address/)).toBeInTheDocument();
    expect(screen.getByText('Use at least 8 characters.')).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match.')).toBeInTheDocument();
    expect(fake).not.toHaveBeenCalled();
  });

  it('shows e-mail taken beside the e-mail field', async () => {
    stubApi({
      'POST /api/user/register': () =>
        jsonResponse(200, { status: false, msg: 'That e-mail is already registered.', code: 'email_taken' }),
    });
    renderApp('/signupWithEmail');
    const ui = userEvent.setup();
    await ui.type(await screen.findByLabelText('E-mail'), 'ana@example.com');
    await ui.type(screen.getByLabelText('Password', { exact: true }), 'glow12345');
    await ui.type(screen.getByLabelText('Confirm password'), 'glow12345');
    await ui.click(screen.getByRole('button', { name: 'Create account' }));
    const email = screen.getByLabelText('E-mail');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('That e-mail is already registered.');
  });

  it('registers, activates with the code (surviving a reload), signs in and lands on the profile', async () => {
    const REG = 'r'.repeat(43);
    const { calls } = stubApi({
      'POST /api/user/register': () => ok({ registration: REG, email: 'ana@example.com' }),
      'POST /api/user/activate': ({ body }) =>
        (body as { vali_code: string }).vali_code === '123456'
          ? ok({ token: 'tok-12', user_id: 12 })
          : jsonResponse(200, { status: false, msg: 'That code is not right.', code: 'code_invalid',
                                errors: [{ field: 'vali_code', msg: 'That code is not right.' }] }),
      'GET /api/user/info': () => ok({ ...user7, user_id: 12 }),
    });
    const { router } = renderApp('/signupWithEmail');
    const ui = userEvent.setup();
    await ui.type(await screen.findByLabelText('E-mail'), 'ana@example.com');
    await ui.type(screen.getByLabelText('Password', { exact: true }), 'glow12345');
    await ui.type(screen.getByLabelText('Confirm password'), 'glow12345');
    await ui.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/activate'));
    expect(await screen.findByTestId('activate-notice')).toHaveTextContent('ana@example.com');
    cleanup(); // a reload: the sign-up is still this browser's
    renderApp('/activate');
    await ui.type(await screen.findByLabelText('Activation code'), '000000');
    await ui.click(screen.getByRole('button', { name: 'Activate my account' }));
    await waitFor(() => expect(screen.getByLabelText('Activation code')).toHaveAccessibleDescription('That code is not right.'));

    await ui.clear(screen.getByLabelText('Activation code'));
    await ui.type(screen.getByLabelText('Activation code'), '123456');
    await ui.click(screen.getByRole('button', { name: 'Activate my account' }));
    await waitFor(() => expect(authStore.getState().isLoggedIn).toBe(true));
    expect(window.localStorage.getItem('userId')).toBe('12');
    expect(calls.filter((c) => c.url.pathname === '/api/user/activate').at(-1)?.body).toEqual({ registration: REG, vali_code: '123456' });
    expect(window.localStorage.getItem('glowdex.signup')).toBeNull();
  });

  it('the mailed link activates with one press in the browser that signed up; elsewhere it asks the password', async () => {
    const LINK = 'l'.repeat(43);
    const { calls } = stubApi({
      'POST /api/user/activate': ({ body }) => {
        const sent = body as { registration?: string; password?: string };
        if (!sent.registration && !sent.password) {
          return jsonResponse(200, { status: false, msg: 'Enter the password you chose when you signed up.', code: 'password_needed' });
        }
        return ok({ token: 'tok-12', user_id: 12 });
      },
      'GET /api/user/info': () => ok({ ...user7, user_id: 12 }),
    });
    const { router } = renderApp(`/activate?token=${LINK}`);
    // Where it went, not where it is: the profile's own calls have no fakes here, and one failing can move the page
    // on to /404 before a poll of the location sees the profile (a full run caught it there once).
    const visited: string[] = [];
    router.subscribe((state) => visited.push(state.location.pathname));
    const ui = userEvent.setup();
    expect(calls.filter((c) => c.url.pathname === '/api/user/activate')).toHaveLength(0); // opening does nothing
    await ui.click(await screen.findByRole('button', { name: 'Activate my account' }));
    await ui.type(await screen.findByLabelText('Password you chose at sign-up'), 'glow12345');
    await ui.click(screen.getByRole('button', { name: 'Activate my account' }));
    await waitFor(() => expect(visited).toContain('/userProfile/12'));
    expect(calls.filter((c) => c.url.pathname === '/api/user/activate').at(-1)?.body).toEqual({ token: LINK, password: 'glow12345' });
  });

  it('activating signs in and comes back to the page that asked for the sign-in (issue 21 §2)', async () => {
    stubApi({ 'POST /api/user/activate': () => ok({ token: 'tok-12', user_id: 12 }) });
    signInReturn.remember('Sign in to read this.', null, '/privacy_policy#cookies');
    const { router } = renderApp(`/activate?token=${'l'.repeat(43)}`);
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'Activate my account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/privacy_policy'));
    expect(router.state.location.hash).toBe('#cookies');
    expect(authStore.getState()).toMatchObject({ isLoggedIn: true, userId: '12' });
    expect(signInReturn.read()).toBeNull(); // nothing left to finish: the record is gone
  });
});

describe('revoked token', () => {
  it('a 401 on /account clears the identity and lands on /signin', async () => {
    authStore.signIn('revoked', 7);
    stubApi({ 'GET /api/user/info': () => jsonResponse(401, { status: false, auth: false, msg: 'Token revoked' }) });
    const { router } = renderApp('/account');
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('userId')).toBeNull();
    expect(authStore.getState().isLoggedIn).toBe(false);
  });
});

describe('logout', () => {
  it('posts /user/logout, forgets the identity and goes to /', async () => {
    authStore.signIn('tok-7', 7);
    const { calls } = stubApi({ 'GET /api/user/info': () => ok(user7), 'POST /api/user/logout': () => ok() });
    const { router } = renderApp('/account');
    expect(await screen.findByTestId('account-email')).toHaveTextContent('ana@example.com');
    fireEvent.click(screen.getByTestId('logout-button'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls.some((c) => c.method === 'POST' && c.url.pathname === '/api/user/logout' && c.headers.get('token') === 'tok-7')).toBe(true);
    expect(window.localStorage.getItem('token')).toBeNull();
  });
});
