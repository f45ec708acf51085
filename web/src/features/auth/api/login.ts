// POST /user/login {email, password} → {status, msg, message, data {token, user_id}}
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { BusinessError, RateLimitError, ValidationError } from '@/lib/api-errors';
import { api } from '@/lib/api-client';
import { authStore } from '@/lib/auth-store';
import { destinationAfterSignIn } from '@/lib/sign-in-prompt';
import type { LoginInput, LoginResult } from '@/types';

export async function login(input: LoginInput): Promise<LoginResult> {
  // The whole envelope: a login without a token fails with the server's message.
  const envelope = await api.envelope.post('/user/login', input);
  if (!envelope.data?.token || envelope.data.user_id === undefined) {
    throw new BusinessError(200, { ...envelope, status: false, msg: envelope.msg || 'Login failed' });
  }
  return envelope.data;
}

/** The message a failed login shows (null: the client already routed the user away). */
export function loginErrorMessage(error: unknown): string | null {
  if (error instanceof BusinessError) return error.body?.message || error.body?.msg || '';
  if (error instanceof RateLimitError) return error.message;
  if (error instanceof ValidationError) return error.fieldErrors[0]?.msg ?? error.message;
  return null;
}

export const loginMutationOptions = () =>
  mutationOptions({
    mutationKey: ['auth', 'login'],
    mutationFn: login,
  });

/** Login: store token and user id, go back to the page that asked (else the user's profile); on failure set loginError. */
export function useLogin() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    ...loginMutationOptions(),
    onMutate: () => authStore.clearLoginError(),
    onSuccess: ({ token, user_id }) => {
      queryClient.clear();
      authStore.signIn(token, user_id);
      navigate(destinationAfterSignIn(user_id), { replace: true });
    },
    onError: (error) => {
      const message = loginErrorMessage(error);
      if (message !== null) authStore.loginFailed(message);
    },
  });
}
