// What a product is made for: its hero actives (issue 27 §1), on the product page and the find-dupe page.
import type { HeroActive } from '@/types';

/** "Made for: niacinamide 10 %" — the hero actives read from the name, the label or the 1 % line. */
export function MadeFor({ heroes }: { heroes: HeroActive[] }) {
  if (!heroes.length) return null;
  const basis = heroes[0].basis === 'name' ? 'its name' : heroes[0].basis === 'label' ? 'its label' : 'its list, before the 1 % line';
  return (
    <p className="made-for" data-testid="made-for">
      <strong>Made for:</strong> {heroes.map((h) => h.text).join(', ')} <span className="muted">(read from {basis})</span>
    </p>
  );
}
