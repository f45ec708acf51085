import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IMAGE_UPLOAD } from '@/config/constants';
import { authStore } from '@/lib/auth-store';
import { createQueryClient } from '@/lib/query-client';
import { ok, page, stubApi, type FakeRoute } from '@/testing/fake-api';
import { jsonResponse, renderApp } from '@/testing/render';
import { uploadImage } from '@/lib/upload-image';
import { useUploadAvatar } from './api/upload-avatar';
import type { UserInfo } from '@/types';

const base: UserInfo = {
  user_id: 7, email: 'ana@example.com', nickname: 'Ana', bio: '', skin_type: null, concerns: [], location: '',
  avatar: '', login_type: 'email', is_collection_private: false, created_at: '2026-01-01T00:00:00Z', bio_status: 'accepted',
};
const URL_1 = '/files/uploads/ab/ab12.png';
const uploadedReply = () => ok({ url: URL_1, file_id: 3, width: 2, height: 2 }, { code: 1 });
const png = (name = 'me.png', size = 8) => new File([new Uint8Array(size)], name, { type: 'image/png' });

afterEach(() => {
  cleanup(); // unmount before signing out, so nothing refetches against the real fetch
  vi.unstubAllGlobals();
  authStore.signOut();
});

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>;
}

describe('upload-avatar (fetcher + hook)', () => {
  it('sends one multipart field `file` to the file host and returns data', async () => {
    authStore.signIn('tok', 7);
    const { calls } = stubApi({ 'POST /files/file/upload': uploadedReply });
    const { result } = renderHook(() => useUploadAvatar(), { wrapper });
    const file = png();
    const data = await act(() => result.current.mutateAsync(file));
    expect(data).toEqual({ url: URL_1, file_id: 3, width: 2, height: 2 });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(calls).toHaveLength(1);
    const form = calls[0].raw as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect([...form.keys()]).toEqual(['file']);
    expect((form.get('file') as File).name).toBe('me.png');
    expect(calls[0].headers.get('Content-Type')).toBeNull();
    expect(calls[0].headers.get('token')).toBe('tok');
    expect(calls[0].headers.get('userId')).toBe('7');
  });

  it('a reply without code 1 or without a url is a failure', async () => {
    stubApi({ 'POST /files/file/upload': () => ok({ url: URL_1 }, { code: 0 }) });
    await expect(uploadImage(png())).rejects.toThrow();
    stubApi({ 'POST /files/file/upload': () => ok({}, { code: 1 }) });
    await expect(uploadImage(png())).rejects.toThrow();
  });
});

function profileApi(extra: Record<string, FakeRoute> = {}) {
  let saved: UserInfo = base;
  const api = stubApi({
    'GET /api/user/info': () => ok(saved),
    'GET /api/user/profile_options': () => ok({ skin_types: [], concerns: [] }),
    'GET /api/product/user_like': () => page([]),
    'POST /api/user/edit_info': ({ body }) => {
      saved = { ...saved, ...(body as Partial<UserInfo>) };
      return ok(saved);
    },
    ...extra,
  });
  return api;
}

async function openEditForm() {
  fireEvent.click(await screen.findByRole('button', { name: 'Edit profile' }));
  return screen.getByTestId('profile-edit-form');
}

describe('profile photo on the own profile', () => {
  it('uploads the chosen photo, previews it, and saves its url with the profile', async () => {
    authStore.signIn('tok', 7);
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { calls } = profileApi({
      'POST /files/file/upload': async () => {
        await gate;
        return uploadedReply();
      },
    });
    renderApp('/userProfile/7');
    const form = await openEditForm();
    const ui = userEvent.setup();
    await ui.upload(within(form).getByLabelText('Profile photo'), png());

    // progress while the file host works; saving waits for the url
    expect(await within(form).findByRole('progressbar', { name: 'Uploading profile photo' })).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Save profile' })).toBeDisabled();
    release();
    await waitFor(() => expect(within(form).getByTestId('avatar-status')).toHaveTextContent('Photo uploaded'));
    expect(within(form).getByTestId('avatar-preview')).toHaveAttribute('src', URL_1);

    await ui.click(within(form).getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(screen.queryByTestId('profile-edit-form')).toBeNull());
    expect(calls.find((c) => c.url.pathname === '/api/user/edit_info')?.body).toEqual({ avatar: URL_1 });
    expect(screen.getByTestId('profile-avatar')).toHaveAttribute('src', URL_1);
    await waitFor(() => expect(screen.getByTestId('header-avatar')).toHaveAttribute('src', URL_1));
  });

  it('checks type and size before sending anything', async () => {
    authStore.signIn('tok', 7);
    const { calls } = profileApi({ 'POST /files/file/upload': uploadedReply });
    renderApp('/userProfile/7');
    const form = await openEditForm();
    const input = within(form).getByLabelText('Profile photo');

    fireEvent.change(input, { target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] } });
    expect(within(form).getByTestId('avatar-error')).toHaveTextContent('That file is not an image we accept: use a JPEG, PNG or WebP.');
    expect(input).toHaveAccessibleDescription(/not an image we accept/);

    fireEvent.change(input, { target: { files: [png('huge.png', IMAGE_UPLOAD.maxBytes + 1)] } });
    expect(within(form).getByTestId('avatar-error')).toHaveTextContent('That file is too large (at most 5 MB).');
    expect(calls.some((c) => c.url.pathname === '/files/file/upload')).toBe(false);
  });

  it.each([
    [415, 'That file is not an image we accept: use a JPEG, PNG or WebP.'],
    [413, 'That image has too many pixels (at most 40 megapixels).'],
  ])('shows the file host %i message beside the picker and stays on the page', async (status, msg) => {
    authStore.signIn('tok', 7);
    const { calls } = profileApi({ 'POST /files/file/upload': () => jsonResponse(status, { status: false, msg }) });
    const { router } = renderApp('/userProfile/7');
    const form = await openEditForm();
    fireEvent.change(within(form).getByLabelText('Profile photo'), { target: { files: [png('fake.png')] } });
    expect(await within(form).findByTestId('avatar-error')).toHaveTextContent(msg);
    expect(router.state.location.pathname).toBe('/userProfile/7');
    expect(authStore.getState().isLoggedIn).toBe(true);
    // nothing to save for the photo
    fireEvent.click(within(form).getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(screen.queryByTestId('profile-edit-form')).toBeNull());
    expect(calls.some((c) => c.url.pathname === '/api/user/edit_info')).toBe(false);
  });

  it('a 401 from the file host signs out and goes to /signin', async () => {
    authStore.signIn('tok', 7);
    profileApi({ 'POST /files/file/upload': () => jsonResponse(401, { status: false, msg: 'Sign in again', auth: false }) });
    const { router } = renderApp('/userProfile/7');
    const form = await openEditForm();
    fireEvent.change(within(form).getByLabelText('Profile photo'), { target: { files: [png()] } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(authStore.getState().isLoggedIn).toBe(false);
  });
});
