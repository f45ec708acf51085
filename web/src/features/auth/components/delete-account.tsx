// "Delete account" on the account screen: ask for a code by e-mail, then confirm with it. What happens to
// the member's posts, comments and photos is spelled out in the privacy policy, linked here.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { FormMessage } from '@/components/ui/form-message';
import { paths } from '@/config/paths';
import { formErrorsFrom } from '@/lib/api-errors';
import { useDeleteAccount } from '../api/delete-account';
import { useGenerateCode } from '../api/generate-code';
import { useCodeStep } from '../code-step';

export function DeleteAccount() {
  const ask = useGenerateCode();
  const remove = useDeleteAccount();
  const [asked, setAsked] = useCodeStep('delete_account');
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);

  const askCode = () => {
    setFormError(null);
    ask.mutate({ purpose: 'delete_account' }, { onSuccess: () => setAsked(true), onError: (error) => setFormError(formErrorsFrom(error).form) });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    if (!/^\d{6}$/.test(code.trim())) {
      setCodeError('Enter the 6-digit code from the e-mail.');
      return;
    }
    setCodeError(undefined);
    remove.mutate(code.trim(), {
      onError: (error) => {
        const { fields, form } = formErrorsFrom(error, { code_invalid: 'verification_code', code_expired: 'verification_code' });
        setCodeError(fields.verification_code);
        setFormError(form);
      },
    });
  };

  return (
    <section className="card account-danger" aria-labelledby="delete-account-title" data-testid="delete-account">
      <h2 id="delete-account-title">Delete account</h2>
      <p className="muted">
        This removes your reviews, routines, feedback, dupe suggestions, shelves, comments, likes and photos, and erases your e-mail and profile. It cannot
        be undone. <Link to={`${paths.privacyPolicy.getHref()}#account-deletion`}>What exactly happens</Link>
      </p>
      {formError ? <FormMessage tone="error">{formError}</FormMessage> : null}
      {!asked ? (
        <Button variant="secondary" busy={ask.isPending} onClick={askCode}>
          E-mail me a deletion code
        </Button>
      ) : (
        <form className="form" onSubmit={onSubmit} noValidate>
          <FormMessage tone="info">We sent a code to your e-mail address. Enter it to delete your account for good.</FormMessage>
          <TextField label="Deletion code" name="verification_code" value={code} onChange={(e) => setCode(e.target.value)} error={codeError} inputMode="numeric" autoComplete="one-time-code" />
          <Button type="submit" variant="danger" busy={remove.isPending}>
            Delete my account
          </Button>
        </form>
      )}
    </section>
  );
}
