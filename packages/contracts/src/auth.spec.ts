import { describe, expect, it } from '@jest/globals';
import { isStrongPassword, loginSchema, registerSchema, usernameKey } from './auth.js';
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
