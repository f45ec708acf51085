import { isChunkLoadError } from '@/lib/lazy';
import { Button } from '../ui/button';

/** What a crashed screen shows. Chunk failures (usually a new deployment) get a reload button. */
export function ErrorFallback({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const chunk = isChunkLoadError(error);
  return (
    <section className="page page--narrow error-fallback" role="alert" data-testid="error-fallback">
      <h1>{chunk ? 'This page could not be loaded' : 'Something went wrong'}</h1>
      <p>
        {chunk
          ? 'Part of Glowdex failed to download. This usually means a new version was released or the connection dropped.'
          : 'An unexpected error stopped this screen. Reloading usually helps.'}
      </p>
      {error instanceof Error ? <p className="error-fallback__detail">{error.message}</p> : null}
      <div className="row">
        <Button onClick={() => window.location.reload()}>Reload</Button>
        {onRetry && !chunk ? (
          <Button variant="secondary" onClick={onRetry}>
            Try again
          </Button>
        ) : null}
      </div>
    </section>
  );
}
