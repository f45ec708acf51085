// The pieces of an ingredient analysis, shared by /analyze, product detail and compare.
// Honest by construction: every flag names its trigger ingredients and its source, every
// correction is shown, every unrecognised name is highlighted.
import { Link } from 'react-router-dom';
import { tagLabel } from '@/lib/tag-label';
import { functionBreakdown, onePercentLineIndex, ratingText, sortFlags } from '../ingredient-list';
import type { AnalysedIngredient, AnalysisSummary, Fit, Flag, PersonalFit, Tag } from '@/types';

/** Compare names ignoring case and punctuation ("Alcohol Denat" is "ALCOHOL DENAT."). */
const squash = (name: string) => name.toUpperCase().replace(/[^A-Z0-9]/g, '');
/** A row's own flags; its correction is already shown under the name. */
const rowFlags = (row: AnalysedIngredient) => row.flags.filter((f) => f.code !== 'corrected_name');

const SEVERITY_LABEL: Record<string, string> = { avoid: 'Avoid', caution: 'Caution', info: 'Note' };

export function RecognitionBadge({ summary }: { summary: Pick<AnalysisSummary, 'recognised_count' | 'total' | 'recognition_summary'> }) {
  const { recognised_count: n, total: m } = summary;
  const full = m > 0 && n === m;
  return (
    <span className={`ia-badge ${full ? 'ia-badge--full' : 'ia-badge--partial'}`} data-testid="recognition-badge" title={summary.recognition_summary}>
      {n} of {m} recognised
    </span>
  );
}

/** A rule's source as a named link (EU CosIng annex page, CosDNA), never a file path. */
export function SourceLink({ item }: { item: { source: string; source_name?: string; source_url?: string | null } }) {
  const name = item.source_name || item.source;
  return item.source_url ? (
    <a href={item.source_url} target="_blank" rel="noreferrer" className="ia-source__link">
      {name}
    </a>
  ) : (
    <span>{name}</span>
  );
}

export type FlagRow = { ingredient: string; severity: string; flags: Flag[] };

/** One row per ingredient with its flags merged; the row's severity is the strongest, most serious rows first. */
export function flagRows(flags: readonly Flag[]): FlagRow[] {
  const rows = new Map<string, Flag[]>();
  for (const f of flags) for (const name of f.ingredients) rows.set(name, [...(rows.get(name) ?? []), f]);
  return sortFlags(
    [...rows.entries()].map(([ingredient, fl]) => ({ ingredient, flags: sortFlags(fl), severity: sortFlags(fl)[0].severity })),
  );
}

export function FlagRowItem({ row }: { row: FlagRow }) {
  return (
    <li className={`ia-flag ia-flag--${row.severity}`} data-testid="flag">
      <span className="ia-flag__sev">{SEVERITY_LABEL[row.severity] ?? row.severity}</span>
      <div className="ia-flag__body">
        <p className="ia-flag__ing">
          <strong className="ia-trigger">{row.ingredient}</strong>
        </p>
        <ul className="ia-flag__reasons">
          {row.flags.map((f, i) => (
            <li key={`${f.code}-${i}`} className={`ia-flag__reason ia-flag__reason--${f.severity}`}>
              <span className="ia-flag__msg">{f.message}</span>{' '}
              <span className="ia-source">
                Source: <SourceLink item={f} />
              </span>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}

export function FlagItem({ flag }: { flag: Flag }) {
  return (
    <li className={`ia-flag ia-flag--${flag.severity}`} data-testid="flag">
      <span className="ia-flag__sev">{SEVERITY_LABEL[flag.severity] ?? flag.severity}</span>
      <div className="ia-flag__body">
        <p className="ia-flag__msg">{flag.message}</p>
        <p className="ia-flag__meta">
          <span>
            Triggered by{' '}
            {flag.ingredients.map((name, i) => (
              <span key={name}>
                {i > 0 ? ', ' : ''}
                <strong className="ia-trigger">{name}</strong>
              </span>
            ))}
          </span>
          <span className="ia-source">
            Source: <SourceLink item={flag} />
          </span>
        </p>
      </div>
    </li>
  );
}

export function FlagsPanel({ flags, title = 'Flags at a glance' }: { flags: Flag[]; title?: string }) {
  const rows = flagRows(flags);
  const counts = { avoid: 0, caution: 0, info: 0 } as Record<string, number>;
  for (const r of rows) counts[r.severity] = (counts[r.severity] ?? 0) + 1;
  return (
    <section className="ia-card" aria-labelledby="ia-flags-title">
      <div className="ia-card__head">
        <h2 id="ia-flags-title">{title}</h2>
        <span className="ia-sevcount">
          {(['avoid', 'caution', 'info'] as const).map((s) => (
            <span key={s} className={`ia-dot ia-dot--${s}`} title={SEVERITY_LABEL[s]}>
              {counts[s] ?? 0} {SEVERITY_LABEL[s].toLowerCase()}
            </span>
          ))}
        </span>
      </div>
      {rows.length ? (
        <ul className="ia-flags">
          {rows.map((row) => (
            <FlagRowItem key={row.ingredient} row={row} />
          ))}
        </ul>
      ) : (
        <p className="muted">Nothing flagged among the recognised ingredients.</p>
      )}
    </section>
  );
}

/** A tag with no trigger on a list below the evidence bar: neither ✓ nor ✕, "not enough ingredient data". */
export const tagUnknown = (tag: Tag) => tag.status === 'not_enough_data';

/** The one sentence said when free-from tags are held back (once, not per tag). */
export function tagsDataNote(tags: readonly Tag[]): string | null {
  return tags.find(tagUnknown)?.note ?? null;
}

export function TagChips({ tags }: { tags: Tag[] }) {
  if (!tags.length) return null;
  const note = tagsDataNote(tags);
  return (
    <>
      {note ? (
        <p className="ia-tags__note" data-testid="tags-no-data">
          {note.charAt(0).toUpperCase() + note.slice(1)}.
        </p>
      ) : null}
      <ul className="ia-tags" aria-label="What's inside">
        {tags.map((tag) => {
          const unknown = tagUnknown(tag);
          const cls = unknown ? 'ia-tag--unknown' : tag.applies ? 'ia-tag--yes' : 'ia-tag--no';
          const why = unknown ? 'Not enough ingredient data. ' : tag.applies ? '' : `Not ${tagLabel(tag.tag).toLowerCase()}: ${tag.triggers.join(', ')}. `;
          return (
            <li key={tag.tag} className={`ia-tag ${cls}`} title={`${why}Source: ${tag.source_name || tag.source}`} data-testid={`tag-${tag.tag}`}>
              <span aria-hidden="true">{unknown ? '?' : tag.applies ? '✓' : '✕'}</span> {tagLabel(tag.tag)}
              {!tag.applies && tag.triggers.length ? <span className="ia-tag__why"> — {tag.triggers.join(', ')}</span> : null}
              {unknown ? <span className="ia-tag__why"> — not enough ingredient data</span> : null}
              <span className="visually-hidden">{unknown ? ' (unknown)' : tag.applies ? ' (applies)' : ' (does not apply)'}</span>
            </li>
          );
        })}
      </ul>
    </>
  );
}

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
function Rating({ label, range }: { label: string; range: number[] | null }) {
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

const VERDICT_LABEL: Record<string, string> = { good: 'Good match', neutral: 'Neutral', caution: 'Be careful' };

export function FitCard({ fit, kind }: { fit: Fit; kind: 'skin type' | 'concern' }) {
  return (
    <article className={`ia-fit ia-fit--${fit.verdict}`} data-testid="fit">
      <h3>
        {fit.target.replace(/_/g, ' ')} <span className="muted">({kind})</span>
        <span className="ia-fit__verdict">{VERDICT_LABEL[fit.verdict] ?? fit.verdict}</span>
      </h3>
      {fit.note ? (
        <p className="ia-fit__note muted" data-testid="fit-note">
          {fit.note.charAt(0).toUpperCase() + fit.note.slice(1)}.
        </p>
      ) : null}
      {fit.reasons.length ? (
        <ul>
          {fit.reasons.map((r, i) => (
            <li key={i} className={`ia-reason ia-reason--${r.effect}`}>
              <span className="ia-reason__effect">{r.effect === 'good' ? '+' : r.effect === 'avoid' ? '−' : '•'}</span> {r.reason}
              {r.ingredients.length ? <span className="muted"> ({r.ingredients.join(', ')})</span> : null}
              <span className="ia-source">
                {' '}
                Source: <SourceLink item={r} />
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">No ingredient here is known to help or hurt this.</p>
      )}
    </article>
  );
}

/** The member's fit (skin type, then each concern), on /analyze and on a signed-in member's product page. */
type FitsOf = Pick<PersonalFit, 'skin_type_fit' | 'concern_fits'> & { personalised_for: PersonalFit['personalised_for'] | null };

export function FitsPanel({ fit, title = 'Your fit' }: { fit: FitsOf; title?: string }) {
  const fits = [
    ...(fit.skin_type_fit ? [{ fit: fit.skin_type_fit, kind: 'skin type' as const }] : []),
    ...fit.concern_fits.map((f) => ({ fit: f, kind: 'concern' as const })),
  ];
  if (!fits.length) return null;
  return (
    <section className="ia-card" data-testid="fits">
      <h2>
        {title}
        {fit.personalised_for?.skin_type ? <span className="muted"> — for {fit.personalised_for.skin_type} skin</span> : null}
      </h2>
      <div className="ia-fits">
        {fits.map(({ fit: f, kind }) => (
          <FitCard key={`${kind}-${f.target}`} fit={f} kind={kind} />
        ))}
      </div>
    </section>
  );
}
