import { useState } from 'react';
import { Link } from 'react-router-dom';
import { FormMessage } from '@/components/ui/form-message';
import { paths } from '@/config/paths';

type Provider = 'Google' | 'Facebook';

export function SignupChooser() {
  const [notice, setNotice] = useState<string | null>(null);
  const social = (provider: Provider) => () => setNotice(`${provider} sign-in is not available yet. Please sign up with your e-mail.`);
  return (
    <div className="form">
      <h1>Join Glowdex</h1>
      <p className="muted">Reviews, routines and dupes from people with skin like yours.</p>
      <Link to={paths.signupWithEmail.getHref()} className="btn btn--primary btn--block">
        Sign up with e-mail
      </Link>
      <div className="divider" role="separator">
        <span>or</span>
      </div>
      <button type="button" className="btn btn--secondary btn--block social-btn" aria-disabled="true" onClick={social('Google')}>
        Continue with Google <span className="badge">not available yet</span>
      </button>
      <button type="button" className="btn btn--secondary btn--block social-btn" aria-disabled="true" onClick={social('Facebook')}>
        Continue with Facebook <span className="badge">not available yet</span>
      </button>
      {notice ? <FormMessage tone="info">{notice}</FormMessage> : null}
      <p className="form__footer">
        Already a member? <Link to={paths.signin.getHref()}>Sign in</Link>
      </p>
    </div>
  );
}
