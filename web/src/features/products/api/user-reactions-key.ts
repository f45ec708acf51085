/** Query key prefix of the signed-in member's liked/disliked product lists (invalidated by a reaction). */
export const userReactionsQueryKey = (userId: string) => ['products', 'user-reactions', userId] as const;
export const allUserReactionsQueryKey = ['products', 'user-reactions'] as const;
