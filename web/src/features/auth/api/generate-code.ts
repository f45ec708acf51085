// POST /validator/gen {email?, purpose} → status true (a code is mailed).
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { GenerateCodeInput } from '@/types';

export async function generateCode(input: GenerateCodeInput): Promise<void> {
  await api.post('/validator/gen', input);
}

export const generateCodeMutationOptions = () =>
  mutationOptions({
    mutationKey: ['auth', 'generate-code'],
    mutationFn: generateCode,
  });

export function useGenerateCode() {
  return useMutation(generateCodeMutationOptions());
}
