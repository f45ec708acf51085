// A new password and its repetition: sign-up, password reset and password change ask for them alike.
import type { ChangeEvent } from 'react';
import { TextField } from '@/components/ui/field';
import type { NewPasswordErrors, NewPasswordValues } from '../validation';

const PASSWORD_HINT = '8–128 characters, with at least one letter and one digit; not a common password.';

export function NewPasswordFields({
  values,
  errors,
  onChange,
  label = 'New password',
  confirmLabel = 'Confirm new password',
}: {
  values: NewPasswordValues;
  errors: NewPasswordErrors;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  label?: string;
  confirmLabel?: string;
}) {
  return (
    <>
      <TextField
        label={label}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        value={values.password}
        onChange={onChange}
        error={errors.password}
        hint={PASSWORD_HINT}
      />
      <TextField
        label={confirmLabel}
        name="confirm"
        type="password"
        autoComplete="new-password"
        required
        value={values.confirm}
        onChange={onChange}
        error={errors.confirm}
      />
    </>
  );
}
