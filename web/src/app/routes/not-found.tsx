import { Link, useLocation } from 'react-router-dom';
import { SearchBox } from '@/components/layouts/search-box';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Words a mistyped or outdated link still says: its last segment, de-slugged ("/p/vitamin-c-serum" → "vitamin c serum"). */
export function wordsOfPath(pathname: string): string {
  let last = pathname.split('/').filter(Boolean).pop() ?? '';
  try {
    last = decodeURIComponent(last);
  } catch {
    // a broken escape: keep it as typed
  }
  const words = last.replace(/[-_+.]+/g, ' ').trim();
  return /^[\d\s]*$/.test(words) || paths.notFound.getHref() === pathname ? '' : words.slice(0, 100);
}

/**
 * /404 and /error share this screen (spec §2); so does any unknown URL, which stays in the address bar (the
 * server answers it with a 404 status) and gets a search box to find what it meant.
 */
export default function NotFoundScreen() {
  const { pathname } = useLocation();
  const isError = pathname === paths.error.getHref();
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
      {isError ? null : (
        <div className="status-page__search" data-testid="not-found-search">
          <SearchBox id="not-found-search" initialKeyword={wordsOfPath(pathname)} />
        </div>
      )}
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
