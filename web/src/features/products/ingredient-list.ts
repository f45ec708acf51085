// Pure helpers for drawing an analysed ingredient list.
import type { AnalysedIngredient } from '@/types';

/**
 * Where the 1% line goes: before the first row of the first part whose label position is the
 * analysis's `one_percent_position` (everything from there on is at or below 1%). Null when the
 * analysis found no line or no row carries that position.
 */
export function onePercentLineIndex(rows: readonly Pick<AnalysedIngredient, 'position' | 'part_label'>[], onePercentPosition: number | null): number | null {
  if (onePercentPosition === null || onePercentPosition === undefined) return null;
  const firstPart = rows[0]?.part_label ?? null;
  const index = rows.findIndex((r) => r.position === onePercentPosition && (r.part_label ?? null) === firstPart);
  return index >= 0 ? index : null;
}

export type FunctionCount = { name: string; count: number };

/** How many ingredients serve each function (recognised ones; "may contain" colourants left out), most first. */
export function functionBreakdown(rows: readonly Pick<AnalysedIngredient, 'functions' | 'may_contain' | 'recognised'>[]): FunctionCount[] {
  const counts = new Map<string, number>();
  for (const row of rows) {
    if (!row.recognised || row.may_contain) continue;
    for (const fn of new Set(row.functions.map((f) => f.trim()).filter(Boolean))) {
      const key = fn.charAt(0).toUpperCase() + fn.slice(1).toLowerCase();
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  return [...counts.entries()].map(([name, count]) => ({ name, count })).sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}

/** A 0–5 rating range as text: "2", "0–2", or "no data". */
export function ratingText(range: readonly number[] | null | undefined): string {
  if (!range || range.length === 0) return 'no data';
  const [lo, hi = lo] = range;
  return lo === hi ? `${lo}` : `${lo}–${hi}`;
}

const SEVERITY_RANK: Record<string, number> = { avoid: 0, caution: 1, info: 2 };

/** Flags ordered most serious first (stable within a severity). */
export function sortFlags<T extends { severity: string }>(flags: readonly T[]): T[] {
  return [...flags].sort((a, b) => (SEVERITY_RANK[a.severity] ?? 3) - (SEVERITY_RANK[b.severity] ?? 3));
}
