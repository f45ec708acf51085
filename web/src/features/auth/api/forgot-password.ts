// POST /user/forgot_password {email} → status true and the same neutral message whether or not the address
// has an account (a reset link is mailed when it does).
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { EmailInput } from '@/types';

/** Resolves to the server's message (the screen shows it as is). */
export async function forgotPassword(input: EmailInput): Promise<string> {
  const envelope = await api.envelope.post('/user/forgot_password', input);
  return envelope.msg;
}

export const forgotPasswordMutationOptions = () =>
  mutationOptions({
    mutationKey: ['auth', 'forgot-password'],
    mutationFn: forgotPassword,
  });

export function useForgotPassword() {
  return useMutation(forgotPasswordMutationOptions());
}
