/** Query key prefix of the signed-in member's liked/disliked ingredient lists (invalidated by a reaction). */
export const userInciReactionsQueryKey = (userId: string) => ['inci', 'user-reactions', userId] as const;
export const allUserInciReactionsQueryKey = ['inci', 'user-reactions'] as const;
