import { useSearchParams } from 'react-router-dom';
import { RestoreEmailPanel } from '@/features/auth/components/restore-email-panel';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function RestoreEmailScreen() {
  useDocumentTitle('Restore your e-mail address');
  return <RestoreEmailPanel token={(useSearchParams()[0].get('token') ?? '').trim()} />;
}
