// GET /user/profile_options → data {skin_types: [{value,label}], concerns: [{value,label}]}
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ProfileOptions } from '@/types';

/** Shown until the server's list arrives; the server's list wins. */
export const DEFAULT_PROFILE_OPTIONS: ProfileOptions = {
  skin_types: [
    { value: 'normal', label: 'Normal' },
    { value: 'dry', label: 'Dry' },
    { value: 'oily', label: 'Oily' },
    { value: 'combination', label: 'Combination' },
    { value: 'sensitive', label: 'Sensitive' },
  ],
  concerns: [
    { value: 'acne', label: 'Acne' },
    { value: 'aging', label: 'Aging' },
    { value: 'dark_spots', label: 'Dark spots' },
    { value: 'dryness', label: 'Dryness' },
    { value: 'dullness', label: 'Dullness' },
    { value: 'redness', label: 'Redness' },
    { value: 'pores', label: 'Pores' },
    { value: 'sensitivity', label: 'Sensitivity' },
    { value: 'texture', label: 'Texture' },
    { value: 'oiliness', label: 'Oiliness' },
    { value: 'pregnancy', label: 'Pregnant or breastfeeding' },
  ],
};

export async function getProfileOptions(signal?: AbortSignal): Promise<ProfileOptions> {
  const data = await api.get('/user/profile_options', undefined, { signal });
  return data ?? DEFAULT_PROFILE_OPTIONS;
}

export const profileOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['users', 'profile-options'],
    queryFn: ({ signal }) => getProfileOptions(signal),
    staleTime: Infinity,
  });

export function useProfileOptions() {
  return useQuery(profileOptionsQueryOptions());
}

export function labelFor(options: { value: string; label: string }[], value: string | null | undefined): string {
  if (!value) return '';
  return options.find((option) => option.value === value)?.label ?? value;
}
