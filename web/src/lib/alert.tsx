import { createContext, useCallback, useContext, useEffect, useMemo, useReducer, type ReactNode } from 'react';
import { ALERT_HIDE_AFTER_MS } from '@/config/constants';
import { alertReducer, initialAlertState, type AlertState, type AlertType } from './alert-state';

export type AlertApi = {
  alert: AlertState;
  showAlert: (message: string, type?: AlertType) => void;
  hideAlert: () => void;
};

/** Alert state plus the auto-hide timer: every show restarts a 3000 ms countdown. */
export function useAlertState(hideAfterMs: number = ALERT_HIDE_AFTER_MS): AlertApi {
  const [alert, dispatch] = useReducer(alertReducer, initialAlertState);

  useEffect(() => {
    if (!alert.show) return;
    const timer = setTimeout(() => dispatch({ type: 'hide' }), hideAfterMs);
    return () => clearTimeout(timer);
  }, [alert.show, alert.seq, hideAfterMs]);

  const showAlert = useCallback((message: string, type?: AlertType) => dispatch({ type: 'show', message, alertType: type }), []);
  const hideAlert = useCallback(() => dispatch({ type: 'hide' }), []);
  return useMemo(() => ({ alert, showAlert, hideAlert }), [alert, showAlert, hideAlert]);
}

const AlertContext = createContext<AlertApi | null>(null);

export function AlertProvider({ children }: { children: ReactNode }) {
  const value = useAlertState();
  return <AlertContext.Provider value={value}>{children}</AlertContext.Provider>;
}

export function useAlert(): AlertApi {
  const value = useContext(AlertContext);
  if (!value) throw new Error('useAlert must be used inside <AlertProvider>');
  return value;
}
