import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS } from '@/config/constants';
import { render, screen } from '@testing-library/react';
import { createElement, Suspense } from 'react';
import { ChunkLoadError, CSS_CHUNK_LOAD_FAILED, installPreloadErrorHandler, isChunkLoadError, lazyScreen, loadChunk, toChunkLoadError } from './lazy';

describe('chunk load failures (spec §8)', () => {
  it('a script chunk failure is a ChunkLoadError "Loading chunk {n} failed"', async () => {
    const failing = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/signin-abc.js'));
    const error = await loadChunk(failing, 'signin').catch((e: unknown) => e);
    expect(isChunkLoadError(error)).toBe(true);
    expect((error as ChunkLoadError).name).toBe('ChunkLoadError');
    expect((error as ChunkLoadError).message).toBe('Loading chunk signin failed');
    expect((error as ChunkLoadError).code).toBeUndefined();
  });

  it('a style chunk failure carries code CSS_CHUNK_LOAD_FAILED', () => {
    const error = toChunkLoadError(new Error('Unable to preload CSS for /assets/account-x1.css'), 'account');
    expect(error.code).toBe(CSS_CHUNK_LOAD_FAILED);
    expect(error.name).toBe('ChunkLoadError');
  });

  it('resolves with the module when the chunk loads', async () => {
    await expect(loadChunk(() => Promise.resolve({ default: 1 }), 'x')).resolves.toEqual({ default: 1 });
  });

  describe('timeout', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('fails after 120 s', async () => {
      expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
      const pending = loadChunk(() => new Promise(() => {}), 'slow');
      const settled = pending.catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
      let done = false;
      void settled.then(() => (done = true));
      await Promise.resolve();
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      const error = (await settled) as ChunkLoadError;
      expect(error.message).toBe('Loading chunk slow failed');
      expect(error.type).toBe('timeout');
    });
  });

  it('handles vite:preloadError events without swallowing them', () => {
    const log = vi.fn();
    const uninstall = installPreloadErrorHandler(window, log);
    const event = Object.assign(new Event('vite:preloadError', { cancelable: true }), {
      payload: new Error('Unable to preload CSS for /assets/profile-x.css'),
    });
    window.dispatchEvent(event);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0][0]).toMatchObject({ name: 'ChunkLoadError', code: CSS_CHUNK_LOAD_FAILED });
    expect(event.defaultPrevented).toBe(false); // the import still rejects, so the boundary shows it
    uninstall();
    window.dispatchEvent(new Event('vite:preloadError'));
    expect(log).toHaveBeenCalledTimes(1);
  });
});

describe('lazyScreen preload (route loaders start the chunk with the data)', () => {
  it('preload and the render share one download', async () => {
    const Screen = () => createElement('p', null, 'the screen');
    const factory = vi.fn(() => Promise.resolve({ default: Screen }));
    const Lazy = lazyScreen(factory, 'screen');
    await Lazy.preload();
    await Lazy.preload();
    render(createElement(Suspense, { fallback: null }, createElement(Lazy)));
    expect(await screen.findByText('the screen')).toBeInTheDocument();
    expect(factory).toHaveBeenCalledTimes(1);
  });

  it('a failed preload is a ChunkLoadError and is not remembered: the next try downloads again', async () => {
    const factory = vi
      .fn<() => Promise<{ default: () => null }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module: /assets/compare-x.js'))
      .mockResolvedValueOnce({ default: () => null });
    const Lazy = lazyScreen(factory, 'compare');
    await expect(Lazy.preload()).rejects.toMatchObject({ name: 'ChunkLoadError', chunk: 'compare' });
    await expect(Lazy.preload()).resolves.toBeUndefined();
    expect(factory).toHaveBeenCalledTimes(2);
  });
});
