import { SocialRedirect } from '@/features/auth/components/social-redirect';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function RedirectFacebookScreen() {
  useDocumentTitle('Facebook sign-in');
  return <SocialRedirect provider="facebook" />;
}
