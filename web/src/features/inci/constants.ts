/** Page sizes of the ingredient screens (spec §9: not shown for these lists; ours). */
export const INCI_PAGE_SIZE = { glossary: 30, products: 10, match: 10 } as const;
export const LETTERS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ', '#'] as const;
export const MAX_TERMS = 20;
