// Where a failed call sends the member: the API client says so here, the UI navigates (app/use-failure-navigation).
// The data layer never navigates. A failure before anyone listens (a route loader's call on the first page load,
// before the root mounts) waits for the first listener.

export type FailureRoute = string;
type Listener = (to: FailureRoute) => void;

export function createFailureRoutes() {
  const listeners = new Set<Listener>();
  let waiting: FailureRoute | null = null;
  return {
    /** A failed call belongs on `to` (/signin, /404, /403, /error). */
    publish(to: FailureRoute): void {
      if (listeners.size === 0) {
        waiting = to;
        return;
      }
      for (const listener of listeners) listener(to);
    },
    /** Follow failures from now on (and the one that waited for a listener); returns the unsubscribe. */
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      if (waiting !== null) {
        const to = waiting;
        waiting = null;
        listener(to);
      }
      return () => {
        listeners.delete(listener);
      };
    },
    /** Forget a failure nobody followed (between tests). */
    clear(): void {
      waiting = null;
    },
  };
}

export type FailureRoutes = ReturnType<typeof createFailureRoutes>;

/** The app's one channel. */
export const failureRoutes = createFailureRoutes();
