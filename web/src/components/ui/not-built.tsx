import { useDocumentTitle } from '@/lib/use-document-title';

/** The one placeholder for every screen of spec §2 that a later issue builds. */
export function NotBuilt({ title }: { title: string }) {
  useDocumentTitle(title);
  return (
    <section className="page page--narrow not-built" data-testid="not-built">
      <h1>{title}</h1>
      <p>This screen is not built yet.</p>
    </section>
  );
}
