import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { ok, page, stubApi } from '@/testing/fake-api';
import { jsonResponse, renderApp } from '@/testing/render';
import { editPayload, formValuesFrom } from './profile-form';
import type { UserInfo } from '@/types';

const base: UserInfo = {
  user_id: 7, email: 'ana@example.com', nickname: 'Ana', bio: 'Hi', skin_type: 'dry', concerns: ['acne'], location: 'Lyon',
  avatar: '', login_type: 'email', is_collection_private: false, created_at: '2025-03-01T00:00:00Z', bio_status: 'accepted',
};
const options = {
  skin_types: [{ value: 'dry', label: 'Dry' }, { value: 'oily', label: 'Oily' }],
  concerns: [{ value: 'acne', label: 'Acne' }, { value: 'redness', label: 'Redness' }, { value: 'pores', label: 'Pores' }],
};

afterEach(() => {
  vi.unstubAllGlobals();
  authStore.signOut();
});

describe('editPayload', () => {
  it('sends only what changed', () => {
    const before = formValuesFrom(base);
    expect(editPayload(before, before)).toEqual({});
    expect(editPayload(before, { ...before, nickname: ' Ana B ', concerns: ['acne', 'pores'] })).toEqual({
      nickname: 'Ana B',
      concerns: ['acne', 'pores'],
    });
    expect(editPayload(before, { ...before, concerns: ['acne'] })).toEqual({});
    expect(editPayload(before, { ...before, skin_type: '' })).toEqual({ skin_type: null });
    expect(editPayload(before, { ...before, is_collection_private: true })).toEqual({ is_collection_private: true });
  });
});

describe('user profile screen', () => {
  it('shows another user\'s public profile, not editable', async () => {
    authStore.signIn('tok', 7);
    const { calls } = stubApi({
      'GET /api/user/public_info': () => ok({ ...base, user_id: 8, nickname: 'Bea', email: undefined }),
      'GET /api/user/profile_options': () => ok(options),
    });
    renderApp('/userProfile/8');
    expect(await screen.findByTestId('profile-nickname')).toHaveTextContent('Bea');
    expect(screen.queryByRole('button', { name: 'Edit profile' })).toBeNull();
    expect(calls.find((c) => c.url.pathname === '/api/user/public_info')?.url.searchParams.get('user_id')).toBe('8');
  });

  it('edits the own profile and shows the saved values', async () => {
    authStore.signIn('tok', 7);
    let saved: UserInfo = base;
    const { calls } = stubApi({
      'GET /api/user/info': () => ok(saved),
      'GET /api/user/profile_options': () => ok(options),
      'GET /api/product/user_like': () => page([]),
      'POST /api/user/edit_info': ({ body }) => {
        saved = { ...saved, ...(body as Partial<UserInfo>) };
        return ok(saved);
      },
    });
    renderApp('/userProfile/7');
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'Edit profile' }));
    const form = screen.getByTestId('profile-edit-form');
    await ui.clear(within(form).getByLabelText('Nickname'));
    await ui.type(within(form).getByLabelText('Nickname'), 'Ana Glow');
    await ui.selectOptions(within(form).getByLabelText('Skin type'), 'oily');
    await ui.click(within(form).getByLabelText('Redness'));
    await ui.click(within(form).getByLabelText('Acne'));
    await ui.click(within(form).getByLabelText('Keep my collection private'));
    await ui.click(within(form).getByRole('button', { name: 'Save profile' }));

    await waitFor(() => expect(screen.queryByTestId('profile-edit-form')).toBeNull());
    expect(screen.getByTestId('profile-nickname')).toHaveTextContent('Ana Glow');
    expect(screen.getByTestId('profile-skin-type')).toHaveTextContent('Oily');
    expect(screen.getByTestId('profile-concerns')).toHaveTextContent('Redness');
    expect(screen.getByTestId('profile-concerns')).not.toHaveTextContent('Acne');
    expect(screen.getByTestId('profile-collection')).toHaveTextContent('Private');
    expect(calls.find((c) => c.url.pathname === '/api/user/edit_info')?.body).toEqual({
      nickname: 'Ana Glow',
      skin_type: 'oily',
      concerns: ['redness'],
      is_collection_private: true,
    });
  });

  it('shows 422 field errors beside the field and stays on the page', async () => {
    authStore.signIn('tok', 7);
    stubApi({
      'GET /api/user/info': () => ok(base),
      'GET /api/user/profile_options': () => ok(options),
      'GET /api/product/user_like': () => page([]),
      'POST /api/user/edit_info': () =>
        jsonResponse(422, { status: false, msg: 'Invalid input', errors: [{ field: 'nickname', msg: 'At most 40 characters.' }] }),
    });
    const { router } = renderApp('/userProfile/7');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit profile' }));
    fireEvent.change(screen.getByLabelText('Nickname'), { target: { value: 'x'.repeat(60) } });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(screen.getByLabelText('Nickname')).toHaveAccessibleDescription('At most 40 characters.'));
    expect(router.state.location.pathname).toBe('/userProfile/7');
  });

  it('a profile that does not exist goes to /404', async () => {
    stubApi({
      'GET /api/user/public_info': () => jsonResponse(404, { status: false, msg: 'No such user' }),
      'GET /api/user/profile_options': () => ok(options),
    });
    const { router } = renderApp('/userProfile/999');
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
