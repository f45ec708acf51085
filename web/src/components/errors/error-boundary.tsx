import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorFallback } from './error-fallback';

type Props = { children: ReactNode; resetKey?: unknown; fallback?: (error: unknown, reset: () => void) => ReactNode };
type State = { error: unknown; hasError: boolean };

/** Catches render and lazy-load errors below it; resets when `resetKey` (the location) changes. */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, hasError: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('[ui] screen crashed', error, info.componentStack);
  }

  componentDidUpdate(previous: Props) {
    if (this.state.hasError && previous.resetKey !== this.props.resetKey) this.reset();
  }

  reset = () => this.setState({ error: null, hasError: false });

  render() {
    if (!this.state.hasError) return this.props.children;
    return this.props.fallback ? this.props.fallback(this.state.error, this.reset) : <ErrorFallback error={this.state.error} onRetry={this.reset} />;
  }
}
