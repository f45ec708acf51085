// POST /user/change_password {password, vali_code} (signed in; the code from /validator/gen purpose
// change_password, mailed to the member's own address) → status true. This session stays; every other one
// is signed out.
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ChangePasswordInput } from '@/types';

export async function changePassword(input: ChangePasswordInput): Promise<string> {
  const envelope = await api.envelope.post('/user/change_password', input);
  return envelope.msg;
}

export const changePasswordMutationOptions = () =>
  mutationOptions({
    mutationKey: ['auth', 'change-password'],
    mutationFn: changePassword,
  });

export function useChangePassword() {
  return useMutation(changePasswordMutationOptions());
}
