/** GET /search/autocomplete → data: Suggestion[] */
export type Suggestion = { type: string; id: string; text: string };

/** One result of GET /search or POST /{kind}/search. */
export type SearchItem = {
  type: string;
  id: string;
  score: number | null;
  fields: Record<string, unknown>;
  highlights: Record<string, string[]>;
};

export type SearchPage = {
  items: SearchItem[];
  page_no: number;
  page_num: number;
  total_count: number;
  hasMore: boolean;
};
