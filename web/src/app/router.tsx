// Every route of spec §2. Screens are lazy (one chunk each); layouts are eager.
import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { RouteError } from '@/components/errors/route-error';
import { PageLoader } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { lazyScreen, type LazyScreen } from '@/lib/lazy';
import { queryClient as appQueryClient } from '@/lib/query-client';
import {
  prefetchCompare,
  prefetchDupeDetail,
  prefetchDupes,
  prefetchFeedbackDetail,
  prefetchProductDetail,
  prefetchReviewDetail,
  prefetchRoutineDetail,
  screenLoader,
  type Prefetch,
} from './loaders';
import MainLayoutRoute from './routes/main-layout-route';
import Root from './routes/root';

type Screen = LazyScreen<object>;

const screens = {
  signin: lazyScreen(() => import('./routes/signin'), 'signin'),
  redirectGoogle: lazyScreen(() => import('./routes/redirect-google'), 'redirect-google'),
  redirectFacebook: lazyScreen(() => import('./routes/redirect-facebook'), 'redirect-facebook'),
  signup: lazyScreen(() => import('./routes/signup'), 'signup'),
  signupWithEmail: lazyScreen(() => import('./routes/signup-with-email'), 'signup-with-email'),
  activate: lazyScreen(() => import('./routes/activate'), 'activate'),
  restoreEmail: lazyScreen(() => import('./routes/restore-email'), 'restore-email'),
  userProfile: lazyScreen(() => import('./routes/user-profile'), 'user-profile'),
  account: lazyScreen(() => import('./routes/account'), 'account'),
  notFound: lazyScreen(() => import('./routes/not-found'), 'not-found'),
  forbidden: lazyScreen(() => import('./routes/forbidden'), 'forbidden'),
  privacyPolicy: lazyScreen(() => import('./routes/privacy-policy'), 'privacy-policy'),
  termsConditions: lazyScreen(() => import('./routes/terms-conditions'), 'terms-conditions'),
  analyze: lazyScreen(() => import('./routes/analyze'), 'analyze'),
  addProduct: lazyScreen(() => import('./routes/add-product'), 'add-product'),
  savedAnalysis: lazyScreen(() => import('./routes/saved-analysis'), 'saved-analysis'),
  sharedAnalysis: lazyScreen(() => import('./routes/shared-analysis'), 'shared-analysis'),
  ingredientGlossary: lazyScreen(() => import('./routes/ingredient-glossary'), 'ingredient-glossary'),
  ingredientDetail: lazyScreen(() => import('./routes/ingredient-detail'), 'ingredient-detail'),
  searchByIngredients: lazyScreen(() => import('./routes/search-by-ingredients'), 'search-by-ingredients'),
  compare: lazyScreen(() => import('./routes/compare'), 'compare'),
  findDupe: lazyScreen(() => import('./routes/find-dupe'), 'find-dupe'),
  productDetail: lazyScreen(() => import('./routes/product-detail'), 'product-detail'),
  home: lazyScreen(() => import('./routes/home'), 'home'),
  search: lazyScreen(() => import('./routes/search'), 'search'),
  browseProducts: lazyScreen(() => import('./routes/browse-products'), 'browse-products'),
  browseReviews: lazyScreen(() => import('./routes/browse-reviews'), 'browse-reviews'),
  browseRoutines: lazyScreen(() => import('./routes/browse-routines'), 'browse-routines'),
  reviewDetail: lazyScreen(() => import('./routes/review-detail'), 'review-detail'),
  modifyReview: lazyScreen(() => import('./routes/modify-review'), 'modify-review'),
  reviewSuccess: lazyScreen(() => import('./routes/review-success'), 'review-success'),
  routineDetail: lazyScreen(() => import('./routes/routine-detail'), 'routine-detail'),
  modifyRoutine: lazyScreen(() => import('./routes/modify-routine'), 'modify-routine'),
  routineSuccess: lazyScreen(() => import('./routes/routine-success'), 'routine-success'),
  feedbackDetail: lazyScreen(() => import('./routes/feedback-detail'), 'feedback-detail'),
  userDupeDetail: lazyScreen(() => import('./routes/user-dupe-detail'), 'user-dupe-detail'),
  messages: lazyScreen(() => import('./routes/messages'), 'messages'),
  resetPassword: lazyScreen(() => import('./routes/reset-password'), 'reset-password'),
  passwordResetSuccess: lazyScreen(() => import('./routes/password-reset-success'), 'password-reset-success'),
  unsubscribe: lazyScreen(() => import('./routes/unsubscribe'), 'unsubscribe'),
} satisfies Record<string, Screen>;

export type Layout = 'main' | 'bare';
export type RouteEntry = {
  path: string;
  layout: Layout;
  title: string;
  element: React.ReactNode;
  /** Screens whose data the route's loader starts with their code (see ./loaders). */
  prefetch?: { screen: Screen; data: Prefetch };
};

const built = (Screen: Screen) => <Screen />;

/** The route table: path, layout, screen. Exported so tests can check it against the spec. */
export const routeTable: RouteEntry[] = [
  // inside the global layout
  { path: paths.home.path, layout: 'main', title: 'Home', element: built(screens.home) },
  { path: paths.account.path, layout: 'main', title: 'Account', element: built(screens.account) },
  {
    path: paths.findDupe.path,
    layout: 'main',
    title: 'Find dupes',
    element: built(screens.findDupe),
    prefetch: { screen: screens.findDupe, data: prefetchDupes },
  },
  {
    path: paths.productDetail.path,
    layout: 'main',
    title: 'Product detail',
    element: built(screens.productDetail),
    prefetch: { screen: screens.productDetail, data: prefetchProductDetail },
  },
  {
    path: paths.userDupeDetail.path,
    layout: 'main',
    title: 'Dupe detail',
    element: built(screens.userDupeDetail),
    prefetch: { screen: screens.userDupeDetail, data: prefetchDupeDetail },
  },
  { path: paths.userProfile.path, layout: 'main', title: 'User profile', element: built(screens.userProfile) },
  {
    path: paths.compare.path,
    layout: 'main',
    title: 'Compare products',
    element: built(screens.compare),
    prefetch: { screen: screens.compare, data: prefetchCompare },
  },
  {
    path: paths.reviewDetail.path,
    layout: 'main',
    title: 'Review detail',
    element: built(screens.reviewDetail),
    prefetch: { screen: screens.reviewDetail, data: prefetchReviewDetail },
  },
  { path: paths.ingredientGlossary.path, layout: 'main', title: 'Ingredient glossary', element: built(screens.ingredientGlossary) },
  { path: paths.ingredientDetail.path, layout: 'main', title: 'Ingredient detail', element: built(screens.ingredientDetail) },
  {
    path: paths.routineDetail.path,
    layout: 'main',
    title: 'Routine detail',
    element: built(screens.routineDetail),
    prefetch: { screen: screens.routineDetail, data: prefetchRoutineDetail },
  },
  { path: paths.routineSuccess.path, layout: 'main', title: 'Routine saved', element: built(screens.routineSuccess) },
  { path: paths.reviewSuccess.path, layout: 'main', title: 'Review saved', element: built(screens.reviewSuccess) },
  { path: paths.searchByIngredients.path, layout: 'main', title: 'Search by ingredients', element: built(screens.searchByIngredients) },
  {
    path: paths.feedbackDetail.path,
    layout: 'main',
    title: 'Feedback detail',
    element: built(screens.feedbackDetail),
    prefetch: { screen: screens.feedbackDetail, data: prefetchFeedbackDetail },
  },
  { path: paths.browseProducts.path, layout: 'main', title: 'Browse products', element: built(screens.browseProducts) },
  { path: paths.browseReviews.path, layout: 'main', title: 'Reviews', element: built(screens.browseReviews) },
  { path: paths.browseRoutines.path, layout: 'main', title: 'Routines', element: built(screens.browseRoutines) },
  { path: paths.messages.path, layout: 'main', title: 'Messages', element: built(screens.messages) },
  { path: paths.analyze.path, layout: 'main', title: 'Analyze ingredients', element: built(screens.analyze) },
  { path: paths.addProduct.path, layout: 'main', title: 'Add a product', element: built(screens.addProduct) },
  { path: paths.savedAnalysis.path, layout: 'main', title: 'Saved analysis', element: built(screens.savedAnalysis) },
  { path: paths.sharedAnalysis.path, layout: 'main', title: 'Shared analysis', element: built(screens.sharedAnalysis) },
  { path: paths.privacyPolicy.path, layout: 'main', title: 'Privacy policy', element: built(screens.privacyPolicy) },
  { path: paths.termsConditions.path, layout: 'main', title: 'Terms and conditions', element: built(screens.termsConditions) },
  { path: paths.modifyRoutineNew.path, layout: 'main', title: 'Edit routine', element: built(screens.modifyRoutine) },
  { path: paths.modifyRoutine.path, layout: 'main', title: 'Edit routine', element: built(screens.modifyRoutine) },
  { path: paths.modifyReviewNew.path, layout: 'main', title: 'Edit review', element: built(screens.modifyReview) },
  { path: paths.modifyReview.path, layout: 'main', title: 'Edit review', element: built(screens.modifyReview) },
  { path: paths.search.path, layout: 'main', title: 'Search', element: built(screens.search) },
  { path: paths.notFound.path, layout: 'main', title: 'Page not found', element: built(screens.notFound) },
  { path: paths.error.path, layout: 'main', title: 'Something went wrong', element: built(screens.notFound) },
  { path: paths.forbidden.path, layout: 'main', title: 'Not allowed', element: built(screens.forbidden) },
  { path: '*', layout: 'main', title: 'Page not found', element: built(screens.notFound) },

  // without the global layout
  { path: paths.activate.path, layout: 'bare', title: 'Activate', element: built(screens.activate) },
  { path: paths.restoreEmail.path, layout: 'bare', title: 'Restore your e-mail address', element: built(screens.restoreEmail) },
  { path: paths.resetPassword.path, layout: 'bare', title: 'Reset password', element: built(screens.resetPassword) },
  { path: paths.passwordResetSuccess.path, layout: 'bare', title: 'Password reset', element: built(screens.passwordResetSuccess) },
  { path: paths.unsubscribe.path, layout: 'bare', title: 'Unsubscribe', element: built(screens.unsubscribe) },
  { path: paths.signup.path, layout: 'bare', title: 'Sign up', element: built(screens.signup) },
  { path: paths.signupWithEmail.path, layout: 'bare', title: 'Sign up with e-mail', element: built(screens.signupWithEmail) },
  { path: paths.signin.path, layout: 'bare', title: 'Sign in', element: built(screens.signin) },
  { path: paths.redirectGoogle.path, layout: 'bare', title: 'Google sign-in', element: built(screens.redirectGoogle) },
  { path: paths.redirectFacebook.path, layout: 'bare', title: 'Facebook sign-in', element: built(screens.redirectFacebook) },
];

/** The route tree; loaders fill `queryClient`, the one the app renders with. */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  const toRoute = ({ path, element, prefetch }: RouteEntry): RouteObject => ({
    ...(path === '/' ? { index: true } : { path }),
    element,
    // The loader resolves at once; on the first load the router shows this until it has.
    ...(prefetch ? { loader: screenLoader(queryClient, prefetch.screen, prefetch.data), hydrateFallbackElement: <PageLoader /> } : {}),
  });
  return [
    {
      element: <Root />,
      errorElement: <RouteError />,
      children: [
        { path: '/', element: <MainLayoutRoute />, children: routeTable.filter((r) => r.layout === 'main').map(toRoute) },
        { element: <AuthLayout />, children: routeTable.filter((r) => r.layout === 'bare').map(toRoute) },
      ],
    },
  ];
}

/** The tree of the app's own query client (route-matching tests read it). */
export const routes: RouteObject[] = createRoutes(appQueryClient);

export function createAppRouter(queryClient: QueryClient = appQueryClient) {
  // A failed call's page is reached through this router (no full reload): Root follows lib/failure-routes.
  return createBrowserRouter(createRoutes(queryClient));
}
