import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { alertReducer, initialAlertState } from './alert-state';
import { useAlertState } from './alert';

describe('alertReducer', () => {
  it('starts hidden with an empty info message', () => {
    expect(initialAlertState).toMatchObject({ show: false, message: '', type: 'info' });
  });

  it('show sets it visible with message and type', () => {
    const state = alertReducer(initialAlertState, { type: 'show', message: 'Saved', alertType: 'success' });
    expect(state).toMatchObject({ show: true, message: 'Saved', type: 'success' });
  });

  it('show without a type uses info', () => {
    expect(alertReducer(initialAlertState, { type: 'show', message: 'Hi' }).type).toBe('info');
  });

  it('hide resets message to empty and type to info', () => {
    const shown = alertReducer(initialAlertState, { type: 'show', message: 'Oops', alertType: 'error' });
    expect(alertReducer(shown, { type: 'hide' })).toMatchObject({ show: false, message: '', type: 'info' });
  });
});

describe('useAlertState timer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('hides after 3000 ms and resets', () => {
    const { result } = renderHook(() => useAlertState());
    act(() => result.current.showAlert('Profile saved.', 'success'));
    expect(result.current.alert).toMatchObject({ show: true, message: 'Profile saved.', type: 'success' });

    act(() => vi.advanceTimersByTime(2999));
    expect(result.current.alert.show).toBe(true);

    act(() => vi.advanceTimersByTime(1));
    expect(result.current.alert).toMatchObject({ show: false, message: '', type: 'info' });
  });

  it('a new show restarts the countdown', () => {
    const { result } = renderHook(() => useAlertState());
    act(() => result.current.showAlert('first'));
    act(() => vi.advanceTimersByTime(2000));
    act(() => result.current.showAlert('second', 'warning'));
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current.alert).toMatchObject({ show: true, message: 'second', type: 'warning' });
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.alert.show).toBe(false);
  });

  it('showing the same message again also restarts the countdown', () => {
    const { result } = renderHook(() => useAlertState());
    act(() => result.current.showAlert('same'));
    act(() => vi.advanceTimersByTime(2500));
    act(() => result.current.showAlert('same'));
    act(() => vi.advanceTimersByTime(2500));
    expect(result.current.alert.show).toBe(true);
    act(() => vi.advanceTimersByTime(500));
    expect(result.current.alert.show).toBe(false);
  });
});
