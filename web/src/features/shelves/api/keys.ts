// Query keys of the shelves feature. Every shelf query starts with 'shelves': a change refreshes them all.
export const shelvesQueryKey = ['shelves'] as const;
export const shelfDetailQueryKey = (shelfId: number) => ['shelves', 'detail', shelfId] as const;
