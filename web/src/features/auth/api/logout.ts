// POST /user/logout (signed in) → status true. Whatever the answer, the browser forgets the
// identity and goes to / (spec §4).
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { authStore } from '@/lib/auth-store';
import { useAlert } from '@/lib/alert';

export async function logout(): Promise<void> {
  // routeFailures false: a token that is already revoked must not bounce us to /signin.
  await api.post('/user/logout', {}, { routeFailures: false });
}

export const logoutMutationOptions = () =>
  mutationOptions({
    mutationKey: ['auth', 'logout'],
    mutationFn: logout,
  });

export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { showAlert } = useAlert();
  return useMutation({
    ...logoutMutationOptions(),
    onSettled: async () => {
      // Leave first: a screen for signed-in users must not see the sign-out and redirect to /signin.
      await navigate(paths.home.getHref(), { flushSync: true });
      authStore.signOut();
      queryClient.clear();
      showAlert('You are signed out.', 'info');
    },
  });
}
