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
