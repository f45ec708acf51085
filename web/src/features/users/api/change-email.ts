// Change the e-mail address in two calls (signed in):
// POST /validator/change_email {email, password | current_code} mails a code to the NEW address (refused:
// same_email, wrong_password, code_needed; a taken address answers as any other: its owner is told);
// POST /user/change_email {email, vali_code} confirms it. The account's info is then fetched again.
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ChangeEmailInput, EmailChangeRequestInput } from '@/types';
import { userInfoQueryKey } from './get-user-info';

export async function requestEmailChange(input: EmailChangeRequestInput): Promise<string> {
  const envelope = await api.envelope.post('/validator/change_email', input);
  return envelope.msg;
}

export async function changeEmail(input: ChangeEmailInput): Promise<string> {
  const envelope = await api.envelope.post('/user/change_email', input);
  return envelope.msg;
}

export const requestEmailChangeMutationOptions = () =>
  mutationOptions({
    mutationKey: ['users', 'request-email-change'],
    mutationFn: requestEmailChange,
  });

export const changeEmailMutationOptions = () =>
  mutationOptions({
    mutationKey: ['users', 'change-email'],
    mutationFn: changeEmail,
  });

export function useRequestEmailChange() {
  return useMutation(requestEmailChangeMutationOptions());
}

export function useChangeEmail(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    ...changeEmailMutationOptions(),
    // The prefix also refreshes the header's copy.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userInfoQueryKey(userId) }),
  });
}
