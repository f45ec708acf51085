// POST /user/reset_password/check {token} → data {state: valid | used | expired | invalid}, msg says it in words.
// The reset page asks as it opens, so a used link says so before the member types a new password.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ValidationError } from '@/lib/api-errors';
import type { ResetLinkState } from '@/types';

export type ResetLinkCheck = { state: ResetLinkState; message: string };

export async function checkResetLink(token: string, signal?: AbortSignal): Promise<ResetLinkCheck> {
  try {
    const envelope = await api.envelope.post('/user/reset_password/check', { token }, { signal });
    return { state: envelope.data?.state ?? 'invalid', message: envelope.msg };
  } catch (error) {
    // A malformed token (422) is, to the member, a link that does not work.
    if (error instanceof ValidationError) return { state: 'invalid', message: 'This reset link is invalid or has expired.' };
    throw error;
  }
}

export const resetLinkStateQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['auth', 'reset-link', token],
    queryFn: ({ signal }) => checkResetLink(token, signal),
    staleTime: 0,
    retry: false,
  });

export function useResetLinkState(token: string) {
  return useQuery(resetLinkStateQueryOptions(token));
}
