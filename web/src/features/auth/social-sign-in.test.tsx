import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { signInReturn } from '@/lib/sign-in-return';
import { ok, stubApi } from '@/testing/fake-api';
import { jsonResponse, renderApp } from '@/testing/render';
import { browser, readSocialCallback } from './api/social-sign-in';

// A fresh Response per call: a body is read once.
const providers = () => ok([
  { provider: 'google', label: 'Google', configured: true },
  { provider: 'facebook', label: 'Facebook', configured: false },
]);
const user7 = {
  user_id: 7, email: 'ana@example.com', nickname: 'Ana', bio: '', skin_type: null, concerns: [], location: '',
  avatar: '', login_type: 'google', is_collection_private: false, created_at: '2025-01-01T00:00:00Z',
};

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  authStore.signOut();
});

describe('social sign-in buttons', () => {
  it('starts a configured provider and leaves for its page; an unconfigured one is disabled and says why', async () => {
    const leave = vi.spyOn(browser, 'leaveFor').mockImplementation(() => undefined);
    const { calls } = stubApi({
      'GET /api/user/social/providers': providers,
      'GET /api/user/social/start': () => ok({ authorization_url: 'https://provider.example/authorize?state=s' }),
    });
    renderApp('/signin');
    const google = await screen.findByRole('button', { name: 'Continue with Google' });
    const facebook = await screen.findByRole('button', { name: /Continue with Facebook/ });
    await waitFor(() => expect(google).toBeEnabled());
    expect(facebook).toBeDisabled();
    expect(facebook).toHaveTextContent('not set up on this site');
    expect(screen.queryByText(/not available yet/)).toBeNull();

    await userEvent.setup().click(google);
    await waitFor(() => expect(leave).toHaveBeenCalledWith('https://provider.example/authorize?state=s'));
    expect(calls.find((c) => c.url.pathname.endsWith('/social/start'))?.url.searchParams.get('provider')).toBe('google');
  });

  it('the sign-up page shows only the providers this site has set up (issue 21 §7)', async () => {
    stubApi({ 'GET /api/user/social/providers': providers });
    renderApp('/signup');
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: /Facebook/ })).toBeNull();
    expect(screen.queryByText('not set up on this site')).toBeNull();
  });

  it('the sign-up page has no social part at all when no provider is set up', async () => {
    const { calls } = stubApi({ 'GET /api/user/social/providers': () => ok([{ provider: 'google', label: 'Google', configured: false }]) });
    renderApp('/signup');
    await waitFor(() => expect(calls.some((c) => c.url.pathname.endsWith('/social/providers'))).toBe(true));
    expect(await screen.findByRole('link', { name: 'Sign up with e-mail' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: /Continue with/ })).toBeNull());
    expect(screen.queryByRole('separator')).toBeNull();
  });

  it('shows the server refusal when a flow cannot start', async () => {
    stubApi({
      'GET /api/user/social/providers': providers,
      'GET /api/user/social/start': () =>
        jsonResponse(200, { status: false, msg: 'Google sign-in is unreachable right now.', code: 'social_provider_unavailable' }),
    });
    renderApp('/signin');
    const google = await screen.findByRole('button', { name: 'Continue with Google' });
    await waitFor(() => expect(google).toBeEnabled());
    await userEvent.setup().click(google);
    expect(await screen.findByTestId('social-error')).toHaveTextContent('unreachable right now');
  });
});

describe('/redirect_google', () => {
  it('redeems the code with its state and lands on the profile, signed in', async () => {
    const { calls } = stubApi({
      'POST /api/user/google_login': () => ok({ token: 'tok-7', user_id: 7 }, { message: 'Welcome!' }),
      'GET /api/user/info': () => ok(user7),
      'GET /api/user/profile_options': () => ok({ skin_types: [], concerns: [] }),
    });
    const { router } = renderApp('/redirect_google?code=the-code&state=the-state');
    await waitFor(() => expect(router.state.location.pathname).toBe('/userProfile/7'));
    const posts = calls.filter((c) => c.url.pathname.endsWith('/api/user/google_login'));
    expect(posts).toHaveLength(1);
    expect(posts[0].body).toEqual({ code: 'the-code', state: 'the-state', redirect_uri: `${window.location.origin}/redirect_google` });
    expect(authStore.getState()).toMatchObject({ isLoggedIn: true, userId: '7' });
  });

  it('comes back to the page that asked for the sign-in (issue 21 §2)', async () => {
    stubApi({
      'POST /api/user/google_login': () => ok({ token: 'tok-7', user_id: 7 }, { message: 'Welcome!' }),
    });
    signInReturn.remember('Sign in to read this.', null, '/privacy_policy#cookies');
    const { router } = renderApp('/redirect_google?code=the-code&state=the-state');
    await waitFor(() => expect(router.state.location.pathname).toBe('/privacy_policy'));
    expect(router.state.location.hash).toBe('#cookies');
    expect(authStore.getState()).toMatchObject({ isLoggedIn: true, userId: '7' });
    expect(signInReturn.read()).toBeNull(); // nothing left to finish: the record is gone
  });

  it('says the sign-in was cancelled when the provider answers access_denied, and posts nothing', async () => {
    const { calls } = stubApi({});
    renderApp('/redirect_google?error=access_denied&state=s');
    expect(await screen.findByTestId('social-redirect-error')).toHaveTextContent('You cancelled the Google sign-in');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('shows the state-mismatch refusal of the server', async () => {
    stubApi({
      'POST /api/user/facebook_login': () =>
        jsonResponse(200, {
          status: false, code: 'social_state_mismatch',
          msg: 'This sign-in link is no longer valid (it expired or was opened in another browser). Please start again.',
          message: 'This sign-in link is no longer valid (it expired or was opened in another browser). Please start again.',
        }),
    });
    renderApp('/redirect_facebook?code=c&state=stale');
    expect(await screen.findByTestId('social-redirect-error')).toHaveTextContent('no longer valid');
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toBeInTheDocument();
  });
});

describe('readSocialCallback', () => {
  it('explains provider errors and incomplete links', () => {
    const read = (q: string) => readSocialCallback('facebook', new URLSearchParams(q), 'https://glowdex.test');
    expect(read('error=server_error&error_description=Try+later')).toEqual({ ok: false, message: 'Facebook could not sign you in: Try later.' });
    expect(read('code=c')).toEqual({ ok: false, message: 'This Facebook sign-in link is incomplete. Please start again.' });
    expect(read('code=c&state=s')).toEqual({
      ok: true, body: { code: 'c', state: 's', redirect_uri: 'https://glowdex.test/redirect_facebook' },
    });
  });
});
