// What /analyze keeps across reloads: the pasted list and the skin it is read for. The list lives in
// session storage (it can be long); short lists also go into the URL (`?list=`) so a link shares them.
export const ANALYZE_STORAGE_KEY = 'glowdex.analyze';
export const URL_LIST_MAX = 1500;

export type AnalyzeState = { list: string; skinType: string; concerns: string[] };

export const emptyAnalyzeState: AnalyzeState = { list: '', skinType: '', concerns: [] };

export function analyzeStateFromUrl(search: string | URLSearchParams): Partial<AnalyzeState> {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const out: Partial<AnalyzeState> = {};
  const list = params.get('list');
  if (list) out.list = list;
  const skin = params.get('skin_type');
  if (skin) out.skinType = skin;
  const concerns = params.getAll('concerns').flatMap((c) => c.split(',')).filter(Boolean);
  if (concerns.length) out.concerns = [...new Set(concerns)];
  return out;
}

export function analyzeStateToSearch(state: AnalyzeState): string {
  const params = new URLSearchParams();
  if (state.list && state.list.length <= URL_LIST_MAX) params.set('list', state.list);
  if (state.skinType) params.set('skin_type', state.skinType);
  if (state.concerns.length) params.set('concerns', state.concerns.join(','));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** URL first (a shared link), then the session's copy, then the member's profile for the skin. */
export function initialAnalyzeState(
  fromUrl: Partial<AnalyzeState>,
  stored: Partial<AnalyzeState> | null,
  profile: { skin_type?: string | null; concerns?: string[] } | null,
): AnalyzeState {
  const list = fromUrl.list ?? stored?.list ?? '';
  const fromStoredSkin = stored && (stored.skinType || stored.concerns?.length);
  return {
    list,
    skinType: fromUrl.skinType ?? (fromStoredSkin ? stored?.skinType ?? '' : profile?.skin_type ?? ''),
    concerns: fromUrl.concerns ?? (fromStoredSkin ? stored?.concerns ?? [] : profile?.concerns ?? []),
  };
}

type KV = Pick<Storage, 'getItem' | 'setItem'>;
function session(): KV | null {
  try {
    return typeof window !== 'undefined' ? window.sessionStorage : null;
  } catch {
    return null;
  }
}

export function loadAnalyzeState(storage: KV | null = session()): Partial<AnalyzeState> | null {
  try {
    const raw = storage?.getItem(ANALYZE_STORAGE_KEY);
    if (!raw) return null;
    const v = JSON.parse(raw) as Partial<AnalyzeState>;
    return {
      list: typeof v.list === 'string' ? v.list : '',
      skinType: typeof v.skinType === 'string' ? v.skinType : '',
      concerns: Array.isArray(v.concerns) ? v.concerns.filter((c): c is string => typeof c === 'string') : [],
    };
  } catch {
    return null;
  }
}

export function saveAnalyzeState(state: AnalyzeState, storage: KV | null = session()): void {
  try {
    storage?.setItem(ANALYZE_STORAGE_KEY, JSON.stringify(state));
  } catch {
    /* storage disabled */
  }
}
