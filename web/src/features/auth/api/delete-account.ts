// POST /user/delete {verification_code} (signed in; the code from /validator/gen purpose delete_account) →
// the account and what the member made are gone (the privacy policy says what happens to what). The browser
// then forgets the identity and leaves for the home page.
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { useAlert } from '@/lib/alert';
import { authStore } from '@/lib/auth-store';

export async function deleteAccount(code: string): Promise<void> {
  await api.post('/user/delete', { verification_code: code });
}

export const deleteAccountMutationOptions = () =>
  mutationOptions({
    mutationKey: ['auth', 'delete-account'],
    mutationFn: deleteAccount,
  });

export function useDeleteAccount() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { showAlert } = useAlert();
  return useMutation({
    ...deleteAccountMutationOptions(),
    onSuccess: async () => {
      // Leave first: a screen for signed-in members must not see the sign-out and redirect to /signin.
      await navigate(paths.home.getHref(), { flushSync: true });
      authStore.signOut();
      queryClient.clear();
      showAlert('Your account is deleted.', 'info');
    },
  });
}
