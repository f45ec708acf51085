import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyScreen } from '@/lib/lazy';
import { ErrorBoundary } from './error-boundary';

describe('chunk failures in the UI', () => {
  it('a screen whose chunk fails to load shows a reload button', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Broken = lazyScreen<object>(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')), 'account');
    render(
      <ErrorBoundary>
        <Suspense fallback={<p>loading</p>}>
          <Broken />
        </Suspense>
      </ErrorBoundary>,
    );
    expect(await screen.findByRole('heading', { name: 'This page could not be loaded' })).toBeInTheDocument();
    expect(screen.getByText('Loading chunk account failed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});
