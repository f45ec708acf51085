import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-message';
import { paths } from '@/config/paths';
import { formErrorsFrom } from '@/lib/api-errors';
import { useUnsubscribe } from '../api/unsubscribe';

/**
 * `/unsubscribe?token=…`: leaving takes a button press, never the page load (mail scanners open links).
 */
export function UnsubscribePanel({ token }: { token: string }) {
  const unsubscribeMutation = useUnsubscribe();
  const failure = unsubscribeMutation.error
    ? (() => {
        const { fields, form } = formErrorsFrom(unsubscribeMutation.error);
        return fields.token ? 'This unsubscribe link is not valid.' : form;
      })()
    : null;

  return (
    <div className="form" aria-labelledby="unsubscribe-title">
      <h1 id="unsubscribe-title">Leave the mailing list</h1>
      {!token ? (
        <FormMessage testId="unsubscribe-result">
          This page needs the link from one of our e-mails. Open the newest one and use its unsubscribe link.
        </FormMessage>
      ) : unsubscribeMutation.isSuccess ? (
        <FormMessage tone="success" testId="unsubscribe-result">
          {unsubscribeMutation.data}
        </FormMessage>
      ) : (
        <>
          <p className="muted">You will get no more Glowdex news by e-mail. Messages about your account still arrive.</p>
          {failure ? <FormMessage testId="unsubscribe-result">{failure}</FormMessage> : null}
          <Button block busy={unsubscribeMutation.isPending} onClick={() => unsubscribeMutation.mutate({ token })}>
            Unsubscribe
          </Button>
        </>
      )}
      <p className="form__footer">
        <Link to={paths.home.getHref()}>Go to Glowdex</Link>
      </p>
    </div>
  );
}
