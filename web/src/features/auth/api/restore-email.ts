// POST /user/restore_email {token} → data {reset_token}: "this wasn't me" from the notice mailed to the old
// address. The address is the account's again and every session ends (this browser's too); the member then
// chooses a new password with the answered reset token.
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { authStore } from '@/lib/auth-store';
import type { RestoreResult } from '@/types';

export async function restoreEmail(token: string): Promise<RestoreResult> {
  return api.post('/user/restore_email', { token });
}

export const restoreEmailMutationOptions = () =>
  mutationOptions({
    mutationKey: ['auth', 'restore-email'],
    mutationFn: restoreEmail,
  });

export function useRestoreEmail() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    ...restoreEmailMutationOptions(),
    onSuccess: ({ reset_token }) => {
      authStore.signOut();
      queryClient.clear();
      navigate(`${paths.resetPassword.getHref()}?token=${encodeURIComponent(reset_token)}`, {
        replace: true,
        state: { notice: 'Your address is restored and every session is signed out. Choose a new password now.' },
      });
    },
  });
}
