// Issue 20 §5 on screen: "Report" on another member's review (reason picker → POST /report → thanks), the
// author's view of a held review ("Awaiting moderation: <reason>"), and a product awaiting review that is
// named without a link.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { ok, stubApi } from '@/testing/fake-api';
import { renderApp } from '@/testing/render';

const author = { user_id: 8, nickname: 'Member 8', avatar: '', is_imported: false };
const review = {
  review_id: 1, product: { product_id: 3, name: 'Barrier Cream', brand_name: 'Lumen', image_url: '', placeholder: false },
  author, title: 'Calm skin', content: 'Soothing.', rating: 4, skin_type: null, concerns: [], images: [], is_private: false,
  like_count: 0, star_count: 0, comment_count: 0, liked: false, starred: false, is_owner: false, source: null,
  received_free: false, moderation_status: 'accepted', held_reason: null,
  created_at: '2026-01-01T00:00:00+00:00', updated_at: '2026-01-01T00:00:00+00:00',
};
const noComments = () => ok({ comments: [], total_count: 0, comment_count: 0, page_no: 1, page_num: 10, hasMore: false });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  authStore.signOut();
});

describe('report and held items', () => {
  it("reports another member's review with a reason", async () => {
    authStore.signIn('tok', 7);
    const { calls } = stubApi({
      'GET /api/review/detail': () => ok(review),
      'GET /api/review/comment/list': noComments,
      'POST /api/report': () => ok({ report_id: 4, kind: 'review', id: 1, created: true }),
    });
    renderApp('/reviewDetail/1');
    fireEvent.click(await screen.findByRole('button', { name: 'Report this review' }));
    expect(screen.getByTestId('report-send')).toBeDisabled();
    fireEvent.click(screen.getByLabelText('Spam, advertising or a link to a shop'));
    fireEvent.click(screen.getByTestId('report-send'));
    expect(await screen.findByTestId('report-done')).toHaveTextContent('a moderator will look at this review');
    const sent = calls.find((c) => c.method === 'POST' && c.url.pathname === '/api/report');
    expect(sent?.body).toEqual({ kind: 'review', id: 1, reason: 'spam', note: '' });
  });

  it('shows its author why a review waits, offers no report on your own, and names a pending product without a link', async () => {
    authStore.signIn('tok', 8);
    stubApi({
      'GET /api/review/detail': () =>
        ok({
          ...review, is_owner: true, moderation_status: 'pending', held_reason: 'contains a link',
          product: { product_id: 3, name: 'A product awaiting review', brand_name: '', image_url: '', placeholder: true },
        }),
      'GET /api/review/comment/list': noComments,
    });
    renderApp('/reviewDetail/1');
    expect(await screen.findByTestId('held-notice')).toHaveTextContent('Awaiting moderation: contains a link.');
    expect(screen.queryByTestId('report-button')).not.toBeInTheDocument();
    const product = screen.getByTestId('product-placeholder');
    expect(product).toHaveTextContent('A product awaiting review');
    expect(product.closest('a')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('review-content')).toHaveTextContent('Soothing.'));
  });
});
