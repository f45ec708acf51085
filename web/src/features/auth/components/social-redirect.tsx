import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { FormMessage } from '@/components/ui/form-message';
import { PageLoader } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-errors';
import { authStore } from '@/lib/auth-store';
import { destinationAfterSignIn } from '@/lib/sign-in-prompt';
import { finishSocialSignIn, readSocialCallback, SOCIAL_LABELS, type SocialProvider } from '../api/social-sign-in';

/** /redirect_google, /redirect_facebook: redeem the provider's code once, then land where a password sign-in
 * would (the page that asked, else the profile); a cancelled sign-in, a provider error or a stale/foreign state says so plainly. */
export function SocialRedirect({ provider }: { provider: SocialProvider }) {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const sent = useRef(false); // a code is single-use: never post it twice (StrictMode runs effects twice)

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    const callback = readSocialCallback(provider, search, window.location.origin);
    if (!callback.ok) {
      setProblem(callback.message);
      return;
    }
    finishSocialSignIn(provider, callback.body).then(
      ({ token, user_id }) => {
        queryClient.clear();
        authStore.signIn(token, user_id);
        navigate(destinationAfterSignIn(user_id), { replace: true });
      },
      (error: unknown) =>
        setProblem(error instanceof ApiError ? error.message : `${SOCIAL_LABELS[provider]} sign-in failed. Please try again.`),
    );
  }, [provider, search, navigate, queryClient]);

  if (!problem) return <PageLoader />;
  return (
    <div className="form">
      <h1>{SOCIAL_LABELS[provider]} sign-in</h1>
      <FormMessage testId="social-redirect-error">{problem}</FormMessage>
      <p className="form__footer">
        <Link to={paths.signin.getHref()}>Back to sign in</Link>
        <br />
        <Link to={paths.signup.getHref()}>Create an account with your e-mail</Link>
      </p>
    </div>
  );
}
