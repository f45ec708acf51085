import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFailureRoutes, failureRoutes } from '@/lib/failure-routes';
import { renderApp } from '@/testing/render';
import { stubApi } from '@/testing/fake-api';

describe('a failed call is followed by the UI, not by the API client', () => {
  it('the root follows a failure to its page, replacing the page that failed', async () => {
    stubApi({});
    const { router } = renderApp('/404');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    failureRoutes.publish('/403');
    await waitFor(() => expect(router.state.location.pathname).toBe('/403'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('a failure before the root mounts (a route loader on the first load) waits for it, once', () => {
    const routes = createFailureRoutes();
    routes.publish('/404');
    const first = vi.fn();
    const second = vi.fn();
    const stop = routes.subscribe(first);
    routes.subscribe(second);
    expect(first).toHaveBeenCalledExactlyOnceWith('/404');
    expect(second).not.toHaveBeenCalled();
    stop();
    routes.publish('/error');
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledExactlyOnceWith('/error');
  });
});
