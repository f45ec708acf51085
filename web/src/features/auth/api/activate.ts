// POST /user/activate {user_id, vali_code} → status true.
// Business failures: code_invalid, code_expired, already_active.
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type ActivateInput = { userId: string; code: string };

/** Numeric ids travel as numbers, anything else as the string it is. */
export function userIdForApi(userId: string): string | number {
  const trimmed = userId.trim();
  return /^\d+$/.test(trimmed) && trimmed.length < 16 ? Number(trimmed) : trimmed;
}

export async function activate({ userId, code }: ActivateInput): Promise<void> {
  await api.post('/user/activate', { user_id: userIdForApi(userId), vali_code: code.trim() });
}

export const activateMutationOptions = () =>
  mutationOptions({
    mutationKey: ['auth', 'activate'],
    mutationFn: activate,
  });

export function useActivate() {
  return useMutation(activateMutationOptions());
}
