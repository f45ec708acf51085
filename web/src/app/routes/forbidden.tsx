import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function ForbiddenScreen() {
  useDocumentTitle('Not allowed');
  return (
    <section className="page page--narrow status-page" data-testid="forbidden-page">
      <p className="status-page__code" aria-hidden="true">
        403
      </p>
      <h1>Not allowed</h1>
      <p className="muted">You can only change things that belong to you.</p>
      <Link to={paths.home.getHref()} className="btn btn--primary">
        Go to the home page
      </Link>
    </section>
  );
}
