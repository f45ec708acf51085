// POST /brand/submit {name} → {brand_id, name, status}: a brand a member proposes (an existing one of that name is
// answered as is); pending until a moderator accepts it, usable by her at once.
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { BrandSubmitResult } from '@/types';

export async function submitBrand(name: string): Promise<BrandSubmitResult> {
  return api.post('/brand/submit', { name });
}

export const submitBrandMutationOptions = () =>
  mutationOptions({ mutationKey: ['products', 'submit-brand'], mutationFn: submitBrand });

export function useSubmitBrand() {
  return useMutation(submitBrandMutationOptions());
}
