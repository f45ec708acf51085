import { Button } from './button';

/** What a screen shows when search answers 503: a friendly message and a Retry button. */
export function ServiceUnavailable({
  onRetry,
  retryAfterSeconds,
  busy = false,
  title = 'Search is taking a short break',
}: {
  onRetry: () => void;
  retryAfterSeconds?: number | null;
  busy?: boolean;
  title?: string;
}) {
  return (
    <div className="service-unavailable" role="alert" data-testid="search-unavailable">
      <h2>{title}</h2>
      <p>
        We couldn’t reach search just now. Everything else still works.
        {retryAfterSeconds ? ` Try again in about ${retryAfterSeconds} seconds.` : ' Please try again in a moment.'}
      </p>
      <Button variant="primary" onClick={onRetry} busy={busy}>
        Retry
      </Button>
    </div>
  );
}
