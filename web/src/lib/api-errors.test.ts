import { describe, expect, it } from 'vitest';
import {
  BusinessError,
  RateLimitError,
  ValidationError,
  formErrorsFrom,
  parseRetryAfter,
  rateLimitMessage,
  routeForFailure,
} from './api-errors';

describe('routeForFailure (error catalogue, spec §8)', () => {
  it.each([
    [404, null, '/404'],
    [401, { status: false, auth: false, msg: 'expired' }, '/signin'],
    [401, null, '/signin'],
    [403, { status: false, msg: 'not yours' }, '/403'],
    [500, { status: false, msg: 'boom' }, '/error'],
    [502, null, '/error'],
    [503, { status: false, msg: 'search down' }, '/error'],
    [400, null, '/error'],
    [413, null, '/error'],
    [null, null, '/error'],
  ])('status %s → %s', (status, body, expected) => {
    expect(routeForFailure(status, body)).toBe(expected);
  });

  it('a 503 goes to /error whatever the path: a search screen that shows it says so itself (handledStatuses)', () => {
    const down = { status: false, msg: 'search down' };
    expect(routeForFailure(503, down)).toBe('/error');
    expect(routeForFailure(500, down)).toBe('/error');
  });

  it('any body with auth false goes to /signin, even with 200', () => {
    expect(routeForFailure(200, { status: false, auth: false, msg: 'Please sign in' })).toBe('/signin');
    expect(routeForFailure(403, { status: false, auth: false })).toBe('/signin');
  });

  it('success, business failures, 422 and 429 stay with the caller', () => {
    expect(routeForFailure(200, { status: true, msg: 'ok' })).toBeNull();
    expect(routeForFailure(200, { status: false, msg: 'Incorrect e-mail or password.' })).toBeNull();
    expect(routeForFailure(204, null)).toBeNull();
    expect(routeForFailure(422, { status: false, errors: [] })).toBeNull();
    expect(routeForFailure(429, { status: false, msg: 'slow down' })).toBeNull();
  });

  it('auth: true or a missing auth field is not an auth failure', () => {
    expect(routeForFailure(200, { status: true, auth: true })).toBeNull();
    expect(routeForFailure(200, 'plain text')).toBeNull();
  });
});

describe('parseRetryAfter', () => {
  it('reads delta seconds', () => expect(parseRetryAfter('42')).toBe(42));
  it('reads an HTTP date', () => {
    const now = Date.parse('2025-01-01T00:00:00Z');
    expect(parseRetryAfter('Wed, 01 Jan 2025 00:00:30 GMT', now)).toBe(30);
  });
  it('returns null for junk', () => {
    expect(parseRetryAfter(null)).toBeNull();
    expect(parseRetryAfter('soon')).toBeNull();
  });
  it('formats the message', () => {
    expect(rateLimitMessage(12)).toBe('Too many attempts, try again in 12 seconds.');
  });
});

describe('formErrorsFrom', () => {
  it('maps per-field errors of a 422', () => {
    const error = new ValidationError({ status: false, msg: 'invalid', errors: [{ field: 'body.nickname', msg: 'Too long' }] });
    expect(formErrorsFrom(error)).toEqual({ fields: { nickname: 'Too long' }, form: null });
  });

  it('names the form field of nested error locations', () => {
    const error = new ValidationError({ status: false, msg: 'invalid', errors: [{ field: 'concerns.0', msg: 'Unknown concern' }] });
    expect(formErrorsFrom(error).fields).toEqual({ concerns: 'Unknown concern' });
  });

  it('maps a business code to its field', () => {
    const error = new BusinessError(200, { status: false, msg: 'That e-mail is already registered.', code: 'email_taken' });
    expect(formErrorsFrom(error, { email_taken: 'email' })).toEqual({
      fields: { email: 'That e-mail is already registered.' },
      form: null,
    });
  });

  it('shows other business failures and 429 at form level', () => {
    expect(formErrorsFrom(new BusinessError(200, { status: false, msg: 'Nope', code: 'x' })).form).toBe('Nope');
    expect(formErrorsFrom(new RateLimitError(null, 5)).form).toBe('Too many attempts, try again in 5 seconds.');
  });
});
