// POST /subscribe/add {email} → status true and a message; a confirmation mail carries the unsubscribe link.
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { EmailInput } from '@/types';

export async function subscribe(input: EmailInput): Promise<string> {
  const envelope = await api.envelope.post('/subscribe/add', input);
  return envelope.msg;
}

export const subscribeMutationOptions = () =>
  mutationOptions({
    mutationKey: ['mailing-list', 'subscribe'],
    mutationFn: subscribe,
  });

export function useSubscribe() {
  return useMutation(subscribeMutationOptions());
}
