import { useLocation, useSearchParams } from 'react-router-dom';
import { ActivateForm } from '@/features/auth/components/activate-form';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function ActivateScreen() {
  useDocumentTitle('Activate your account');
  const [params] = useSearchParams();
  const state = useLocation().state as { email?: string; notice?: string } | null;
  return (
    <ActivateForm
      initialUserId={params.get('user_id') ?? ''}
      initialCode={params.get('code') ?? ''}
      email={state?.email ?? null}
      notice={state?.notice ?? null}
    />
  );
}
