import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { FormMessage } from '@/components/ui/form-message';
import { formErrorsFrom } from '@/lib/api-errors';
import { useChangeEmail, useRequestEmailChange } from '../api/change-email';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Account screen: the new address, then the code mailed to it. The account's info shows the change. */
export function ChangeEmail({ userId }: { userId: string }) {
  const requestMutation = useRequestEmailChange();
  const changeMutation = useChangeEmail(userId);
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [errors, setErrors] = useState<{ email?: string; code?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const requestCode = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    setFormError(null);
    setDone(null);
    if (!EMAIL.test(address)) {
      setErrors({ email: 'Enter a valid e-mail address, like name@example.com.' });
      return;
    }
    requestMutation.mutate(
      { email: address },
      {
        onSuccess: (message) => {
          setSentTo(address);
          setNotice(message || `We sent a code to ${address}.`);
          setErrors({});
        },
        onError: (error) => {
          const { fields, form } = formErrorsFrom(error, { email_taken: 'email', same_email: 'email' });
          setErrors({ email: fields.email });
          setFormError(form);
        },
      },
    );
  };

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (!sentTo) return;
    setFormError(null);
    if (!/^\d{6}$/.test(code)) {
      setErrors({ code: 'Enter the 6-digit code from the e-mail.' });
      return;
    }
    changeMutation.mutate(
      { email: sentTo, vali_code: code },
      {
        onSuccess: (message) => {
          setDone(message || 'Your e-mail address is changed.');
          setSentTo(null);
          setEmail('');
          setCode('');
        },
        onError: (error) => {
          const { fields, form } = formErrorsFrom(error, { code_invalid: 'vali_code', code_expired: 'vali_code' });
          setErrors({ code: fields.vali_code, email: fields.email });
          setFormError(form);
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
            {notice}
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
            <Button variant="ghost" onClick={() => setSentTo(null)}>
              Use another address
            </Button>
          </div>
        </form>
      ) : (
        <form className="form" onSubmit={requestCode} noValidate aria-label="Change e-mail">
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
