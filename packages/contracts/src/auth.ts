import { z } from 'zod';
import { AUTH_MESSAGES } from './messages.js';
import { ROLES } from './roles.js';

export const USERNAME_MAX = 50;
export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 128;

/** The registration password rule: at least 10 characters with a letter and a digit. */
export function isStrongPassword(password: string): boolean {
  return password.length >= PASSWORD_MIN && /[A-Za-z]/.test(password) && /\d/.test(password);
}

/**
 * The form a username is kept in: compatibility characters folded by NFKC (fullwidth `ｂｏｓｓ` is
 * `boss`) and the spaces around it trimmed (docs/security.md, Usernames).
 */
export function normalizeUsername(username: string): string {
  return username.normalize('NFKC').trim();
}

/** Usernames are unique regardless of case and of compatibility forms: this is the key they are compared by. */
export function usernameKey(username: string): string {
  return normalizeUsername(username).toLowerCase();
}

/** Characters a reader cannot see: zero-width and other format characters, bidi controls, controls, unassigned code points. */
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cc}\p{Cf}\p{Cn}\p{Co}\p{Cs}\p{Zl}\p{Zp}]/u;

/** The scripts Unicode recommends for identifiers (UAX #31); Japanese, Korean and Chinese writing join Han to their own. */
const WRITING_SYSTEMS = [
  ...[
    'Arabic',
    'Armenian',
    'Bengali',
    'Cyrillic',
    'Devanagari',
    'Ethiopic',
    'Georgian',
    'Greek',
    'Gujarati',
    'Gurmukhi',
    'Hebrew',
    'Kannada',
    'Khmer',
    'Lao',
    'Latin',
    'Malayalam',
    'Myanmar',
    'Oriya',
    'Sinhala',
    'Tamil',
    'Telugu',
    'Thaana',
    'Thai',
    'Tibetan',
  ].map((script) => new RegExp(`^\\p{Script_Extensions=${script}}$`, 'u')),
  /^[\p{Script_Extensions=Han}\p{Script_Extensions=Hiragana}\p{Script_Extensions=Katakana}]$/u,
  /^[\p{Script_Extensions=Han}\p{Script_Extensions=Hangul}]$/u,
  /^[\p{Script_Extensions=Han}\p{Script_Extensions=Bopomofo}]$/u,
];

/**
 * Why a (normalised) new username is refused, or null: it holds an invisible character, its letters
 * mix writing systems (a Cyrillic `а` among Latin letters; digits, `_`, `.` and `-` belong to none),
 * or it or its key is longer than the key column (lower-casing can lengthen: `İ` becomes `i̇`).
 */
export function usernameProblem(username: string): string | null {
  if (INVISIBLE.test(username)) return AUTH_MESSAGES.usernameInvisible;
  const letters = username.match(/\p{L}/gu) ?? [];
  if (!WRITING_SYSTEMS.some((system) => letters.every((letter) => system.test(letter)))) {
    return AUTH_MESSAGES.usernameMixedScripts;
  }
  if (Math.max(username.length, usernameKey(username).length) > USERNAME_MAX) return AUTH_MESSAGES.usernameTooLong;
  return null;
}

const requiredText = (message: string) => z.string({ error: message }).trim().min(1, { error: message });

/** A username being chosen (registration, availability): normalised, then held to `usernameProblem`. */
const newUsername = requiredText(AUTH_MESSAGES.fillAll)
  .transform(normalizeUsername)
  .pipe(
    z
      .string()
      .min(1, { error: AUTH_MESSAGES.fillAll })
      .superRefine((username, ctx) => {
        const problem = usernameProblem(username);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
  );

export const loginSchema = z.object({
  username: requiredText(AUTH_MESSAGES.fillBoth),
  password: z.string({ error: AUTH_MESSAGES.fillBoth }).min(1, { error: AUTH_MESSAGES.fillBoth }),
});
export type LoginRequest = z.infer<typeof loginSchema>;

/** A new password and its confirmation, checked in the order the specification shows the messages. */
const newPasswordFields = {
  password: z.string({ error: AUTH_MESSAGES.fillAll }).min(1, { error: AUTH_MESSAGES.fillAll }),
  confirmPassword: z.string({ error: AUTH_MESSAGES.fillAll }).min(1, { error: AUTH_MESSAGES.fillAll }),
};

function checkNewPassword(value: { password: string; confirmPassword: string }, ctx: z.RefinementCtx): void {
  if (value.password.length > PASSWORD_MAX) {
    ctx.addIssue({ code: 'custom', message: AUTH_MESSAGES.passwordTooLong, path: ['password'] });
  } else if (!isStrongPassword(value.password)) {
    ctx.addIssue({ code: 'custom', message: AUTH_MESSAGES.passwordRule, path: ['password'] });
  } else if (value.password !== value.confirmPassword) {
    ctx.addIssue({ code: 'custom', message: AUTH_MESSAGES.passwordsDiffer, path: ['confirmPassword'] });
  }
}

export const registerSchema = z
  .object({
    username: newUsername,
    ...newPasswordFields,
  })
  .superRefine(checkNewPassword);
export type RegisterRequest = z.infer<typeof registerSchema>;

export const usernameAvailableQuerySchema = z.object({
  username: newUsername,
});

export const forgotPasswordSchema = z.object({
  email: z
    .string({ error: AUTH_MESSAGES.emailInvalid })
    .trim()
    .pipe(z.email({ error: AUTH_MESSAGES.emailInvalid })),
});
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z
  .object({
    token: requiredText(AUTH_MESSAGES.resetTokenInvalid),
    ...newPasswordFields,
  })
  .superRefine(checkNewPassword);
export type ResetPasswordRequest = z.infer<typeof resetPasswordSchema>;

/** Who is signed in, as the API tells it; the browser never decides the role. */
export const sessionUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  role: z.enum(ROLES),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const loginReplySchema = z.object({ accessToken: z.string(), user: sessionUserSchema });
export type LoginResponse = z.infer<typeof loginReplySchema>;

export const usernameAvailabilitySchema = z.object({ available: z.boolean() });
export type UsernameAvailability = z.infer<typeof usernameAvailabilitySchema>;
