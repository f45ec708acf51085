/** One shuffle per visit of the app: the pages of a random list share it, and Back shows the same list. */
export const SESSION_SEED = Math.floor(Math.random() * 2 ** 31);
