import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { FormMessage } from '@/components/ui/form-message';
import { paths } from '@/config/paths';
import { formErrorsFrom } from '@/lib/api-errors';
import { useForgotPassword } from '../api/forgot-password';
import { validateEmail } from '../validation';

/** Ask for a reset link. The answer is the server's neutral message: it never says whether the address exists. */
export function ForgotPasswordForm({ notice }: { notice?: string | null }) {
  const forgotMutation = useForgotPassword();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const clientError = validateEmail(email);
    setError(clientError ?? null);
    setFormError(null);
    if (clientError) return;
    forgotMutation.mutate(
      { email: email.trim() },
      {
        onSuccess: (message) => setSent(message),
        onError: (failure) => {
          const { fields, form } = formErrorsFrom(failure);
          setError(fields.email ?? null);
          setFormError(form);
        },
      },
    );
  };

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-labelledby="forgot-title">
      <h1 id="forgot-title">Forgot your password?</h1>
      {notice ? <FormMessage testId="forgot-notice">{notice}</FormMessage> : null}
      {sent ? (
        <FormMessage tone="success" testId="forgot-sent">
          {sent}
        </FormMessage>
      ) : (
        <>
          <p className="muted">Enter the e-mail address of your account and we will mail you a link to choose a new password.</p>
          <TextField
            label="E-mail"
            name="email"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setError(null);
              setFormError(null);
            }}
            error={error}
          />
          {formError ? <FormMessage testId="forgot-error">{formError}</FormMessage> : null}
          <Button type="submit" block busy={forgotMutation.isPending}>
            Send me a link
          </Button>
        </>
      )}
      <p className="form__footer">
        Remembered it? <Link to={paths.signin.getHref()}>Sign in</Link>
      </p>
    </form>
  );
}
