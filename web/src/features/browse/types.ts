/** GET /brand/labels */
export type BrandLabel = { brand_id: number; name: string; product_count: number };

/** GET /browse/random_content items */
export type ContentCard = {
  type: 'review' | 'routine' | 'dupe' | 'feedback' | string;
  id: number;
  title: string;
  excerpt: string;
  author_id: number;
  author_nickname: string;
  like_count: number;
  created_at: string;
};

/** GET /product/random_list items */
export type ProductCard = {
  product_id: number;
  name: string;
  brand: string;
  category: string | null;
  price_usd: number | null;
  image_url: string;
  rating: number | null;
};

export type { PagePayload as Page } from '@/types/api';

/** GET /search/autocomplete */
export type Suggestion = { type: string; id: string; text: string };
