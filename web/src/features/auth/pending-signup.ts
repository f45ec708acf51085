// The sign-up this browser started: its token (what /user/register answered) and the address, kept in
// localStorage so the activation screen survives a reload and a mailed link opened here activates in one press.
// The token pairs with the mailed code; on its own it activates nothing.
import { createDraftStore } from '@/lib/draft-storage';

export type PendingSignup = { registration: string; email: string };

const isPending = (value: unknown): value is PendingSignup =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as PendingSignup).registration === 'string' &&
  typeof (value as PendingSignup).email === 'string';

export const pendingSignup = createDraftStore<PendingSignup>('glowdex.signup', { isValid: isPending });
