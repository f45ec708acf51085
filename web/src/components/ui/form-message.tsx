import type { ReactNode } from 'react';

export function FormMessage({ tone = 'error', children, testId }: { tone?: 'error' | 'success' | 'info'; children: ReactNode; testId?: string }) {
  if (!children) return null;
  return (
    <div className={`form-message form-message--${tone}`} role={tone === 'error' ? 'alert' : 'status'} data-testid={testId}>
      {children}
    </div>
  );
}
