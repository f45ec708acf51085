// POST /subscribe/remove {token} (the mail's link) → status true (also when already off the list);
// an unknown or replaced link fails with code unsubscribe_invalid.
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { LinkTokenInput } from '@/types';

export async function unsubscribe(input: LinkTokenInput): Promise<string> {
  const envelope = await api.envelope.post('/subscribe/remove', input);
  return envelope.msg;
}

export const unsubscribeMutationOptions = () =>
  mutationOptions({
    mutationKey: ['mailing-list', 'unsubscribe'],
    mutationFn: unsubscribe,
  });

export function useUnsubscribe() {
  return useMutation(unsubscribeMutationOptions());
}
