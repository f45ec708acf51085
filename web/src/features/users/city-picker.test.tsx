// A member sets her city while editing her profile: typed and picked (/city/search) or from the browser's location
// (/city/info); saved as city_id and shown on her profile.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { ok, page, stubApi } from '@/testing/fake-api';
import { renderApp } from '@/testing/render';
import type { UserInfo } from '@/types';
import { rankCities } from './api/search-cities';
import { editPayload, formValuesFrom } from './profile-form';

const lyon = { city_id: 2996944, name: 'Lyon', country_code: 'FR', label: 'Lyon, FR' };
const base: UserInfo = {
  user_id: 7, email: 'ana@example.com', nickname: 'Ana', bio: '', skin_type: null, concerns: [], location: 'somewhere', city: null,
  avatar: '', login_type: 'email', is_collection_private: false, created_at: '2025-03-01T00:00:00Z', bio_status: 'accepted',
};
const options = { skin_types: [{ value: 'dry', label: 'Dry' }], concerns: [{ value: 'acne', label: 'Acne' }] };
const cityItem = (id: number, name: string, cc: string) => ({
  type: 'city', id: String(id), city_id: id, fields: { name, country_code: cc, population: 1000, admin1: '' }, highlights: {},
});

function profileApi(extra: Parameters<typeof stubApi>[0] = {}) {
  let saved: UserInfo = base;
  const stub = stubApi({
    'GET /api/user/info': () => ok(saved),
    'GET /api/user/profile_options': () => ok(options),
    'GET /api/product/user_like': () => page([]),
    'POST /api/user/edit_info': ({ body }) => {
      const { city_id } = body as { city_id?: number | null };
      saved = { ...saved, city: city_id === lyon.city_id ? lyon : null, location: city_id === lyon.city_id ? lyon.label : '' };
      return ok(saved);
    },
    ...extra,
  });
  return stub;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  authStore.signOut();
});

describe('editPayload', () => {
  it('sends the city only when it changed; removing it sends null', () => {
    const before = formValuesFrom({ ...base, city: lyon });
    expect(before.city).toEqual({ city_id: lyon.city_id, label: 'Lyon, FR' });
    expect(editPayload(before, { ...before })).toEqual({});
    expect(editPayload(before, { ...before, city: null })).toEqual({ city_id: null });
    expect(editPayload(formValuesFrom(base), { ...formValuesFrom(base), city: { city_id: 5, label: 'X, FR' } })).toEqual({ city_id: 5 });
  });
});

describe('city suggestions', () => {
  it('put the typed name, then names starting with it, biggest first (search scores prefixes alike)', () => {
    const city = (name: string, population: number) => ({ city_id: population, name, country_code: 'XX', population });
    const found = [city('East London', 478676), city('Loni', 164810), city('London', 346765), city('Londrina', 506701), city('London', 7556900)];
    expect(rankCities('lon', found).map((c) => c.population)).toEqual([7556900, 506701, 346765, 164810, 478676]);
    expect(rankCities('lond', found).map((c) => c.population)).toEqual([7556900, 506701, 346765, 478676, 164810]);
    expect(rankCities('london', found).map((c) => c.population)).toEqual([7556900, 346765, 478676, 506701, 164810]);
    expect(rankCities('sao', [city('Osasco', 1), city('São Paulo', 2)]).map((c) => c.name)).toEqual(['São Paulo', 'Osasco']);
  });
});

describe('city on the profile', () => {
  it('typed and picked from the suggestions, saved, and shown on the profile', async () => {
    authStore.signIn('tok', 7);
    const { calls } = profileApi({
      'POST /api/city/search': () => ok({ items: [cityItem(lyon.city_id, 'Lyon', 'FR'), cityItem(4, 'Lyons', 'US')], page_no: 1, page_num: 8, total_count: 2, hasMore: false }),
    });
    renderApp('/userProfile/7');
    expect(await screen.findByTestId('profile-location')).toHaveTextContent('somewhere'); // an older free-text location
    fireEvent.click(screen.getByRole('button', { name: 'Edit profile' }));
    const box = await screen.findByRole('combobox', { name: 'Find your city' });
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'lyo' } });
    const list = await screen.findByRole('listbox');
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(2));
    expect(within(list).getAllByRole('option')[0]).toHaveTextContent('Lyon · France');
    expect(within(list).getAllByRole('option')[1]).toHaveTextContent('Lyons · United States');
    expect(calls.find((c) => c.url.pathname === '/api/city/search')?.body).toEqual({ keyword: 'lyo', page_no: 1, page_num: 50 });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(screen.getByTestId('city-picker-value')).toHaveTextContent('Lyon, FR');
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(screen.getByTestId('profile-location')).toHaveTextContent('Lyon, FR'));
    expect(calls.find((c) => c.url.pathname === '/api/user/edit_info')?.body).toEqual({ city_id: lyon.city_id });
  });

  it('"Use my location" asks the browser, then the nearest city; a refusal says what to do', async () => {
    authStore.signIn('tok', 7);
    let allow = true;
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (done: PositionCallback, fail: PositionErrorCallback) =>
          allow
            ? done({ coords: { latitude: 45.76, longitude: 4.83 } } as GeolocationPosition)
            : fail({ code: 1, message: 'denied', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 } as GeolocationPositionError),
      },
    });
    const { calls } = profileApi({
      'POST /api/city/info': () => ok({ ...lyon, admin1_code: '84', lat: 45.74846, lng: 4.84671, population: 472317, distance_km: 1.8 }),
    });
    renderApp('/userProfile/7');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit profile' }));
    allow = false;
    fireEvent.click(await screen.findByRole('button', { name: 'Use my location' }));
    expect(await screen.findByTestId('city-picker-problem')).toHaveTextContent('Your browser did not share your location.');
    allow = true;
    fireEvent.click(screen.getByRole('button', { name: 'Use my location' }));
    await waitFor(() => expect(screen.getByTestId('city-picker-value')).toHaveTextContent('Lyon, FR'));
    expect(screen.queryByTestId('city-picker-problem')).toBeNull();
    expect(calls.find((c) => c.url.pathname === '/api/city/info')?.body).toEqual({ lat: 45.76, lng: 4.83 });
    fireEvent.click(screen.getByRole('button', { name: 'Remove Lyon, FR' }));
    expect(screen.getByTestId('city-picker-value')).toHaveTextContent('Not set');
  });
});
