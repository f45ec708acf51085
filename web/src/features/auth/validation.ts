import { PASSWORD_RULES } from '@/config/constants';

export type SignupValues = { email: string; password: string; confirm: string };
export type SignupErrors = Partial<Record<keyof SignupValues, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateEmail(email: string): string | undefined {
  if (!email.trim()) return 'Enter your e-mail address.';
  if (!EMAIL.test(email.trim())) return 'Enter a valid e-mail address, like name@example.com.';
  return undefined;
}

/** Password rules of the API: 8–128 characters, at least one letter and one digit. */
export function validatePassword(password: string): string | undefined {
  if (!password) return 'Enter a password.';
  if (password.length < PASSWORD_RULES.minLength) return `Use at least ${PASSWORD_RULES.minLength} characters.`;
  if (password.length > PASSWORD_RULES.maxLength) return `Use at most ${PASSWORD_RULES.maxLength} characters.`;
  if (!/\p{L}/u.test(password) || !/\p{Nd}/u.test(password)) return 'Use at least one letter and one digit.';
  return undefined;
}

export function validateSignup(values: SignupValues): SignupErrors {
  const errors: SignupErrors = {};
  const email = validateEmail(values.email);
  if (email) errors.email = email;
  const password = validatePassword(values.password);
  if (password) errors.password = password;
  if (!values.confirm) errors.confirm = 'Repeat your password.';
  else if (values.confirm !== values.password) errors.confirm = 'The passwords do not match.';
  return errors;
}

export type NewPasswordValues = { password: string; confirm: string };
export type NewPasswordErrors = Partial<Record<keyof NewPasswordValues, string>>;

/** A new password and its repetition (reset and change password). */
export function validateNewPassword(values: NewPasswordValues): NewPasswordErrors {
  const errors: NewPasswordErrors = {};
  const password = validatePassword(values.password);
  if (password) errors.password = password;
  if (!values.confirm) errors.confirm = 'Repeat your new password.';
  else if (values.confirm !== values.password) errors.confirm = 'The passwords do not match.';
  return errors;
}
