import { describe, expect, it } from 'vitest';
import { email, isValidEmail, matches, password, required, username, validate } from './validation';

describe('client validation (spec §5)', () => {
  it('applies the password length, match and e-mail rules', () => {
    const values = { username: '', email: 'nope', password: '12345', confirmPassword: '123456' };
    const errors = validate(values, {
      username: [required],
      email: [email],
      password: [password],
      confirmPassword: [matches<typeof values>('password')],
    });
    expect(errors).toEqual({
      username: { message: 'required' },
      email: { message: 'invalidEmail' },
      password: { message: 'passwordLength' },
      confirmPassword: { message: 'passwordMismatch' },
    });
  });

  it('accepts 6 and 20 characters, refuses 21', () => {
    expect(password('123456', {})).toBeNull();
    expect(password('x'.repeat(20), {})).toBeNull();
    expect(password('x'.repeat(21), {})).toEqual({ message: 'passwordLength' });
  });

  it('requires e-mails shorter than 255 characters', () => {
    expect(isValidEmail('a@b.co')).toBe(true);
    expect(isValidEmail(`${'a'.repeat(250)}@b.co`)).toBe(false);
  });

  it('limits usernames to letters, digits, dot, dash and underscore', () => {
    expect(username('ada.l-1_x', {})).toBeNull();
    expect(username('ada lovelace', {})).toEqual({ message: 'usernameFormat' });
  });
});
