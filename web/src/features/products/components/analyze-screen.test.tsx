// The analyzer brings its answer into view after "Analyze" (issue 21 §4: on a phone it started out of sight).
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, stubApi } from '@/testing/fake-api';
import { renderApp } from '@/testing/render';
import { analysisFixture } from '../testing/fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('/analyze', () => {
  it('scrolls to the result once it has come, and only after "Analyze"', async () => {
    const user = userEvent.setup();
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this);
    });
    stubApi({ 'GET /api/product/analyze': () => ok({ ...analysisFixture, identity: { verdict: 'none', sentence: '', matches: [] } }), 'GET /api/user/profile_options': () => ok({ skin_types: [], concerns: [] }) });
    renderApp('/analyze');
    await user.click(await screen.findByRole('button', { name: 'Try an example' }));
    expect(scrolled).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Analyze' }));
    await waitFor(() => expect(scrolled).toEqual([screen.getByTestId('analysis-result')]));
    expect(screen.getByTestId('analysis-result')).toHaveFocus();
  });
});
