// GET /user/info?user_id — own account (sent with the Authorization header as well).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { UserInfo } from '@/types';

export const userInfoQueryKey = (userId: string) => ['users', 'info', userId] as const;

export async function getUserInfo(userId: string, signal?: AbortSignal, options: { routeFailures?: boolean } = {}): Promise<UserInfo> {
  return api.get('/user/info', { user_id: Number(userId) }, { signal, bearer: true, ...options });
}

export const userInfoQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: userInfoQueryKey(userId),
    queryFn: ({ signal }) => getUserInfo(userId, signal),
  });

/**
 * The header's copy (avatar in the account menu): a failure leaves the initials and routes nowhere —
 * a header must not take the member off the page they opened (a 401 still signs out).
 */
export const headerUserInfoQueryKey = (userId: string) => [...userInfoQueryKey(userId), 'header'] as const;

export const headerUserInfoQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: headerUserInfoQueryKey(userId),
    queryFn: ({ signal }) => getUserInfo(userId, signal, { routeFailures: false }),
    staleTime: 5 * 60_000,
  });

export function useUserInfo(userId: string | null) {
  return useQuery({ ...userInfoQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}
