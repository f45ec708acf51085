// GET /user/info?user_id — own account (sent with the Authorization header as well).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { UserInfo } from '../types';

export const userInfoQueryKey = (userId: string) => ['users', 'info', userId] as const;

export async function getUserInfo(userId: string, signal?: AbortSignal): Promise<UserInfo> {
  const envelope = await api.get<UserInfo>('/user/info', { user_id: userId }, { signal, bearer: true });
  return envelope.data as UserInfo;
}

export const userInfoQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: userInfoQueryKey(userId),
    queryFn: ({ signal }) => getUserInfo(userId, signal),
  });

export function useUserInfo(userId: string | null) {
  return useQuery({ ...userInfoQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}
