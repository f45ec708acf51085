import { useAlert } from '@/lib/alert';

/** The small global alert (spec §1): shows itself and hides after 3 s. */
export function GlobalAlert() {
  const { alert, hideAlert } = useAlert();
  return (
    <div className="global-alert-region" aria-live="polite">
      {alert.show ? (
        <div className={`global-alert global-alert--${alert.type}`} role={alert.type === 'error' ? 'alert' : 'status'} data-testid="global-alert">
          <span>{alert.message}</span>
          <button type="button" className="global-alert__close" onClick={hideAlert} aria-label="Dismiss message">
            ×
          </button>
        </div>
      ) : null}
    </div>
  );
}
