// Google / Facebook sign-in (docs/architecture.md "Account security"):
// GET /user/social/providers → which are configured; GET /user/social/start?provider → the provider's
// authorization URL (state and PKCE verifier stay server-side, in an HttpOnly cookie);
// POST /user/{provider}_login {code, redirect_uri, state} → answers like /user/login.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { BusinessError } from '@/lib/api-errors';
import { api, type ApiQuery } from '@/lib/api-client';
import type { LoginResult, Schemas } from '@/types';

export type SocialProvider = ApiQuery<'/user/social/start'>['provider'];
export type SocialProviderInfo = Schemas['SocialProviderOut'];
export const SOCIAL_LABELS: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook' };

export const socialProvidersQuery = () =>
  queryOptions({
    queryKey: ['auth', 'social-providers'],
    // A failure here only leaves the buttons disabled: never route the sign-in screen away for it.
    queryFn: () => api.get('/user/social/providers', undefined, { routeFailures: false }),
    staleTime: 5 * 60_000,
    retry: false,
  });

export const useSocialProviders = () => useQuery(socialProvidersQuery());

/** Leaving the app for the provider's page (an object so tests can watch it). */
export const browser = { leaveFor: (url: string) => window.location.assign(url) };

/** Ask the server for a fresh flow, then leave for the provider's page. */
export async function startSocialSignIn(provider: SocialProvider) {
  const started = await api.get('/user/social/start', { provider }, { routeFailures: false });
  browser.leaveFor(started.authorization_url);
}

export type SocialCallback = Schemas['SocialLoginIn'];

/** What the provider sent back on /redirect_{provider}: the code to redeem, or a message to show. */
export function readSocialCallback(provider: SocialProvider, search: URLSearchParams, origin: string):
  { ok: true; body: SocialCallback } | { ok: false; message: string } {
  const label = SOCIAL_LABELS[provider];
  const error = search.get('error');
  if (error === 'access_denied') return { ok: false, message: `You cancelled the ${label} sign-in. Nothing was shared with Glowdex.` };
  if (error) {
    const detail = search.get('error_description');
    return { ok: false, message: `${label} could not sign you in${detail ? `: ${detail}` : ` (${error})`}.` };
  }
  const code = search.get('code');
  const state = search.get('state');
  if (!code || !state) return { ok: false, message: `This ${label} sign-in link is incomplete. Please start again.` };
  return { ok: true, body: { code, state, redirect_uri: `${origin}/redirect_${provider}` } };
}

export async function finishSocialSignIn(provider: SocialProvider, body: SocialCallback): Promise<LoginResult> {
  const envelope = await api.envelope.post(`/user/${provider}_login`, body);
  if (!envelope.data?.token || envelope.data.user_id === undefined) {
    throw new BusinessError(200, { ...envelope, status: false, msg: envelope.msg || 'Sign-in failed' });
  }
  return envelope.data;
}
