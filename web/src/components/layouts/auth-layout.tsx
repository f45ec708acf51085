import { Suspense } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ErrorBoundary } from '../errors/error-boundary';
import { PageLoader } from '../ui/spinner';
import { Logo } from './logo';

/** Screens outside the global layout (sign-in, sign-up, activation …): a centred card. */
export function AuthLayout() {
  const location = useLocation();
  return (
    <div className="auth-shell">
      <div className="auth-shell__brand">
        <Logo />
      </div>
      <main id="main" className="auth-card">
        <ErrorBoundary resetKey={location.pathname}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <nav aria-label="Legal" className="auth-shell__links">
        <Link to={paths.privacyPolicy.getHref()}>Privacy policy</Link>
        <Link to={paths.termsConditions.getHref()}>Terms &amp; conditions</Link>
      </nav>
    </div>
  );
}
