/** `/find_dupe/:id?suggest=1` opens "Suggest a dupe" with that product as the original. */
export const SUGGEST_PARAM = 'suggest';
