// POST /user/register {email, password} → data {user_id}; an activation code is mailed.
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type RegisterInput = { email: string; password: string };
export type RegisterResult = { user_id: string | number };

export async function register(input: RegisterInput): Promise<RegisterResult> {
  const envelope = await api.post<RegisterResult>('/user/register', input);
  return envelope.data as RegisterResult;
}

export const registerMutationOptions = () =>
  mutationOptions({
    mutationKey: ['auth', 'register'],
    mutationFn: register,
  });

export function useRegister() {
  return useMutation(registerMutationOptions());
}
