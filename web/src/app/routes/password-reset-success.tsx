import { Link } from 'react-router-dom';
import { FormMessage } from '@/components/ui/form-message';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function PasswordResetSuccessScreen() {
  useDocumentTitle('Password reset');
  return (
    <div className="form" aria-labelledby="reset-success-title">
      <h1 id="reset-success-title">Your password is reset</h1>
      <FormMessage tone="success">You are signed out on every device. Sign in with your new password.</FormMessage>
      <Link className="btn btn--primary btn--block" to={paths.signin.getHref()}>
        Sign in
      </Link>
    </div>
  );
}
