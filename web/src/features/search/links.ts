// Where a search result or a suggestion leads: its detail screen (or the browse screen for a
// brand or a category, filtered by it).
import { paths } from '@/config/paths';
import type { SearchItem, Suggestion } from '@/types';

const str = (value: unknown): string => (typeof value === 'string' ? value : value == null ? '' : String(value));

export function itemHref(item: SearchItem): string {
  const f = item.fields;
  switch (item.type) {
    case 'product':
      return paths.productDetail.getHref(item.id);
    case 'brand':
      return paths.browseProducts.getHref({ brand: str(f.name) });
    case 'category':
      return paths.browseProducts.getHref({ category: str(f.name) });
    case 'inci':
      return paths.ingredientDetail.getHref(str(f.uuid) || item.id);
    case 'review':
      return paths.reviewDetail.getHref(item.id);
    case 'routine':
      return paths.routineDetail.getHref(item.id);
    case 'dupe':
      return paths.userDupeDetail.getHref(item.id);
    case 'feedback':
      return paths.feedbackDetail.getHref(item.id);
    case 'user':
      return paths.userProfile.getHref(item.id);
    default:
      return paths.search.getHref(str(f.name ?? f.title));
  }
}

/**
 * A picked suggestion. Autocomplete answers carry no ingredient uuid, so an ingredient goes to the
 * search screen narrowed to ingredients, whose result links to the ingredient's detail.
 */
export function suggestionHref(s: Suggestion): string {
  switch (s.type) {
    case 'product':
      return paths.productDetail.getHref(s.id);
    case 'brand':
      return paths.browseProducts.getHref({ brand: s.text });
    case 'category':
      return paths.browseProducts.getHref({ category: s.text });
    case 'inci':
      // Its page when the suggestion names it; else the ingredient results for the name.
      return s.inci_uuid ? paths.ingredientDetail.getHref(s.inci_uuid) : `${paths.search.getHref(s.text)}&kinds=ingredients`;
    default:
      return paths.search.getHref(s.text);
  }
}

export const KIND_LABELS: Record<string, string> = {
  product: 'Product',
  brand: 'Brand',
  category: 'Category',
  inci: 'Ingredient',
  review: 'Review',
  routine: 'Routine',
  dupe: 'Dupe',
  feedback: 'Feedback',
  user: 'Member',
};
