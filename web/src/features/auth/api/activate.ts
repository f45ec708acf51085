// POST /user/activate → data {token, user_id}: the member is signed in.
// With the mailed link: {token} (+ {registration} in the browser that signed up, else {password}).
// By hand: {registration, vali_code}.
// Business failures: code_invalid, wrong_password, password_needed, signup_closed, link_invalid, already_active.
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { api } from '@/lib/api-client';
import { authStore } from '@/lib/auth-store';
import { destinationAfterSignIn } from '@/lib/sign-in-prompt';
import type { ActivateInput, LoginResult } from '@/types';
import { pendingSignup } from '../pending-signup';

export async function activate(input: ActivateInput): Promise<LoginResult> {
  return api.post('/user/activate', input);
}

export const activateMutationOptions = () =>
  mutationOptions({
    mutationKey: ['auth', 'activate'],
    mutationFn: activate,
  });

/** Activate, then sign in as a login does: back to the page that asked to sign in (issue 21 §2), else the new
 * member's profile. */
export function useActivate() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    ...activateMutationOptions(),
    onSuccess: ({ token, user_id }) => {
      pendingSignup.clear();
      queryClient.clear();
      authStore.signIn(token, user_id);
      navigate(destinationAfterSignIn(user_id), { replace: true, state: { notice: 'Your account is active. Welcome to Glowdex!' } });
    },
  });
}
