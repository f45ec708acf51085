import { SignupChooser } from '@/features/auth/components/signup-chooser';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function SignupScreen() {
  useDocumentTitle('Sign up');
  return <SignupChooser />;
}
