import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-message';
import { paths } from '@/config/paths';
import { formErrorsFrom } from '@/lib/api-errors';
import { useRestoreEmail } from '../api/restore-email';

export const RESTORE_BUTTON = "This wasn't me: restore my address";

/** `/restoreEmail?token=…` from the notice mailed to the old address. A press, not the opening, restores it. */
export function RestoreEmailPanel({ token }: { token: string }) {
  const restore = useRestoreEmail();
  const error = restore.error ? formErrorsFrom(restore.error).form || restore.error.message : null;
  return (
    <div className="form" aria-labelledby="restore-title">
      <h1 id="restore-title">Restore your e-mail address</h1>
      <p className="muted">
        The e-mail address of your Glowdex account was changed. If you did not do it, press the button: this address
        becomes the account&apos;s again, every session is signed out, and you choose a new password.
      </p>
      {!token ? <FormMessage testId="restore-error">This link is incomplete. Open it again from the e-mail.</FormMessage> : null}
      {error ? <FormMessage testId="restore-error">{error}</FormMessage> : null}
      <Button block busy={restore.isPending} disabled={!token} onClick={() => restore.mutate(token)}>
        {RESTORE_BUTTON}
      </Button>
      <p className="form__footer">
        It was you? There is nothing to do. <Link to={paths.home.getHref()}>Back to Glowdex</Link>
      </p>
    </div>
  );
}
