import { SocialRedirect } from '@/features/auth/components/social-redirect';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function RedirectGoogleScreen() {
  useDocumentTitle('Google sign-in');
  return <SocialRedirect provider="google" />;
}
