// The routine screens: a routine's products in order with their advice shown as advice, and the editor
// adding products with the autocomplete, reordering them and saving to /routineSuccess.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { ok, stubApi } from '@/testing/fake-api';
import { renderApp } from '@/testing/render';

const step = (position: number, product_id: number, name: string, time_of_day: 'am' | 'pm' | 'both', step_name: string) => ({
  position, product_id, name, brand_name: 'Lumen', image_url: '', step_name, time_of_day, frequency: 'every_other_day', note: '',
});
const routine = {
  routine_id: 4, title: 'Evening reset', description: 'Calm nights.', author: { user_id: 8, nickname: 'Bea', avatar: '', is_imported: false },
  products: [step(2, 11, 'Retinal Serum', 'pm', 'Treat'), step(1, 10, 'Gentle Cleanser', 'both', 'Cleanse'), step(3, 12, 'Glycolic Toner', 'pm', 'Exfoliate')],
  is_private: false, like_count: 3, star_count: 1, comment_count: 0, liked: false, starred: false, is_owner: false,
  conflicts: [{
    rule_id: 'retinoid-aha', slot: 'pm', title: 'Retinoid with an AHA in the same evening', advice: 'Alternate nights instead.',
    products: [{ product_id: 11, name: 'Retinal Serum', ingredients: ['RETINAL'] }, { product_id: 12, name: 'Glycolic Toner', ingredients: ['GLYCOLIC ACID'] }],
    source_title: 'AAD', source_url: 'https://www.aad.org/',
  }],
  created_at: '2026-01-01T00:00:00+00:00', updated_at: '2026-01-01T00:00:00+00:00',
};
const me = { user_id: 7, email: 'a@example.com', nickname: 'Ana', bio: '', skin_type: null, concerns: [], location: '', avatar: '', login_type: 'email', is_collection_private: false, created_at: null };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  authStore.signOut();
  localStorage.clear();
});

describe('routine screens', () => {
  it('shows the products in order with step, AM/PM and frequency, and conflicts as advice', async () => {
    stubApi({
      'GET /api/routine/detail': () => ok(routine),
      'GET /api/routine/comment/list': () => ok({ comments: [], total_count: 0, comment_count: 0, page_no: 1, page_num: 10, hasMore: false }),
    });
    renderApp('/routineDetail/4');
    const steps = await screen.findAllByTestId('routine-step');
    expect(steps.map((s) => within(s).getByRole('link').textContent)).toEqual(['Lumen Gentle Cleanser', 'Lumen Retinal Serum', 'Lumen Glycolic Toner']);
    expect(steps[1]).toHaveTextContent('Treat:');
    expect(steps[1]).toHaveTextContent('PM');
    expect(steps[1]).toHaveTextContent('Every other day');
    const advice = screen.getByTestId('routine-advice');
    expect(within(advice).getByRole('heading')).toHaveTextContent('Good to know');
    expect(advice).toHaveTextContent('Alternate nights instead.');
    expect(within(advice).getByRole('link', { name: /Source: AAD/ })).toHaveAttribute('href', 'https://www.aad.org/');
    expect(advice.closest('[role="alert"]')).toBeNull();
  });

  it('the editor adds products with the autocomplete, reorders them and saves in that order', async () => {
    authStore.signIn('tok', 7);
    const { calls } = stubApi({
      'GET /api/user/info': () => ok(me),
      'GET /api/search/autocomplete': ({ url }) =>
        ok(url.searchParams.get('q')?.startsWith('cle')
          ? [{ type: 'product', id: '10', text: 'Gentle Cleanser' }]
          : [{ type: 'product', id: '11', text: 'Retinal Serum' }]),
      'POST /api/routine/add': () => ok({ routine_id: 21, created: true }),
    });
    renderApp('/nbn/draft/modifyRoutinePage');
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Evening reset' } });
    const picker = screen.getByRole('combobox', { name: 'Add a product' });
    for (const [typed, pick] of [['ret', 'Retinal Serum'], ['cle', 'Gentle Cleanser']]) {
      fireEvent.change(picker, { target: { value: typed } });
      fireEvent.mouseDown(await screen.findByRole('option', { name: pick }));
    }
    await waitFor(() => expect(screen.getAllByTestId('edit-step')).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Move Gentle Cleanser up' }));
    const [first] = screen.getAllByTestId('edit-step');
    expect(first).toHaveTextContent('1. Gentle Cleanser');
    fireEvent.change(within(first).getByLabelText('Step'), { target: { value: 'Cleanse' } });
    const second = screen.getAllByTestId('edit-step')[1];
    fireEvent.change(within(second).getByLabelText('When'), { target: { value: 'pm' } });
    fireEvent.change(within(second).getByLabelText('How often'), { target: { value: 'twice_weekly' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save routine' }));
    expect(await screen.findByTestId('routine-success')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your routine' })).toHaveAttribute('href', '/routineDetail/21');
    expect(calls.find((c) => c.url.pathname === '/api/routine/add')?.body).toEqual({
      title: 'Evening reset', description: '', is_private: false,
      products: [
        { product_id: 10, step_name: 'Cleanse', time_of_day: 'both', frequency: 'daily', note: '' },
        { product_id: 11, step_name: '', time_of_day: 'pm', frequency: 'twice_weekly', note: '' },
      ],
    });
  });
});
