import { afterEach, describe, expect, it } from 'vitest';
import { markOwnWrite, OWN_WRITE_FRESH_MS, wroteRecently } from './own-writes';

describe('own writes', () => {
  afterEach(() => window.sessionStorage.clear());

  it('remembers a write to a product for a few seconds, that product only', () => {
    markOwnWrite(7, 1_000);
    expect(wroteRecently(7, 1_000 + OWN_WRITE_FRESH_MS - 1)).toBe(true);
    expect(wroteRecently(7, 1_000 + OWN_WRITE_FRESH_MS)).toBe(false);
    expect(wroteRecently(8, 1_000)).toBe(false);
  });

  it('survives a bad stored value', () => {
    window.sessionStorage.setItem('glowdex.ownWrites', '{not json');
    expect(wroteRecently(7)).toBe(false);
    markOwnWrite(7);
    expect(wroteRecently(7)).toBe(true);
  });
});
