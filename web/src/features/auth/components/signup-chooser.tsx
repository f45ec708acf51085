import { useState } from 'react';
import { Link } from 'react-router-dom';
import { FormMessage } from '@/components/ui/form-message';
import { paths } from '@/config/paths';
import { signInReturn } from '@/lib/sign-in-return';
import { SocialButtons } from './social-buttons';

export function SignupChooser() {
  const [reason] = useState(() => signInReturn.pendingReason());
  return (
    <div className="form">
      <h1>Join Glowdex</h1>
      <FormMessage tone="info" testId="signin-reason">
        {reason ? `${reason} New here? Join first, and you will come back to it.` : null}
      </FormMessage>
      <p className="muted">Reviews, routines and dupes from people with skin like yours.</p>
      <Link to={paths.signupWithEmail.getHref()} className="btn btn--primary btn--block">
        Sign up with e-mail
      </Link>
      <SocialButtons onlyConfigured />
      <p className="form__footer">
        Already a member? <Link to={paths.signin.getHref()}>Sign in</Link>
      </p>
    </div>
  );
}
