// POST /user/register {email, password} → data {user_id}; an activation code is mailed.
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { RegisterInput, RegisterResult } from '@/types';

export async function register(input: RegisterInput): Promise<RegisterResult> {
  return api.post('/user/register', input);
}

export const registerMutationOptions = () =>
  mutationOptions({
    mutationKey: ['auth', 'register'],
    mutationFn: register,
  });

export function useRegister() {
  return useMutation(registerMutationOptions());
}
