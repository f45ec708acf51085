import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { FormMessage } from '@/components/ui/form-message';
import { formErrorsFrom } from '@/lib/api-errors';
import { useChangePassword } from '../api/change-password';
import { useGenerateCode } from '../api/generate-code';
import { useCodeStep } from '../code-step';
import { validateNewPassword, type NewPasswordErrors } from '../validation';
import { NewPasswordFields } from './new-password-fields';

type Values = { code: string; password: string; confirm: string };
type Errors = NewPasswordErrors & { code?: string };

/** Account screen: a code mailed to the member's own address, then the code and the new password. */
export function ChangePassword() {
  const codeMutation = useGenerateCode();
  const changeMutation = useChangePassword();
  const [codeSent, setCodeSent] = useCodeStep('change_password');
  const [values, setValues] = useState<Values>({ code: '', password: '', confirm: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const askForCode = () => {
    setFormError(null);
    setDone(null);
    codeMutation.mutate(
      { purpose: 'change_password' },
      {
        onSuccess: () => setCodeSent(true),
        onError: (error) => setFormError(formErrorsFrom(error).form),
      },
    );
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.target.name === 'code' ? event.target.value.replace(/\s+/g, '') : event.target.value;
    setValues((current) => ({ ...current, [event.target.name]: value }));
    setErrors((current) => ({ ...current, [event.target.name]: undefined }));
    setFormError(null);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const clientErrors: Errors = validateNewPassword(values);
    if (!/^\d{6}$/.test(values.code)) clientErrors.code = 'Enter the 6-digit code from the e-mail.';
    setErrors(clientErrors);
    setFormError(null);
    if (Object.keys(clientErrors).length) return;
    changeMutation.mutate(
      { password: values.password, vali_code: values.code },
      {
        onSuccess: (message) => {
          setDone(message || 'Your password is changed. Other devices are signed out.');
          setCodeSent(false);
          setValues({ code: '', password: '', confirm: '' });
        },
        onError: (error) => {
          const { fields, form } = formErrorsFrom(error, { code_invalid: 'vali_code', code_expired: 'vali_code' });
          setErrors({ code: fields.vali_code, password: fields.password });
          setFormError(form);
        },
      },
    );
  };

  return (
    <section className="stack" aria-labelledby="change-password-title">
      <h2 id="change-password-title">Change password</h2>
      {done ? (
        <FormMessage tone="success" testId="change-password-done">
          {done}
        </FormMessage>
      ) : null}
      {codeSent ? (
        <form className="form" onSubmit={onSubmit} noValidate aria-label="Change password">
          <FormMessage tone="info">We e-mailed you a 6-digit code. It works once.</FormMessage>
          <TextField
            label="Code from the e-mail"
            name="code"
            value={values.code}
            onChange={onChange}
            error={errors.code}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
          />
          <NewPasswordFields values={values} errors={errors} onChange={onChange} />
          {formError ? <FormMessage testId="change-password-error">{formError}</FormMessage> : null}
          <div className="row">
            <Button type="submit" busy={changeMutation.isPending}>
              Change password
            </Button>
            <Button variant="ghost" busy={codeMutation.isPending} onClick={askForCode}>
              Send a new code
            </Button>
          </div>
        </form>
      ) : (
        <>
          <p className="muted">We e-mail a code to your address; with it you choose a new password. Other devices are then signed out.</p>
          {formError ? <FormMessage testId="change-password-error">{formError}</FormMessage> : null}
          <div>
            <Button variant="secondary" busy={codeMutation.isPending} onClick={askForCode}>
              Email me a code
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
