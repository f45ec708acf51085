import { useState } from 'react';
import { FormMessage } from '@/components/ui/form-message';
import { ApiError } from '@/lib/api-errors';
import { SOCIAL_LABELS, startSocialSignIn, useSocialProviders, type SocialProvider } from '../api/social-sign-in';

const PROVIDERS: SocialProvider[] = ['google', 'facebook'];

/** "Continue with Google / Facebook": live when the site has the provider configured, else disabled and says why. */
export function SocialButtons() {
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

  return (
    <>
      {PROVIDERS.map((name) => {
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
