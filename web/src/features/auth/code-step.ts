// "A code was mailed" on the account screen's code forms, kept across a reload for as long as the code lives
// (15 minutes, api/settings.py code_ttl_minutes): reloading the page brings the code form back instead of the
// "Email me a code" button.
import { useState } from 'react';
import { createDraftStore } from '@/lib/draft-storage';

const CODE_LIFETIME_MS = 15 * 60_000;

export function useCodeStep(purpose: string, now: () => number = Date.now): [boolean, (sent: boolean) => void] {
  const [store] = useState(() =>
    createDraftStore<true>(`glowdex.code-sent.${purpose}`, { isValid: (v): v is true => v === true }),
  );
  const [sent, setSent] = useState(() => {
    const at = store.savedAt();
    return store.load() === true && at !== null && now() - at < CODE_LIFETIME_MS;
  });
  const update = (value: boolean) => {
    setSent(value);
    if (value) store.save(true);
    else store.clear();
  };
  return [sent, update];
}
