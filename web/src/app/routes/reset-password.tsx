import { useSearchParams } from 'react-router-dom';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { useDocumentTitle } from '@/lib/use-document-title';

/** `/resetPasswordPage?token=…` chooses the new password; without a token it asks for a link. */
export default function ResetPasswordScreen() {
  const token = (useSearchParams()[0].get('token') ?? '').trim();
  useDocumentTitle(token ? 'Choose a new password' : 'Forgot password');
  return token ? <ResetPasswordForm token={token} /> : <ForgotPasswordForm />;
}
