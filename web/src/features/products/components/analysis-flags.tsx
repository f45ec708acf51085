// What an analysis flags, ingredient by ingredient: its rows of flags (strongest first), each flag with its source.
import { sortFlags } from '../ingredient-list';
import type { Flag } from '@/types';

export const SEVERITY_LABEL: Record<string, string> = { avoid: 'Avoid', caution: 'Caution', info: 'Note' };

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
