/** How many ranked dupes /find_dupe/:id shows (its loader prefetches the same list). */
export const FIND_DUPES_LIMIT = 10;

/** The find-dupe list's two rankings, in the order the page offers them; the first is the default. */
export const DUPE_MODES = [
  { mode: 'same_job', label: 'Same job, cheaper' },
  { mode: 'closest_formula', label: 'Closest formula' },
] as const;
export type DupeModeParam = (typeof DUPE_MODES)[number]['mode'];
/** The search parameter of /find_dupe/:id that names the mode (absent: the default). */
export const DUPE_MODE_PARAM = 'mode';

export function parseDupeMode(params: URLSearchParams): DupeModeParam {
  const raw = params.get(DUPE_MODE_PARAM);
  return DUPE_MODES.find((m) => m.mode === raw)?.mode ?? DUPE_MODES[0].mode;
}
