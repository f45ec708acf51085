import { useLocation, useSearchParams } from 'react-router-dom';
import { ActivateForm } from '@/features/auth/components/activate-form';
import { useDocumentTitle } from '@/lib/use-document-title';

/** `/activate?token=…` is the mailed link (one press); `/activate` alone takes the code in the browser that signed up. */
export default function ActivateScreen() {
  useDocumentTitle('Activate your account');
  const [params] = useSearchParams();
  const state = useLocation().state as { notice?: string } | null;
  return <ActivateForm linkToken={(params.get('token') ?? '').trim()} notice={state?.notice ?? null} />;
}
