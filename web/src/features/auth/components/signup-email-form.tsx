import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { FormMessage } from '@/components/ui/form-message';
import { paths } from '@/config/paths';
import { formErrorsFrom } from '@/lib/api-errors';
import { useRegister } from '../api/register';
import { pendingSignup } from '../pending-signup';
import { validateSignup, type SignupErrors, type SignupValues } from '../validation';
import { NewPasswordFields } from './new-password-fields';

export function SignupEmailForm() {
  const navigate = useNavigate();
  const registerMutation = useRegister();
  const [values, setValues] = useState<SignupValues>({ email: '', password: '', confirm: '' });
  const [errors, setErrors] = useState<SignupErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [event.target.name]: event.target.value };
    setValues(next);
    setFormError(null);
    // After a first submit, re-validate as the user types so errors disappear when fixed.
    if (submitted) setErrors(validateSignup(next));
    else setErrors((current) => ({ ...current, [event.target.name]: undefined }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const clientErrors = validateSignup(values);
    setErrors(clientErrors);
    setFormError(null);
    if (Object.keys(clientErrors).length) return;
    const email = values.email.trim();
    registerMutation.mutate(
      { email, password: values.password },
      {
        onSuccess: ({ registration }) => {
          pendingSignup.save({ registration, email });
          navigate(paths.activate.getHref(), {
            state: { notice: `We sent an activation e-mail to ${email}: open its link, or enter its 6-digit activation code here.` },
          });
        },
        onError: (error) => {
          const { fields, form } = formErrorsFrom(error, { email_taken: 'email' });
          setErrors({ email: fields.email, password: fields.password, confirm: fields.confirm });
          setFormError(form);
          setSubmitted(false);
        },
      },
    );
  };

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-labelledby="signup-email-title">
      <h1 id="signup-email-title">Create your account</h1>
      <TextField label="E-mail" name="email" type="email" autoComplete="email" required value={values.email} onChange={onChange} error={errors.email} />
      <NewPasswordFields values={values} errors={errors} onChange={onChange} label="Password" confirmLabel="Confirm password" />
      {formError ? <FormMessage testId="signup-error">{formError}</FormMessage> : null}
      <Button type="submit" block busy={registerMutation.isPending}>
        Create account
      </Button>
      <p className="form__legal muted">
        By creating an account you accept the <Link to={paths.termsConditions.getHref()}>terms</Link> and the{' '}
        <Link to={paths.privacyPolicy.getHref()}>privacy policy</Link>.
      </p>
      <p className="form__footer">
        Already a member? <Link to={paths.signin.getHref()}>Sign in</Link>
      </p>
    </form>
  );
}
