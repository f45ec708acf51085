import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-message';
import { formErrorsFrom } from '@/lib/api-errors';
import { useGenerateCode } from '../api/generate-code';

/** A code to the member's CURRENT address, for a change that needs proof without a password (a member who signed
 * up with Google or Facebook changes the e-mail with it). */
export function CurrentAddressCode({ purpose }: { purpose: 'change_email' }) {
  const mutation = useGenerateCode();
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="stack">
      {sent ? <p className="muted">The code is on its way to your current address. It works once.</p> : null}
      {error ? <FormMessage>{error}</FormMessage> : null}
      <div>
        <Button
          variant="ghost"
          busy={mutation.isPending}
          onClick={() => {
            setError(null);
            mutation.mutate({ purpose }, { onSuccess: () => setSent(true), onError: (e) => setError(formErrorsFrom(e).form) });
          }}
        >
          {sent ? 'Send another code' : 'Email me a code'}
        </Button>
      </div>
    </div>
  );
}
