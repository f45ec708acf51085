import { useSearchParams } from 'react-router-dom';
import { UnsubscribePanel } from '@/features/mailing-list/components/unsubscribe-panel';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function UnsubscribeScreen() {
  useDocumentTitle('Unsubscribe');
  const token = (useSearchParams()[0].get('token') ?? '').trim();
  return <UnsubscribePanel token={token} />;
}
