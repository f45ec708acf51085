import { describe, expect, it } from 'vitest';
import { validatePassword, validateSignup } from './validation';

describe('sign-up validation', () => {
  it('accepts a valid form', () => {
    expect(validateSignup({ email: 'ana@example.com', password: 'glow12345', confirm: 'glow12345' })).toEqual({});
  });

  it.each([
    ['', 'Enter a password.'],
    ['abc123', 'Use at least 8 characters.'],
    ['a1'.repeat(65), 'Use at most 128 characters.'],
    ['abcdefgh', 'Use at least one letter and one digit.'],
    ['12345678', 'Use at least one letter and one digit.'],
  ])('password %j → %s', (password, message) => {
    expect(validatePassword(password)).toBe(message);
  });

  it('requires a matching confirmation and a valid e-mail', () => {
    const errors = validateSignup({ email: 'ana@', password: 'glow12345', confirm: 'glow1234' });
    expect(errors.email).toMatch(/valid e-mail/);
    expect(errors.confirm).toBe('The passwords do not match.');
  });
});
