import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ErrorBoundary } from '../errors/error-boundary';
import { PageLoader } from '../ui/spinner';
import { Logo } from './logo';
import { SearchBox } from './search-box';

const NAV_LINKS = [
  { to: paths.browseProducts.getHref(), label: 'Browse' },
  { to: paths.browseReviews.getHref(), label: 'Reviews' },
  { to: paths.browseRoutines.getHref(), label: 'Routines' },
  { to: paths.ingredientGlossary.getHref(), label: 'Ingredients' },
  { to: paths.searchByIngredients.getHref(), label: 'By ingredient' },
  { to: paths.analyze.getHref(), label: 'Analyze' },
  { to: paths.compare.getHref(), label: 'Compare' },
];

/**
 * The global layout of spec §2: header (logo, search, navigation, account menu) and footer.
 * `search` is the header search box a route composes (with suggestions); the plain box otherwise.
 * `footer` is what a route adds to the footer (the mailing-list sign-up).
 */
export function MainLayout({ accountMenu, search, footer }: { accountMenu: ReactNode; search?: ReactNode; footer?: ReactNode }) {
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  useEffect(() => setMenuOpen(false), [location.pathname]);

  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="site-header">
        <div className="site-header__inner">
          <Logo />
          <button
            type="button"
            className="site-header__toggle"
            aria-expanded={menuOpen}
            aria-controls="site-nav"
            onClick={() => setMenuOpen((open) => !open)}
          >
            <span className="visually-hidden">Menu</span>
            <span className="burger" aria-hidden="true" />
          </button>
          <div id="site-nav" className={`site-header__panel${menuOpen ? ' is-open' : ''}`}>
            {search ?? <SearchBox />}
            <nav aria-label="Main" className="main-nav">
              {NAV_LINKS.map((link) => (
                <NavLink key={link.to} to={link.to} className={({ isActive }) => `main-nav__link${isActive ? ' is-active' : ''}`}>
                  {link.label}
                </NavLink>
              ))}
            </nav>
            <div className="site-header__account">{accountMenu}</div>
          </div>
        </div>
      </header>
      <main id="main" className="site-main">
        <ErrorBoundary resetKey={location.pathname}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <footer className="site-footer">
        {footer ? <div className="site-footer__extra">{footer}</div> : null}
        <div className="site-footer__inner">
          <span>© {new Date().getFullYear()} Glowdex · made by the community</span>
          <nav aria-label="Legal" className="site-footer__links">
            <Link to={paths.privacyPolicy.getHref()}>Privacy policy</Link>
            <Link to={paths.termsConditions.getHref()}>Terms &amp; conditions</Link>
          </nav>
        </div>
      </footer>
    </div>
  );
}
