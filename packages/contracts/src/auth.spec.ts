import { describe, expect, it } from '@jest/globals';
import { loginSchema, registerSchema, usernameAvailableQuerySchema } from './auth.js';
import { emailKey, isStrongPassword, usernameKey } from './credentials.js';
import { AUTH_MESSAGES } from './messages.js';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error?.issues[0]?.message;

describe('the registration password rule', () => {
  it.each([
    ['abcdefghij1', true],
    ['1234567890a', true],
    ['abcdefghij', false],
    ['1234567890', false],
    ['abc123', false],
  ])('%s is strong: %s', (password, strong) => {
    expect(isStrongPassword(password)).toBe(strong);
  });
});

describe('registerSchema', () => {
  it('asks for every field first', () => {
    expect(firstMessage(registerSchema.safeParse({ username: '  ', password: 'x', confirmPassword: 'x' }))).toBe(
      AUTH_MESSAGES.fillAll,
    );
    expect(firstMessage(registerSchema.safeParse({}))).toBe(AUTH_MESSAGES.fillAll);
  });

  it('then checks the password rule, then the confirmation', () => {
    expect(firstMessage(registerSchema.safeParse({ username: 'ana', password: 'short1', confirmPassword: 'x' }))).toBe(
      AUTH_MESSAGES.passwordRule,
    );
    expect(
      firstMessage(
        registerSchema.safeParse({ username: 'ana', password: 'longenough1', confirmPassword: 'longenough2' }),
      ),
    ).toBe(AUTH_MESSAGES.passwordsDiffer);
  });

  it('accepts a good registration and trims the username', () => {
    const result = registerSchema.safeParse({
      username: ' ana ',
      password: 'longenough1',
      confirmPassword: 'longenough1',
    });
    expect(result.success && result.data.username).toBe('ana');
  });
});

describe('loginSchema', () => {
  it('wants both the username and the password', () => {
    expect(firstMessage(loginSchema.safeParse({ username: 'ana' }))).toBe(AUTH_MESSAGES.fillBoth);
    expect(firstMessage(loginSchema.safeParse({ username: '', password: 'x' }))).toBe(AUTH_MESSAGES.fillBoth);
  });
});

describe('usernameKey', () => {
  it('compares usernames regardless of case and surrounding spaces', () => {
    expect(usernameKey(' Ana.Cruz ')).toBe(usernameKey('ana.cruz'));
  });
});

describe('emailKey', () => {
  it('compares addresses regardless of case and surrounding spaces', () => {
    expect(emailKey(' Ana.Cruz@Example.COM ')).toBe('ana.cruz@example.com');
  });
});

describe('new usernames', () => {
  const checked = (username: string) => usernameAvailableQuerySchema.safeParse({ username });

  it.each([
    ['b\u200boss', AUTH_MESSAGES.usernameInvisible],
    ['boss\u202e', AUTH_MESSAGES.usernameInvisible],
    ['bo\u00adss', AUTH_MESSAGES.usernameInvisible],
    ['b\u0430ss', AUTH_MESSAGES.usernameMixedScripts],
    ['\u03b1lpha', AUTH_MESSAGES.usernameMixedScripts],
    ['\u0130'.repeat(50), AUTH_MESSAGES.usernameTooLong],
    ['\u0130'.repeat(26), AUTH_MESSAGES.usernameTooLong],
    ['a'.repeat(51), AUTH_MESSAGES.usernameTooLong],
  ])('refuses %j', (username, message) => {
    expect(firstMessage(checked(username))).toBe(message);
  });

  it.each([
    ['ana.cruz_2026-x', 'ana.cruz_2026-x'],
    ['\uff42\uff4f\uff53\uff53', 'boss'],
    ['\u0431\u043e\u0440\u0438\u0441', '\u0431\u043e\u0440\u0438\u0441'],
    ['\u5c71\u7530\u305f\u308d\u3046', '\u5c71\u7530\u305f\u308d\u3046'],
    ['\u0130'.repeat(25), '\u0130'.repeat(25)],
    ['a'.repeat(50), 'a'.repeat(50)],
  ])('accepts %j as %j', (username, kept) => {
    const result = checked(username);
    expect(result.success && result.data.username).toBe(kept);
  });

  it('keys a fullwidth name as its plain form', () => {
    expect(usernameKey('\uff22\uff4f\uff53\uff53')).toBe('boss');
  });
});
