import { Link, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /404 and /error share this screen (spec §2). */
export default function NotFoundScreen() {
  const isError = useLocation().pathname === paths.error.getHref();
  const title = isError ? 'Something went wrong' : 'Page not found';
  useDocumentTitle(title);
  return (
    <section className="page page--narrow status-page" data-testid={isError ? 'error-page' : 'not-found-page'}>
      <p className="status-page__code" aria-hidden="true">
        {isError ? 'Oops' : '404'}
      </p>
      <h1>{title}</h1>
      <p className="muted">
        {isError
          ? 'We could not reach Glowdex or it did not answer properly. Please try again in a moment.'
          : 'The page you are looking for does not exist or is no longer available.'}
      </p>
      <div className="row row--center">
        <Link to={paths.home.getHref()} className="btn btn--primary">
          Go to the home page
        </Link>
        {isError ? (
          <button type="button" className="btn btn--secondary" onClick={() => window.history.back()}>
            Go back
          </button>
        ) : null}
      </div>
    </section>
  );
}
