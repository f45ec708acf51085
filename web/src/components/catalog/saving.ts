// How much cheaper (or dearer) a dupe is than its original, in words. Shared by the computed dupes and
// the members' dupe suggestions.
import { formatPrice } from './product-card';
import type { Dupe } from '@/types';

export type SavingFacts = Pick<Dupe, 'saving' | 'saving_percent' | 'compared_by'>;

export function savingText(dupe: SavingFacts): string | null {
  if (dupe.saving === null || dupe.saving_percent === null) return null;
  const unit = dupe.compared_by === 'price_per_unit' ? ' per ml/g' : '';
  if (dupe.saving > 0) return `${Math.round(dupe.saving_percent)}% cheaper (${formatPrice(dupe.saving)}${unit} less)`;
  if (dupe.saving < 0) return `${Math.round(-dupe.saving_percent)}% more expensive (${formatPrice(-dupe.saving)}${unit} more)`;
  return 'Same price';
}
