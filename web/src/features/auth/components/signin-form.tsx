import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { FormMessage } from '@/components/ui/form-message';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-errors';
import { useAuth } from '@/lib/auth-store';
import { useLogin } from '../api/login';

/** `reason`: why the member was sent here ("Sign in to like this product."), shown above the form. */
export function SigninForm({ notice, reason }: { notice?: string | null; reason?: string | null }) {
  const { loginError, clearLoginError } = useAuth();
  const loginMutation = useLogin();
  const [values, setValues] = useState({ email: '', password: '' });

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    setValues((current) => ({ ...current, [event.target.name]: event.target.value }));
    if (loginError) clearLoginError();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!values.email.trim() || !values.password) return;
    loginMutation.mutate({ email: values.email.trim(), password: values.password });
  };

  const notActivated = loginError && loginMutation.error instanceof ApiError && loginMutation.error.code === 'not_activated';

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-labelledby="signin-title">
      <h1 id="signin-title">Sign in</h1>
      {reason ? (
        <FormMessage tone="info" testId="signin-reason">
          {reason}
        </FormMessage>
      ) : (
        <p className="muted">Welcome back to Glowdex.</p>
      )}
      {notice && !loginError ? (
        <FormMessage tone="success" testId="signin-notice">
          {notice}
        </FormMessage>
      ) : null}
      <TextField label="E-mail" name="email" type="email" autoComplete="email" required value={values.email} onChange={onChange} />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={values.password}
        onChange={onChange}
      />
      <p className="form__aside">
        <Link to={paths.resetPassword.getHref()}>Forgot password?</Link>
      </p>
      {loginError ? (
        <FormMessage testId="login-error">
          {loginError}
          {notActivated ? (
            <>
              {' '}
              <Link to={paths.activate.getHref()}>Activate your account</Link>
            </>
          ) : null}
        </FormMessage>
      ) : null}
      <Button type="submit" block busy={loginMutation.isPending} disabled={!values.email.trim() || !values.password}>
        Sign in
      </Button>
      <p className="form__footer">
        New to Glowdex? <Link to={paths.signup.getHref()}>Create an account</Link>
        <br />
        Have a code? <Link to={paths.activate.getHref()}>Activate your account</Link>
      </p>
    </form>
  );
}
