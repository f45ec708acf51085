import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render';
import { routeTable, routes } from './router';

// Spec §2, verbatim (ids filled in).
const INSIDE_LAYOUT = [
  '/', '/account', '/find_dupe/1', '/productDetail/1', '/userDupeDetail/1', '/userProfile/1', '/compare',
  '/reviewDetail/1', '/ingredientGlossary', '/ingredientDetail/1', '/routineDetail/1', '/routineSuccess',
  '/reviewSuccess', '/searchByIngredients', '/feedbackDetail/1', '/browseProducts', '/messages', '/analyze',
  '/privacy_policy', '/terms_conditions', '/nbn/draft/modifyRoutinePage', '/nbn/draft/modifyRoutinePage/1',
  '/nbn/draft/modifyReviewPage', '/nbn/draft/modifyReviewPage/1', '/ntn/search', '/404', '/error',
];
const WITHOUT_LAYOUT = [
  '/activate', '/resetPasswordPage', '/passwordResetSuccess', '/unsubscribe', '/signup', '/signupWithEmail',
  '/signin', '/redirect_google', '/redirect_facebook',
];

function layoutOf(path: string) {
  const matches = matchRoutes(routes, path) ?? [];
  const leaf = matches[matches.length - 1];
  const entry = routeTable.find((r) => (r.path === '/' ? leaf?.route.index : r.path === leaf?.route.path));
  return { leaf: leaf?.route.path ?? (leaf?.route.index ? '/' : undefined), layout: entry?.layout };
}

describe('route table (spec §2)', () => {
  it.each(INSIDE_LAYOUT)('%s is inside the global layout', (path) => {
    const { leaf, layout } = layoutOf(path);
    expect(leaf).not.toBe('*');
    expect(layout).toBe('main');
  });

  it.each(WITHOUT_LAYOUT)('%s is outside the global layout', (path) => {
    const { leaf, layout } = layoutOf(path);
    expect(leaf).not.toBe('*');
    expect(layout).toBe('bare');
  });

  it('/403 exists', () => expect(layoutOf('/403').leaf).toBe('/403'));
});

describe('screens', () => {
  it('a screen sits inside the global layout (header, navigation, search, footer)', async () => {
    renderApp('/compare');
    const header = await screen.findByRole('banner');
    expect(within(header).getByText('Glowdex')).toBeInTheDocument();
    for (const name of ['Browse', 'Ingredients', 'Analyze', 'Compare']) {
      expect(within(header).getByRole('link', { name })).toBeInTheDocument();
    }
    // issue 26 §2: reviews and routines to browse, from the navigation
    expect(within(header).getByRole('link', { name: 'Reviews' })).toHaveAttribute('href', '/reviews');
    expect(within(header).getByRole('link', { name: 'Routines' })).toHaveAttribute('href', '/routines');
    expect(within(header).getByLabelText('Search Glowdex')).toBeInTheDocument();
    expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Privacy policy' })).toBeInTheDocument();
  });

  it('sign-in has no global layout', async () => {
    renderApp('/signin');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.getByLabelText('E-mail')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
  });

  it('unknown paths show the not-found screen, keep the typed URL and offer a search with its words (issue 21 §7)', async () => {
    const { router } = renderApp('/products/vitamin-c-serum');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/products/vitamin-c-serum');
    const box = within(screen.getByTestId('not-found-search')).getByRole('searchbox');
    expect(box).toHaveValue('vitamin c serum');
    fireEvent.change(box, { target: { value: 'niacinamide' } });
    fireEvent.submit(box.closest('form') as HTMLFormElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/ntn/search'));
    expect(router.state.location.search).toBe('?keyword=niacinamide');
  });

  it('/account when signed out goes to /signin, says why, and comes back after signing in', async () => {
    const { router } = renderApp('/account');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signin');
    expect(screen.getByTestId('signin-reason')).toHaveTextContent('Sign in to manage your account.');
  });

  it('legal pages have real text', async () => {
    renderApp('/terms_conditions');
    expect(await screen.findByRole('heading', { name: 'Terms and conditions' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Not medical advice' })).toBeInTheDocument();
  });

  it('the privacy policy says what account deletion does to what a member made', async () => {
    renderApp('/privacy_policy');
    expect(await screen.findByRole('heading', { name: 'When you delete your account' })).toBeInTheDocument();
    expect(screen.getByTestId('deletion-policy')).toHaveTextContent('counts on other posts and products stay right');
  });
});
