import { ROLES, type Role } from '@qmj/contracts';

/** Where the session's token is kept: the tab's session storage, so a reload keeps the sign-in and a new tab does not. */
export const TOKEN_KEY = 'qmj.token';

/** The stored session's token, or null (none, or storage unavailable). */
export function readStoredToken(): string | null {
  try {
    return window.sessionStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export const bearer = (token: string | null): string | null => (token ? `Bearer ${token}` : null);

/**
 * The role a session's token names (its JWT payload, docs/security.md), or null when it names none. Read only to
 * choose which first reads to ask for before the session is checked: the API decides who may read what.
 */
export function roleOfToken(token: string | null): Role | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const { role } = JSON.parse(atob(payload.replaceAll('-', '+').replaceAll('_', '/'))) as { role?: unknown };
    return ROLES.find((known) => known === role) ?? null;
  } catch {
    return null;
  }
}
