// The username and password rules without a schema library, so a page can hold them without zod.
import { AUTH_MESSAGES } from './messages.js';

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

/**
 * E-mail addresses are compared regardless of case and of the spaces around them: this is the key a
 * reset request, a newsletter subscription and their hourly limit look an address up by.
 */
export function emailKey(email: string): string {
  return email.trim().toLowerCase();
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
