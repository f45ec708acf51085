import { useState } from 'react';
import { FormMessage } from '@/components/ui/form-message';
import { ApiError } from '@/lib/api-errors';
import { SOCIAL_LABELS, startSocialSignIn, useSocialProviders, type SocialProvider } from '../api/social-sign-in';

const PROVIDERS: SocialProvider[] = ['google', 'facebook'];

/**
 * "Continue with Google / Facebook": live when the site has the provider configured, else disabled and says why;
 * `onlyConfigured` (the sign-up page) leaves unconfigured ones out, with the "or" divider when none is left.
 */
export function SocialButtons({ onlyConfigured = false }: { onlyConfigured?: boolean } = {}) {
  const providers = useSocialProviders();
  const [busy, setBusy] = useState<SocialProvider | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const isConfigured = (name: SocialProvider) => providers.data?.some((p) => p.provider === name && p.configured) ?? false;

  const start = (name: SocialProvider) => async () => {
    setBusy(name);
    setProblem(null);
    try {
      await startSocialSignIn(name);
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : `${SOCIAL_LABELS[name]} sign-in could not start. Please try again.`);
      setBusy(null);
    }
  };

  const shown = onlyConfigured ? PROVIDERS.filter(isConfigured) : PROVIDERS;
  if (!shown.length) return null;
  return (
    <>
      {onlyConfigured ? (
        <div className="divider" role="separator">
          <span>or</span>
        </div>
      ) : null}
      {shown.map((name) => {
        const configured = isConfigured(name);
        return (
          <button
            key={name}
            type="button"
            className="btn btn--secondary btn--block social-btn"
            disabled={!configured || busy !== null}
            title={configured || providers.isPending ? undefined : `${SOCIAL_LABELS[name]} sign-in is not set up on this site`}
            onClick={start(name)}
          >
            Continue with {SOCIAL_LABELS[name]}
            {!configured && !providers.isPending ? <span className="badge">not set up on this site</span> : null}
          </button>
        );
      })}
      {problem ? <FormMessage testId="social-error">{problem}</FormMessage> : null}
    </>
  );
}
