import { describe, expect, it } from 'vitest';
import { validateActivation, validatePassword, validateSignup } from './validation';

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

  it('activation needs a user id and a 6-digit code', () => {
    expect(validateActivation({ userId: '3', code: '123456' })).toEqual({});
    expect(validateActivation({ userId: '', code: '12345' })).toEqual({
      userId: expect.any(String),
      code: 'Enter the 6-digit code from the e-mail.',
    });
  });
});
