// The engine's evidence for a suggested pair: ingredient overlap (Jaccard), key actives kept, missing
// and added, the price difference, and a plain warning when the formulas differ a lot.
import '../dupes.css';
import { savingText } from '@/components/catalog/saving';
import type { DupeEvidence as Evidence } from '@/types';

const pct = (x: number) => `${Math.round(x * 100)}%`;

export function DupeEvidence({ evidence }: { evidence: Evidence }) {
  const saving = savingText(evidence);
  return (
    <section className="dupe-evidence" aria-labelledby="dupe-evidence" data-testid="dupe-evidence">
      <h2 id="dupe-evidence">What the ingredient lists say</h2>
      {evidence.very_different ? (
        <p className="dupe-differ" data-testid="very-different">
          The formulas differ a lot: this is a member's suggestion, not an ingredient match.
        </p>
      ) : null}
      <p>
        <strong data-testid="dupe-jaccard">{pct(evidence.jaccard)}</strong> ingredient overlap (Jaccard) · {evidence.shared_count} shared ingredients ·{' '}
        {pct(evidence.score)} dupe score
      </p>
      <p className="dupe-evidence__keys">
        {evidence.shared_key_ingredients.length ? <span className="sim-key sim-key--shared" data-testid="shared-actives">Shares {evidence.shared_key_ingredients.join(', ')}</span> : null}
        {evidence.missing_key_ingredients.length ? <span className="sim-key sim-key--missing" data-testid="missing-actives">Lacks {evidence.missing_key_ingredients.join(', ')}</span> : null}
        {evidence.extra_key_ingredients.length ? <span className="sim-key sim-key--extra">Adds {evidence.extra_key_ingredients.join(', ')}</span> : null}
      </p>
      {saving ? <p data-testid="dupe-saving">{saving}</p> : <p className="muted">Prices cannot be compared.</p>}
      {evidence.note ? <p className="muted">{evidence.note}</p> : null}
    </section>
  );
}
