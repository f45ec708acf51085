// Loading screens on demand (spec §2) and the chunk failures of the error catalogue (§8):
// - a script chunk that fails to load becomes a ChunkLoadError 'Loading chunk {n} failed';
// - a style chunk that fails to load carries code CSS_CHUNK_LOAD_FAILED;
// - a chunk that takes longer than 120 s counts as failed.
// Vite reports preload failures with a `vite:preloadError` window event; we log them and let
// the import reject, so the error reaches the error boundary (which offers a reload).
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '@/config/constants';

export const CSS_CHUNK_LOAD_FAILED = 'CSS_CHUNK_LOAD_FAILED';

export class ChunkLoadError extends Error {
  readonly chunk: string;
  readonly code?: typeof CSS_CHUNK_LOAD_FAILED;
  readonly type: 'missing' | 'timeout';

  constructor(chunk: string, options: { css?: boolean; timeout?: boolean; cause?: unknown } = {}) {
    super(options.css ? `Loading CSS chunk ${chunk} failed` : `Loading chunk ${chunk} failed`, { cause: options.cause });
    this.name = 'ChunkLoadError';
    this.chunk = chunk;
    this.type = options.timeout ? 'timeout' : 'missing';
    if (options.css) this.code = CSS_CHUNK_LOAD_FAILED;
  }
}

export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof Error && error.name === 'ChunkLoadError';
}

const CSS_FAILURE = /unable to preload css|\.css\b/i;

/** Classify a rejected dynamic import. */
export function toChunkLoadError(error: unknown, chunk: string): ChunkLoadError {
  if (error instanceof ChunkLoadError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new ChunkLoadError(chunk, { css: CSS_FAILURE.test(message), cause: error });
}

/** Import a chunk; reject with ChunkLoadError on failure or after `timeoutMs`. */
export function loadChunk<T>(factory: () => Promise<T>, chunk: string, timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(chunk, { timeout: true })), timeoutMs);
    factory().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(toChunkLoadError(error, chunk));
      },
    );
  });
}

/** A lazy screen that can also be asked to start loading its chunk before it renders (route loaders). */
export type LazyScreen<P extends object> = LazyExoticComponent<ComponentType<P>> & {
  /** Start (or join) the chunk's download; the same promise React.lazy renders from. */
  preload: () => Promise<void>;
};

/** React.lazy for a screen module whose default export is the screen. */
export function lazyScreen<P extends object>(
  factory: () => Promise<{ default: ComponentType<P> }>,
  chunk: string,
  timeoutMs?: number,
): LazyScreen<P> {
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  // One download shared by preload() and the render; a failed one is not remembered (the next try retries).
  const load = () =>
    (loading ??= loadChunk(factory, chunk, timeoutMs).catch((error: unknown) => {
      loading = null;
      throw error;
    }));
  return Object.assign(lazy(load), { preload: () => load().then(() => undefined) });
}

type PreloadErrorEvent = Event & { payload?: unknown };

/** Handle Vite's `vite:preloadError`: log it (classified) and let the import reject. */
export function installPreloadErrorHandler(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
  log: (error: ChunkLoadError) => void = (error) => console.error('[chunks]', error.message, error.cause),
): () => void {
  const listener = (event: Event) => {
    const payload = (event as PreloadErrorEvent).payload;
    const message = payload instanceof Error ? payload.message : String(payload);
    const chunk = /(?:for|module:?)\s+(\S+)/i.exec(message)?.[1] ?? 'unknown';
    log(toChunkLoadError(payload, chunk));
  };
  target.addEventListener('vite:preloadError', listener);
  return () => target.removeEventListener('vite:preloadError', listener);
}
