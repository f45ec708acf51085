// How the engine read each typed ingredient name (/searchByIngredients and browse's must contain / exclude):
// what it stands for, any declared correction, and "did you mean" for a name it could not read.
import type { TermReading } from '@/types';

const METHOD_LABEL: Record<string, string> = {
  exact: 'exact name',
  synonym: 'synonym',
  ci: 'colour index',
  fuzzy: 'typo corrected',
  ocr: 'OCR fix',
  common_name: 'common name',
};

export function TermReadings({ terms, onSuggestion }: { terms: TermReading[]; onSuggestion?: (term: TermReading, inci: string) => void }) {
  if (!terms.length) return null;
  return (
    <ul className="sbi-readings" data-testid="term-readings" aria-label="How we read your terms">
      {terms.map((t) => (
        <li key={`${t.role}-${t.term}`} className={`sbi-reading${t.used ? '' : ' sbi-reading--unused'}`}>
          <span className={`sbi-role sbi-role--${t.role}`}>{t.role === 'include' ? 'Has' : 'Without'}</span> <strong>{t.term}</strong>{' '}
          {t.recognised ? (
            <>
              → {t.inci.length > 3 ? `${t.inci.slice(0, 3).join(', ')} and ${t.inci.length - 3} more` : t.inci.join(', ')}{' '}
              <span className="muted">({METHOD_LABEL[t.method ?? ''] ?? t.method ?? 'read'})</span>
              {t.correction ? <span className="ia-correction"> {t.correction}</span> : null}
              {!t.in_catalog ? <span className="muted"> — no product in the catalogue has it</span> : null}
            </>
          ) : (
            <>
              <mark className="ia-unknown">not recognised — it did not filter anything</mark>
              {t.suggestions?.length ? (
                <span className="sbi-suggestions" data-testid="term-suggestions">
                  {' '}
                  Did you mean{' '}
                  {t.suggestions.map((s, i) => (
                    <span key={s}>
                      {i ? ', ' : ''}
                      {onSuggestion ? (
                        <button type="button" className="btn btn--link" onClick={() => onSuggestion(t, s)}>
                          {s}
                        </button>
                      ) : (
                        <strong>{s}</strong>
                      )}
                    </span>
                  ))}
                  ?
                </span>
              ) : null}
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
