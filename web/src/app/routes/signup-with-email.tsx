import { SignupEmailForm } from '@/features/auth/components/signup-email-form';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function SignupWithEmailScreen() {
  useDocumentTitle('Sign up with e-mail');
  return <SignupEmailForm />;
}
