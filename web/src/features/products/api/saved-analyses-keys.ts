// Query keys of the signed-in member's saved analyses (invalidated by save, share and remove).
export const savedAnalysesKey = ['products', 'saved-analyses'] as const;
