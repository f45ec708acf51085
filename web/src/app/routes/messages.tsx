import { MessagesView } from '@/features/social/components/messages';
import { RequireAuth } from '@/lib/authorization';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /messages — the signed-in member's notifications (spec §2), read and marked read here. */
export default function MessagesScreen() {
  useDocumentTitle('Messages');
  return <RequireAuth reason="Sign in to read your messages.">{() => <section className="page page--narrow"><MessagesView /></section>}</RequireAuth>;
}
