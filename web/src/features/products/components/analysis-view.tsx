// The analysis of a pasted list (/analyze): flags, tags, functions, the list along its positions
// with the 1% line, recognition, corrections and the personal fit.
import { FitsPanel } from './analysis-fits';
import { FlagsPanel } from './analysis-flags';
import { RecognitionBadge } from './analysis-parts';
import { TagChips } from './analysis-tags';
import { FunctionChart, IngredientRows } from './ingredient-rows';
import type { AnalysisResult } from '@/types';

export function AnalysisView({ result }: { result: AnalysisResult }) {
  return (
    <div className="ia-result" data-testid="analysis">
      <section className="ia-card ia-summary">
        <div className="ia-card__head">
          <h2>Summary</h2>
          <RecognitionBadge summary={result} />
        </div>
        <p className="muted">{result.recognition_summary}.</p>
        {result.key_actives.length ? (
          <p>
            Key actives: <strong>{result.key_actives.join(', ')}</strong>
          </p>
        ) : null}
        {result.unrecognised.length ? (
          <div className="ia-unrec" data-testid="unrecognised">
            <p>
              <strong>Not recognised</strong> (left out of every flag and tag below — check the spelling):
            </p>
            <ul className="tag-list">
              {result.unrecognised.map((name) => (
                <li key={name}>
                  <mark className="ia-unknown">{name}</mark>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {result.corrections.length ? (
          <div className="ia-corrections" data-testid="corrections">
            <p>
              <strong>Corrections we made</strong>
            </p>
            <ul>
              {result.corrections.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {result.label_partly_unread ? (
          <div className="ia-unread" role="note" data-testid="unread-note">
            <p>
              <strong>{result.unread_note}</strong>
            </p>
            <ul>
              {result.unread.map((u) => (
                <li key={`${u.dropped_text}|${u.text}`}>
                  “{u.text}” could be {u.could_be}, in “{u.dropped_text}”
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {result.dropped_text.length ? (
          <p className="muted ia-dropped">
            Text set aside as not part of the ingredient list (headings, claims, footnotes):{' '}
            {result.dropped_text.map((t) => `“${t}”`).join(', ')}
          </p>
        ) : null}
      </section>

      <FlagsPanel flags={result.flags} />

      <section className="ia-card">
        <h2>What's inside</h2>
        <TagChips tags={result.tags} />
      </section>

      <FitsPanel fit={result} />

      <div className="ia-columns">
        <section className="ia-card">
          <h2>Ingredients in label order</h2>
          <p className="muted ia-help">
            Labels list ingredients from most to least; below the 1% line the order can be any. Acne and irritancy ratings are
            CosDNA's, on a 0–5 scale.
          </p>
          <IngredientRows rows={result.ingredients} onePercentPosition={result.one_percent_position} onePercentBasis={result.one_percent_basis} />
        </section>
        <section className="ia-card">
          <h2>What the ingredients do</h2>
          <FunctionChart rows={result.ingredients} />
        </section>
      </div>
    </div>
  );
}
