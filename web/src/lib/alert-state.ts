// The global alert of spec §3/§4 as a pure reducer: show sets it visible with message and
// type; hide resets message to '' and type to 'info'.
import { ALERT_DEFAULT_TYPE } from '@/config/constants';

export type AlertType = 'info' | 'success' | 'warning' | 'error';

export type AlertState = {
  show: boolean;
  message: string;
  type: AlertType;
  /** Bumped on every show, so showing the same message again restarts the timer. */
  seq: number;
};

export type AlertAction = { type: 'show'; message: string; alertType?: AlertType } | { type: 'hide' };

export const initialAlertState: AlertState = { show: false, message: '', type: ALERT_DEFAULT_TYPE, seq: 0 };

export function alertReducer(state: AlertState, action: AlertAction): AlertState {
  switch (action.type) {
    case 'show':
      return { show: true, message: action.message, type: action.alertType ?? ALERT_DEFAULT_TYPE, seq: state.seq + 1 };
    case 'hide':
      return { ...initialAlertState, seq: state.seq };
  }
}
