import { describe, expect, it } from 'vitest';
import { ANALYZE_STORAGE_KEY, URL_LIST_MAX, analyzeStateFromUrl, analyzeStateToSearch, initialAnalyzeState, loadAnalyzeState, saveAnalyzeState } from './analyze-state';

describe('/analyze state across reloads', () => {
  it('round-trips through the URL', () => {
    const state = { list: 'Aqua, Glycerin & more', skinType: 'oily', concerns: ['acne', 'redness'] };
    expect(analyzeStateFromUrl(analyzeStateToSearch(state))).toEqual(state);
  });

  it('keeps long lists out of the URL', () => {
    const long = 'Aqua, '.repeat(URL_LIST_MAX);
    expect(analyzeStateToSearch({ list: long, skinType: '', concerns: [] })).toBe('');
  });

  it('prefers the URL, then the session, then the profile for the skin', () => {
    const profile = { skin_type: 'dry', concerns: ['aging'] };
    expect(initialAnalyzeState({}, null, profile)).toEqual({ list: '', skinType: 'dry', concerns: ['aging'] });
    expect(initialAnalyzeState({}, { list: 'Aqua', skinType: 'oily', concerns: [] }, profile)).toEqual({ list: 'Aqua', skinType: 'oily', concerns: [] });
    expect(initialAnalyzeState({}, { list: 'Aqua', skinType: '', concerns: [] }, profile)).toEqual({ list: 'Aqua', skinType: 'dry', concerns: ['aging'] });
    expect(initialAnalyzeState({ list: 'Parfum', skinType: 'normal' }, { list: 'Aqua', skinType: 'oily', concerns: ['acne'] }, null)).toEqual({
      list: 'Parfum',
      skinType: 'normal',
      concerns: ['acne'],
    });
  });

  it('stores in session storage', () => {
    const map = new Map<string, string>();
    const storage = { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
    saveAnalyzeState({ list: 'Aqua', skinType: '', concerns: ['acne'] }, storage);
    expect(map.has(ANALYZE_STORAGE_KEY)).toBe(true);
    expect(loadAnalyzeState(storage)).toEqual({ list: 'Aqua', skinType: '', concerns: ['acne'] });
    map.set(ANALYZE_STORAGE_KEY, 'oops');
    expect(loadAnalyzeState(storage)).toBeNull();
  });
});
