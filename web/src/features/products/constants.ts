/** How many ranked dupes /find_dupe/:id shows (its loader prefetches the same list). */
export const FIND_DUPES_LIMIT = 10;
