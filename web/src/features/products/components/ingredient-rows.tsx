// The ingredient list of an analysis: each row with its functions, ratings and flags, and the functions chart.
import { Link } from 'react-router-dom';
import { functionBreakdown, onePercentLineIndex, ratingText, sortFlags } from '../ingredient-list';
import type { AnalysedIngredient } from '@/types';

/** Compare names ignoring case and punctuation ("Alcohol Denat" is "ALCOHOL DENAT."). */
export const squash = (name: string) => name.toUpperCase().replace(/[^A-Z0-9]/g, '');
/** A row's own flags; its correction is already shown under the name. */
export const rowFlags = (row: AnalysedIngredient) => row.flags.filter((f) => f.code !== 'corrected_name');


export function FunctionChart({ rows }: { rows: AnalysedIngredient[] }) {
  const data = functionBreakdown(rows).slice(0, 12);
  if (!data.length) return <p className="muted">No function data for these ingredients.</p>;
  const max = Math.max(...data.map((d) => d.count));
  const barH = 22;
  const labelW = 170;
  const width = 460;
  return (
    <svg className="ia-chart" role="img" aria-label="Ingredients per function" viewBox={`0 0 ${width} ${data.length * barH + 4}`} width="100%">
      {data.map((d, i) => {
        const w = ((width - labelW - 30) * d.count) / max;
        return (
          <g key={d.name} transform={`translate(0 ${i * barH + 2})`}>
            <text x={labelW - 8} y={barH / 2 + 4} textAnchor="end" className="ia-chart__label">
              {d.name}
            </text>
            <rect x={labelW} y={3} width={Math.max(w, 2)} height={barH - 8} rx={4} className="ia-chart__bar" />
            <text x={labelW + w + 6} y={barH / 2 + 4} className="ia-chart__value">
              {d.count}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/** A CosDNA rating on its 0–5 scale ("Acne 2/5"); nothing when there is no rating (explained once per list). */
export function Rating({ label, range }: { label: string; range: number[] | null }) {
  if (!range || range.length === 0) return null;
  const text = ratingText(range);
  const hi = range[range.length - 1];
  const level = hi >= 4 ? 'high' : hi >= 2 ? 'mid' : 'low';
  return (
    <span className={`ia-rating ia-rating--${level}`} title={`${label} on CosDNA's 0–5 scale (0 none, 5 high)`}>
      {label} {text}/5
    </span>
  );
}

/** Said once per list: how many recognised ingredients have no CosDNA rating, and what that means. */
export function ratingsNote(rows: readonly Pick<AnalysedIngredient, 'recognised' | 'comedogenic' | 'irritancy'>[]): string | null {
  const recognised = rows.filter((r) => r.recognised);
  const missing = recognised.filter((r) => !r.comedogenic?.length && !r.irritancy?.length).length;
  if (!missing) return null;
  return `CosDNA has no comedogenic or irritancy rating for ${missing} of ${recognised.length} recognised ingredients. Ratings run 0–5 (0 none, 5 high); no rating means no data, not 0.`;
}

export function IngredientRows({
  rows,
  onePercentPosition,
  onePercentBasis,
  linkTo,
}: {
  rows: AnalysedIngredient[];
  onePercentPosition: number | null;
  onePercentBasis?: string | null;
  /** Where an ingredient's name links (its glossary page) when known. */
  linkTo?: (row: AnalysedIngredient) => string | null;
}) {
  const lineAt = onePercentLineIndex(rows, onePercentPosition);
  const note = ratingsNote(rows);
  let lastPart: string | null | undefined;
  return (
    <>
    {note ? (
      <p className="muted ia-help" data-testid="ratings-note">
        {note}
      </p>
    ) : null}
    <ol className="ia-list" data-testid="ingredient-list">
      {rows.map((row, index) => {
        const partHeading = row.part_label !== lastPart && row.part_label ? row.part_label : null;
        lastPart = row.part_label;
        const href = linkTo?.(row) ?? null;
        const name = href ? <Link to={href}>{row.inci ?? row.name}</Link> : <span>{row.inci ?? row.name}</span>;
        return (
          <li key={`${index}-${row.name}`} className="ia-list__item-wrap">
            {partHeading ? <p className="ia-part">{partHeading}</p> : null}
            {lineAt === index ? (
              <div className="ia-oneline" role="separator" data-testid="one-percent-line" title={onePercentBasis ?? undefined}>
                <span>1% line — from here on each ingredient is at or below 1%{onePercentBasis ? ` (${onePercentBasis})` : ''}</span>
              </div>
            ) : null}
            <div
              className={`ia-row${row.recognised ? '' : ' ia-row--unknown'}${row.key_active ? ' ia-row--key' : ''}${row.below_one_percent ? ' ia-row--low' : ''}`}
              data-testid={row.recognised ? 'ingredient-row' : 'unrecognised-row'}
            >
              <span className="ia-row__pos">{row.may_contain ? '±' : row.position ?? '–'}</span>
              <div className="ia-row__main">
                <div className="ia-row__name">
                  {name}
                  {/* the spaces keep the words apart in copied text and for screen readers ("niacinamide key active") */}
                  {row.key_active ? <> <span className="ia-pill ia-pill--key">key active</span></> : null}
                  {row.may_contain ? <> <span className="ia-pill">may contain</span></> : null}
                  {!row.recognised ? <> <span className="ia-pill ia-pill--unknown">not recognised</span></> : null}
                </div>
                {row.correction ? <p className="ia-correction">{row.correction}</p> : null}
                {row.possible_inci.length ? (
                  <p className="ia-possible muted" data-testid="possible-inci">
                    {row.recognised
                      ? 'The label names the plant but not which part of it (leaf, flower, root …) is used: it could be '
                      : 'The label does not say which part or form: '}
                    {row.possible_inci.length > 1 ? 'one of ' : ''}
                    {row.possible_inci.join(', ')}
                  </p>
                ) : null}
                {row.recognised && row.inci && squash(row.name) !== squash(row.inci) && !row.correction ? (
                  <p className="ia-asread muted">on the label: {row.name}</p>
                ) : null}
                {row.description ? (
                  <p className="ia-row__desc" data-testid="ingredient-description">
                    {row.description}
                  </p>
                ) : null}
                {row.functions.length ? (
                  <p className="ia-row__fn muted">
                    {row.functions.map((fn, i) => {
                      const d = row.function_descriptions?.find((x) => x.name === fn)?.description;
                      return (
                        <span key={fn} title={d ?? undefined}>
                          {i > 0 ? ', ' : ''}
                          {fn}
                        </span>
                      );
                    })}
                  </p>
                ) : null}
                {rowFlags(row).length ? (
                  <ul className="ia-row__flags">
                    {sortFlags(rowFlags(row)).map((f, i) => (
                      <li key={`${f.code}-${i}`} className={`ia-miniflag ia-miniflag--${f.severity}`} title={`Source: ${f.source_name || f.source}`}>
                        {f.message}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </div>
              {row.recognised && (row.comedogenic?.length || row.irritancy?.length) ? (
                <div className="ia-row__ratings">
                  <Rating label="Acne" range={row.comedogenic} />
                  <Rating label="Irritancy" range={row.irritancy} />
                </div>
              ) : null}
            </div>
          </li>
        );
      })}
    </ol>
    </>
  );
}
