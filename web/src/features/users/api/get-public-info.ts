// GET /user/public_info?user_id — anyone's public profile (no e-mail).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { PublicProfile } from '@/types';

export const publicInfoQueryKey = (userId: string) => ['users', 'public', userId] as const;

export async function getPublicInfo(userId: string, signal?: AbortSignal): Promise<PublicProfile> {
  return api.get('/user/public_info', { user_id: Number(userId) }, { signal });
}

export const publicInfoQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: publicInfoQueryKey(userId),
    queryFn: ({ signal }) => getPublicInfo(userId, signal),
  });

export function usePublicInfo(userId: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...publicInfoQueryOptions(userId), enabled: options.enabled ?? true });
}
