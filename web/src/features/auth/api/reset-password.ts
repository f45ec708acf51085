// POST /user/reset_password {token, new_password} → status true. The link works once and for 60 minutes;
// a used, replaced or expired one fails with code reset_invalid. Every session of the member ends, this
// browser's too, so it forgets its identity.
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { authStore } from '@/lib/auth-store';
import type { ResetPasswordInput } from '@/types';

export async function resetPassword(input: ResetPasswordInput): Promise<void> {
  await api.post('/user/reset_password', input);
}

export const resetPasswordMutationOptions = () =>
  mutationOptions({
    mutationKey: ['auth', 'reset-password'],
    mutationFn: resetPassword,
  });

export function useResetPassword() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    ...resetPasswordMutationOptions(),
    onSuccess: () => {
      authStore.signOut();
      queryClient.clear();
      navigate(paths.passwordResetSuccess.getHref(), { replace: true });
    },
  });
}
