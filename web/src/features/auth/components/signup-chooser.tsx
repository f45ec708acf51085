import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { SocialButtons } from './social-buttons';

export function SignupChooser() {
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
      <SocialButtons />
      <p className="form__footer">
        Already a member? <Link to={paths.signin.getHref()}>Sign in</Link>
      </p>
    </div>
  );
}
