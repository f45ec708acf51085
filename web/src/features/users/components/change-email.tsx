import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { FormMessage } from '@/components/ui/form-message';
import { formErrorsFrom } from '@/lib/api-errors';
import { createDraftStore, draftKey } from '@/lib/draft-storage';
import { useChangeEmail, useRequestEmailChange } from '../api/change-email';
import { userInfoQueryOptions } from '../api/get-user-info';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const CODE = /^\d{6}$/;

/** The address a code was sent to survives a reload (the code form comes back). */
const sentStore = (userId: string) =>
  createDraftStore<string>(draftKey('change-email', userId), { isValid: (v): v is string => typeof v === 'string' });

/**
 * Account screen: the new address with the current password (a member who signed up with Google or Facebook has
 * none: a code to the current address instead, asked with `currentCodeRequest`, which the screen supplies), then the code mailed to the new address. Other devices are signed
 * out and the old address can undo the change for 7 days.
 */
export function ChangeEmail({ userId, currentCodeRequest }: { userId: string; currentCodeRequest?: ReactNode }) {
  const info = useQuery(userInfoQueryOptions(userId));
  const hasPassword = info.data ? info.data.login_type === 'email' : true;
  const requestMutation = useRequestEmailChange();
  const changeMutation = useChangeEmail(userId);
  const [store] = useState(() => sentStore(userId));
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [currentCode, setCurrentCode] = useState('');
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(() => store.load());
  const [errors, setErrors] = useState<{ email?: string; password?: string; current_code?: string; code?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const showSent = (address: string | null) => {
    setSentTo(address);
    if (address) store.save(address);
    else store.clear();
  };

  const requestCode = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    setFormError(null);
    setDone(null);
    const clientErrors: typeof errors = {};
    if (!EMAIL.test(address)) clientErrors.email = 'Enter a valid e-mail address, like name@example.com.';
    if (hasPassword && !password) clientErrors.password = 'Enter your current password.';
    if (!hasPassword && !CODE.test(currentCode)) clientErrors.current_code = 'Enter the 6-digit code we e-mailed to your current address.';
    setErrors(clientErrors);
    if (Object.keys(clientErrors).length) return;
    requestMutation.mutate(
      hasPassword ? { email: address, password } : { email: address, current_code: currentCode },
      {
        onSuccess: () => {
          showSent(address);
          setPassword('');
          setCurrentCode('');
          setErrors({});
        },
        onError: (error) => {
          const { fields, form } = formErrorsFrom(error, {
            same_email: 'email',
            wrong_password: 'password',
            code_invalid: 'current_code',
            code_expired: 'current_code',
            code_needed: 'current_code',
          });
          setErrors({ email: fields.email, password: fields.password, current_code: fields.current_code });
          setFormError(fields.email || fields.password || fields.current_code ? null : form);
        },
      },
    );
  };

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (!sentTo) return;
    setFormError(null);
    if (!CODE.test(code)) {
      setErrors({ code: 'Enter the 6-digit code from the e-mail.' });
      return;
    }
    changeMutation.mutate(
      { email: sentTo, vali_code: code },
      {
        onSuccess: (message) => {
          setDone(message || 'Your e-mail address is changed. Other devices are signed out.');
          showSent(null);
          setEmail('');
          setCode('');
        },
        onError: (error) => {
          const { fields, form } = formErrorsFrom(error, { code_invalid: 'vali_code', code_expired: 'vali_code' });
          setErrors({ code: fields.vali_code, email: fields.email });
          setFormError(fields.vali_code ? null : form);
        },
      },
    );
  };

  return (
    <section className="stack" aria-labelledby="change-email-title">
      <h2 id="change-email-title">Change e-mail</h2>
      {done ? (
        <FormMessage tone="success" testId="change-email-done">
          {done}
        </FormMessage>
      ) : null}
      {sentTo ? (
        <form className="form" onSubmit={confirm} noValidate aria-label="Confirm the new e-mail">
          <FormMessage tone="info" testId="change-email-sent">
            If {sentTo} can take this account, we sent a code to it. Enter it to confirm the change.
          </FormMessage>
          <TextField
            label={`Code sent to ${sentTo}`}
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
          />
          {formError ? <FormMessage testId="change-email-error">{formError}</FormMessage> : null}
          <div className="row">
            <Button type="submit" busy={changeMutation.isPending}>
              Confirm new e-mail
            </Button>
            <Button variant="ghost" onClick={() => showSent(null)}>
              Use another address
            </Button>
          </div>
        </form>
      ) : (
        <form className="form" onSubmit={requestCode} noValidate aria-label="Change e-mail">
          <p className="muted">
            After the change, other devices are signed out and we tell your current address, which can undo it for 7 days.
          </p>
          <TextField
            label="New e-mail"
            name="email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setErrors({});
              setFormError(null);
            }}
            error={errors.email}
            hint="We send a code to the new address to make sure it is yours."
          />
          {hasPassword ? (
            <TextField
              label="Current password"
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
            />
          ) : (
            <>
              <TextField
                label={`Code sent to your current address${info.data ? ` (${info.data.email})` : ''}`}
                name="current_code"
                value={currentCode}
                onChange={(event) => {
                  setCurrentCode(event.target.value.replace(/\s+/g, ''));
                  setErrors({});
                  setFormError(null);
                }}
                error={errors.current_code}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                hint="You signed up with Google or Facebook: ask for a code first."
              />
              {currentCodeRequest}
            </>
          )}
          {formError ? <FormMessage testId="change-email-error">{formError}</FormMessage> : null}
          <div>
            <Button type="submit" variant="secondary" busy={requestMutation.isPending}>
              Send a code to the new address
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
