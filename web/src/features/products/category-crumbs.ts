// A product's category trail as breadcrumbs. Retail data often repeats a level ("Moisturizers › Moisturizers",
// a tertiary category named like its parent): a crumb named like the one before it is left out, and the
// remaining one links to the deeper category, the more precise filter.
import type { Schemas } from '@/types';

type Crumb = Pick<Schemas['CategoryRef'], 'category_id' | 'name' | 'path'>;

export function categoryCrumbs<T extends Crumb>(trail: readonly T[]): T[] {
  const crumbs: T[] = [];
  for (const level of trail) {
    const previous = crumbs[crumbs.length - 1];
    if (previous && previous.name.trim().toLowerCase() === level.name.trim().toLowerCase()) crumbs[crumbs.length - 1] = level;
    else crumbs.push(level);
  }
  return crumbs;
}
