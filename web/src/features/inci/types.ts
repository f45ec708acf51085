import type { ProductCardData } from '@/components/catalog/product-card';

export type { ProductCardData };

import type { Annex, Flag, IngredientFacts, PagePayload } from '@/types/api';

export type { Annex, Flag };
export type Paged<T> = PagePayload<T>;
export type InciFacts = IngredientFacts;

export type GlossaryItem = { inci_id: number; inci_uuid: string; name: string; functions: string[]; product_count: number };
export type GlossaryPage = { letter: string; ingredients: GlossaryItem[]; page_no: number; page_num: number; total_count: number; hasMore: boolean };

export type InciReaction = { inci_id: number; liked: boolean; disliked: boolean; like_count: number; dislike_count: number };

export type InciDetail = {
  inci_id: number;
  inci_uuid: string;
  name: string;
  cas_number: string;
  einecs_number: string;
  functions: string[];
  description: string;
  product_count: number;
  facts: InciFacts;
  flags: Flag[];
  reaction: InciReaction;
  products: Paged<ProductCardData>;
};

export type TermReading = {
  term: string;
  role: 'include' | 'exclude';
  recognised: boolean;
  inci: string[];
  method: string | null;
  confidence: number;
  correction: string | null;
  in_catalog: boolean;
  used: boolean;
};

export type MatchResult = Paged<ProductCardData> & { terms: TermReading[]; msg: string };

export type Suggestion = { type: string; id: string; text: string };
