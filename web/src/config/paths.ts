// Every route of spec §2. Screens and links use these, never string literals.

const withId = (base: string) => ({
  path: `${base}/:id`,
  getHref: (id: string | number) => `${base}/${encodeURIComponent(String(id))}`,
});

export const paths = {
  // inside the global layout
  home: { path: '/', getHref: () => '/' },
  account: { path: '/account', getHref: () => '/account' },
  findDupe: withId('/find_dupe'),
  productDetail: withId('/productDetail'),
  userDupeDetail: withId('/userDupeDetail'),
  userProfile: withId('/userProfile'),
  compare: { path: '/compare', getHref: () => '/compare' },
  reviewDetail: withId('/reviewDetail'),
  ingredientGlossary: { path: '/ingredientGlossary', getHref: () => '/ingredientGlossary' },
  ingredientDetail: withId('/ingredientDetail'),
  routineDetail: withId('/routineDetail'),
  routineSuccess: { path: '/routineSuccess', getHref: () => '/routineSuccess' },
  reviewSuccess: { path: '/reviewSuccess', getHref: () => '/reviewSuccess' },
  searchByIngredients: {
    path: '/searchByIngredients',
    /** Optional ingredients to start with: products that contain `include` and none of `exclude`. */
    getHref: (query?: { include?: string[]; exclude?: string[] }) => {
      const params = new URLSearchParams();
      for (const name of query?.include ?? []) params.append('include', name);
      for (const name of query?.exclude ?? []) params.append('exclude', name);
      const search = params.toString();
      return search ? `/searchByIngredients?${search}` : '/searchByIngredients';
    },
  },
  feedbackDetail: withId('/feedbackDetail'),
  browseProducts: {
    path: '/browseProducts',
    /** Optional filters in the URL the browse screen reads: brand, category, q, include, exclude … */
    getHref: (query?: Record<string, string | string[]>) => {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(query ?? {})) {
        for (const v of Array.isArray(value) ? value : [value]) if (v) params.append(key, v);
      }
      const search = params.toString();
      return search ? `/browseProducts?${search}` : '/browseProducts';
    },
  },
  /** Browse members' reviews and routines (issue 26): filters in the URL (skin_type, concern, category, order, near). */
  browseReviews: { path: '/reviews', getHref: (query?: string) => (query ? `/reviews?${query}` : '/reviews') },
  browseRoutines: { path: '/routines', getHref: (query?: string) => (query ? `/routines?${query}` : '/routines') },
  messages: { path: '/messages', getHref: () => '/messages' },
  /** A member adds a product the catalogue lacks (issue 26 §1); `name` starts the form (what she searched for). */
  addProduct: {
    path: '/addProduct',
    getHref: (name?: string) => (name?.trim() ? `/addProduct?name=${encodeURIComponent(name.trim())}` : '/addProduct'),
  },
  analyze: { path: '/analyze', getHref: () => '/analyze' },
  /** A member's saved analysis (their own), and one shared by link (anyone with the token). */
  savedAnalysis: withId('/analysis'),
  sharedAnalysis: {
    path: '/analysis/shared/:token',
    getHref: (token: string) => `/analysis/shared/${encodeURIComponent(token)}`,
  },
  privacyPolicy: { path: '/privacy_policy', getHref: () => '/privacy_policy' },
  termsConditions: { path: '/terms_conditions', getHref: () => '/terms_conditions' },
  modifyRoutine: withId('/nbn/draft/modifyRoutinePage'),
  modifyRoutineNew: { path: '/nbn/draft/modifyRoutinePage', getHref: () => '/nbn/draft/modifyRoutinePage' },
  modifyReview: withId('/nbn/draft/modifyReviewPage'),
  modifyReviewNew: { path: '/nbn/draft/modifyReviewPage', getHref: () => '/nbn/draft/modifyReviewPage' },
  search: {
    path: '/ntn/search',
    getHref: (keyword?: string) =>
      keyword ? `/ntn/search?keyword=${encodeURIComponent(keyword)}` : '/ntn/search',
  },
  notFound: { path: '/404', getHref: () => '/404' },
  error: { path: '/error', getHref: () => '/error' },
  forbidden: { path: '/403', getHref: () => '/403' },

  // without the global layout
  activate: { path: '/activate', getHref: () => '/activate' },
  restoreEmail: { path: '/restoreEmail', getHref: () => '/restoreEmail' },
  resetPassword: { path: '/resetPasswordPage', getHref: () => '/resetPasswordPage' },
  passwordResetSuccess: { path: '/passwordResetSuccess', getHref: () => '/passwordResetSuccess' },
  unsubscribe: { path: '/unsubscribe', getHref: () => '/unsubscribe' },
  signup: { path: '/signup', getHref: () => '/signup' },
  signupWithEmail: { path: '/signupWithEmail', getHref: () => '/signupWithEmail' },
  signin: { path: '/signin', getHref: () => '/signin' },
  redirectGoogle: { path: '/redirect_google', getHref: () => '/redirect_google' },
  redirectFacebook: { path: '/redirect_facebook', getHref: () => '/redirect_facebook' },
} as const;
