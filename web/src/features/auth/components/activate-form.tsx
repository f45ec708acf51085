import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { FormMessage } from '@/components/ui/form-message';
import { paths } from '@/config/paths';
import { ApiError, formErrorsFrom } from '@/lib/api-errors';
import { useActivate } from '../api/activate';
import { useGenerateCode } from '../api/generate-code';
import { validateActivation } from '../validation';

type Props = {
  /** From `?user_id=`; the user can still correct it. */
  initialUserId: string;
  /** From `?code=` (the e-mailed link fills both); the form is still submitted by the user, so a mail
   * scanner opening the link activates nothing. */
  initialCode?: string;
  /** Known right after sign-up: lets the user ask for a new code. */
  email?: string | null;
  notice?: string | null;
};

export const ACTIVATED_NOTICE = 'Your account is active. Sign in to continue.';

export function ActivateForm({ initialUserId, initialCode = '', email, notice }: Props) {
  const navigate = useNavigate();
  const activateMutation = useActivate();
  const resendMutation = useGenerateCode();
  const [userId, setUserId] = useState(initialUserId);
  const [code, setCode] = useState(initialCode);
  const [errors, setErrors] = useState<{ userId?: string; code?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [alreadyActive, setAlreadyActive] = useState(false);
  const [resent, setResent] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const clientErrors = validateActivation({ userId, code });
    setErrors(clientErrors);
    setFormError(null);
    setAlreadyActive(false);
    if (Object.keys(clientErrors).length) return;
    activateMutation.mutate(
      { userId: userId.trim(), code: code.trim() },
      {
        onSuccess: () => navigate(paths.signin.getHref(), { state: { notice: ACTIVATED_NOTICE } }),
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'already_active') {
            setAlreadyActive(true);
            setFormError(error.message);
            return;
          }
          const { fields, form } = formErrorsFrom(error, { code_invalid: 'vali_code', code_expired: 'vali_code' });
          setErrors({ userId: fields.user_id, code: fields.vali_code });
          setFormError(form);
        },
      },
    );
  };

  const resend = () => {
    if (!email) return;
    setResent(null);
    resendMutation.mutate(
      { email, purpose: 'activate' },
      {
        onSuccess: () => setResent(`A new code is on its way to ${email}.`),
        onError: (error) => setFormError(formErrorsFrom(error).form),
      },
    );
  };

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-labelledby="activate-title">
      <h1 id="activate-title">Activate your account</h1>
      {notice ? (
        <FormMessage tone="success" testId="activate-notice">
          {notice}
        </FormMessage>
      ) : (
        <p className="muted">Enter the 6-digit code we e-mailed you.</p>
      )}
      <TextField
        label="User ID"
        name="user_id"
        value={userId}
        onChange={(event) => {
          setUserId(event.target.value);
          setErrors((current) => ({ ...current, userId: undefined }));
        }}
        error={errors.userId}
        autoComplete="off"
        hint="It is in the activation e-mail."
      />
      <TextField
        label="Activation code"
        name="vali_code"
        value={code}
        onChange={(event) => {
          setCode(event.target.value.replace(/\s+/g, ''));
          setErrors((current) => ({ ...current, code: undefined }));
          setFormError(null);
        }}
        error={errors.code}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        autoFocus={Boolean(initialUserId)}
      />
      {formError ? (
        <FormMessage testId="activate-error">
          {formError}
          {alreadyActive ? (
            <>
              {' '}
              <Link to={paths.signin.getHref()}>Sign in</Link>
            </>
          ) : null}
        </FormMessage>
      ) : null}
      {resent ? <FormMessage tone="info">{resent}</FormMessage> : null}
      <Button type="submit" block busy={activateMutation.isPending}>
        Activate
      </Button>
      {email ? (
        <Button variant="ghost" block busy={resendMutation.isPending} onClick={resend}>
          Send a new code
        </Button>
      ) : null}
      <p className="form__footer">
        Already active? <Link to={paths.signin.getHref()}>Sign in</Link>
      </p>
    </form>
  );
}
