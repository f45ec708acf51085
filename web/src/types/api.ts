// Shapes the API shares across features (api-contract.md): the paging payload and ingredient facts.

/** A paged list payload: `data: {items, page_no, page_num, total_count, hasMore}`. */
export type PagePayload<T> = { items: T[]; page_no: number; page_num: number; total_count: number; hasMore: boolean };

export type Severity = 'info' | 'caution' | 'avoid' | (string & {});

/** A flag always names the ingredients that triggered it and the source of its rule. */
export type Flag = { code: string; message: string; severity: Severity; ingredients: string[]; source: string };

export type Annex = { annex: string; entry: string; citation: string; chemical_name: string; conditions: string; qualifier: string };

export type IngredientFacts = {
  functions: string[];
  comedogenic: number[] | null;
  irritancy: number[] | null;
  annex: Annex[];
  allergen_list: string | null;
  families: string[];
  actives: string[];
  key_active: boolean;
  fungal_acne_trigger: boolean;
};
