import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { FormMessage } from '@/components/ui/form-message';
import { paths } from '@/config/paths';
import { ApiError, formErrorsFrom } from '@/lib/api-errors';
import type { ActivateInput } from '@/types';
import { useActivate } from '../api/activate';
import { useGenerateCode } from '../api/generate-code';
import { pendingSignup } from '../pending-signup';

/** The words of the activation e-mail (api/mail/templates.py): the mail says to press this button. */
export const ACTIVATE_BUTTON = 'Activate my account';

type Props = {
  /** `?token=` of the mailed link: one press activates (a mail scanner that opens the link posts nothing). */
  linkToken?: string;
  notice?: string | null;
};

/** Codes that end this sign-up: the member signs in or signs up again. */
const CLOSED = new Set(['signup_closed', 'link_invalid', 'already_active']);

export function ActivateForm({ linkToken = '', notice }: Props) {
  const activateMutation = useActivate();
  const resendMutation = useGenerateCode();
  // The sign-up this browser started (survives a reload): with it the link needs no password and the code works.
  const [pending] = useState(() => pendingSignup.load());
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [askPassword, setAskPassword] = useState(false);
  const [errors, setErrors] = useState<{ code?: string; password?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [closed, setClosed] = useState(false);
  const [resent, setResent] = useState<string | null>(null);

  const submit = (input: ActivateInput) => {
    setFormError(null);
    activateMutation.mutate(input, {
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'password_needed') {
          setAskPassword(true);
          setErrors({});
          return;
        }
        if (error instanceof ApiError && error.code && CLOSED.has(error.code)) {
          if (error.code !== 'already_active') pendingSignup.clear();
          setClosed(true);
          setFormError(error.message);
          return;
        }
        const { fields, form } = formErrorsFrom(error, { code_invalid: 'vali_code', wrong_password: 'password' });
        setErrors({ code: fields.vali_code, password: fields.password });
        setFormError(fields.vali_code || fields.password ? null : form);
      },
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (linkToken) {
      if (askPassword && !password) {
        setErrors({ password: 'Enter the password you chose when you signed up.' });
        return;
      }
      submit({ token: linkToken, registration: pending?.registration, password: askPassword ? password : undefined });
      return;
    }
    if (!/^\d{6}$/.test(code)) {
      setErrors({ code: 'Enter the 6-digit activation code from the e-mail.' });
      return;
    }
    if (pending) submit({ registration: pending.registration, vali_code: code });
  };

  const resend = () => {
    if (!pending) return;
    setResent(null);
    setFormError(null);
    resendMutation.mutate(
      { purpose: 'activate', registration: pending.registration },
      {
        onSuccess: () => setResent(`A new e-mail is on its way to ${pending.email}. Use that one: the earlier one stops working.`),
        onError: (error) => setFormError(formErrorsFrom(error).form),
      },
    );
  };

  const footer = (
    <p className="form__footer">
      Already active? <Link to={paths.signin.getHref()}>Sign in</Link>
      <br />
      <Link to={paths.signupWithEmail.getHref()}>Sign up again</Link>
    </p>
  );

  if (closed) {
    return (
      <div className="form" aria-labelledby="activate-title">
        <h1 id="activate-title">Activate your account</h1>
        <FormMessage testId="activate-error">{formError}</FormMessage>
        {footer}
      </div>
    );
  }

  if (!linkToken && !pending) {
    return (
      <div className="form" aria-labelledby="activate-title">
        <h1 id="activate-title">Activate your account</h1>
        <p className="muted" data-testid="activate-no-signup">
          Open the link in the activation e-mail and press “{ACTIVATE_BUTTON}”. The 6-digit activation code works in
          the browser you signed up with; in this one, sign up again to get a new e-mail.
        </p>
        {footer}
      </div>
    );
  }

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-labelledby="activate-title">
      <h1 id="activate-title">Activate your account</h1>
      {notice ? (
        <FormMessage tone="success" testId="activate-notice">
          {notice}
        </FormMessage>
      ) : null}
      {linkToken ? (
        <p className="muted">
          {askPassword
            ? 'This link was opened in another browser than the one you signed up with: enter the password you chose, so we know this sign-up is yours.'
            : `Press “${ACTIVATE_BUTTON}” to finish signing up. You are signed in right away.`}
        </p>
      ) : notice ? null : (
        <p className="muted">
          Open the link in the e-mail we sent to <strong>{pending?.email}</strong>, or enter its 6-digit activation code.
        </p>
      )}
      {linkToken && askPassword ? (
        <TextField
          label="Password you chose at sign-up"
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            setErrors({});
            setFormError(null);
          }}
          error={errors.password}
          autoFocus
        />
      ) : null}
      {!linkToken ? (
        <TextField
          label="Activation code"
          name="vali_code"
          value={code}
          onChange={(event) => {
            setCode(event.target.value.replace(/\s+/g, ''));
            setErrors({});
            setFormError(null);
          }}
          error={errors.code}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          autoFocus
        />
      ) : null}
      {formError ? <FormMessage testId="activate-error">{formError}</FormMessage> : null}
      {resent ? <FormMessage tone="info">{resent}</FormMessage> : null}
      <Button type="submit" block busy={activateMutation.isPending}>
        {ACTIVATE_BUTTON}
      </Button>
      {pending && !linkToken ? (
        <Button variant="ghost" block busy={resendMutation.isPending} onClick={resend}>
          Send a new e-mail
        </Button>
      ) : null}
      {footer}
    </form>
  );
}
