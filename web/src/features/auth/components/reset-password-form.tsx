import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-message';
import { paths } from '@/config/paths';
import { ApiError, formErrorsFrom } from '@/lib/api-errors';
import { useResetLinkState } from '../api/reset-link-state';
import { useResetPassword } from '../api/reset-password';
import { validateNewPassword, type NewPasswordErrors, type NewPasswordValues } from '../validation';
import { NewPasswordFields } from './new-password-fields';

/** Choose a new password with the token of the mailed link (`/resetPasswordPage?token=…`). */
export function ResetPasswordForm({ token }: { token: string }) {
  const link = useResetLinkState(token);
  const resetMutation = useResetPassword();
  const [values, setValues] = useState<NewPasswordValues>({ password: '', confirm: '' });
  const [errors, setErrors] = useState<NewPasswordErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [linkInvalid, setLinkInvalid] = useState(false);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    setValues((current) => ({ ...current, [event.target.name]: event.target.value }));
    setErrors((current) => ({ ...current, [event.target.name]: undefined }));
    setFormError(null);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const clientErrors = validateNewPassword(values);
    setErrors(clientErrors);
    setFormError(null);
    if (Object.keys(clientErrors).length) return;
    resetMutation.mutate(
      { token, new_password: values.password },
      {
        onError: (error) => {
          const { fields, form } = formErrorsFrom(error);
          // A malformed token (422 on `token`) is the same to the member as a used or expired one.
          if ((error instanceof ApiError && error.code === 'reset_invalid') || fields.token) {
            setLinkInvalid(true);
            setFormError(fields.token ? 'This reset link is invalid or has expired.' : error.message);
            return;
          }
          setErrors({ password: fields.new_password });
          setFormError(form);
        },
      },
    );
  };

  if (linkInvalid) return <InvalidLink message={formError} />;
  // Said as the page opens: a used, replaced or expired link never gets as far as the password fields.
  if (link.isPending) {
    return (
      <div className="form" aria-busy="true">
        <h1>Choose a new password</h1>
        <p className="muted">Checking your link…</p>
      </div>
    );
  }
  if (link.data && link.data.state !== 'valid') return <InvalidLink message={link.data.message} />;

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-labelledby="reset-title">
      <h1 id="reset-title">Choose a new password</h1>
      <p className="muted">After the change you are signed out everywhere; sign in again with the new password.</p>
      <NewPasswordFields values={values} errors={errors} onChange={onChange} />
      {formError ? <FormMessage testId="reset-error">{formError}</FormMessage> : null}
      <Button type="submit" block busy={resetMutation.isPending}>
        Set new password
      </Button>
    </form>
  );
}

/** A missing, used, replaced or expired link: the reason and the way to a new one. */
export function InvalidLink({ message }: { message?: string | null }) {
  return (
    <div className="form" aria-labelledby="reset-invalid-title">
      <h1 id="reset-invalid-title">This link does not work</h1>
      <FormMessage testId="reset-invalid">{message || 'This reset link is invalid or has expired.'}</FormMessage>
      <p className="form__footer">
        <Link to={paths.resetPassword.getHref()}>Ask for a new link</Link>
        <br />
        <Link to={paths.signin.getHref()}>Back to sign in</Link>
      </p>
    </div>
  );
}
