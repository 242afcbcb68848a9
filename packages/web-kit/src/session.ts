import type { SessionUser } from '@qmj/contracts';
import { create } from 'zustand';
import { readStoredToken, TOKEN_KEY } from './early/stored-token';

/** Why the last session ended: the shell's guard picks its message from this. */
export type ExitReason = 'logout' | 'expired' | null;

export type SessionStatus = 'restoring' | 'ready';

export interface SessionState {
  token: string | null;
  user: SessionUser | null;
  /** 'restoring' while a stored token is being checked against GET /api/me. */
  status: SessionStatus;
  exitReason: ExitReason;
  signIn: (token: string, user: SessionUser) => void;
  /** Logout: clears session storage; the shell then shows `/`. */
  logout: () => void;
  /** The API answered 401 to a signed-in call. */
  expire: () => void;
  clearExitReason: () => void;
  setUser: (user: SessionUser) => void;
  setReady: () => void;
}

function clearStorage(): void {
  try {
    window.sessionStorage.clear();
  } catch {
    // storage unavailable: nothing to clear
  }
}

const initialToken = typeof window === 'undefined' ? null : readStoredToken();

/** The one session store; @qmj/web-kit is a Module Federation singleton, so host and remotes share it. */
export const useSession = create<SessionState>()((set) => ({
  token: initialToken,
  user: null,
  status: initialToken ? 'restoring' : 'ready',
  exitReason: null,
  signIn: (token, user) => {
    try {
      window.sessionStorage.setItem(TOKEN_KEY, token);
    } catch {
      // the session then lasts for this page only
    }
    set({ token, user: pickUser(user), status: 'ready', exitReason: null });
  },
  logout: () => {
    clearStorage();
    set({ token: null, user: null, status: 'ready', exitReason: 'logout' });
  },
  expire: () => {
    clearStorage();
    set({ token: null, user: null, status: 'ready', exitReason: 'expired' });
  },
  clearExitReason: () => set({ exitReason: null }),
  setUser: (user) => set({ user: pickUser(user), status: 'ready' }),
  setReady: () => set({ status: 'ready' }),
}));

function pickUser(user: SessionUser): SessionUser {
  return { id: user.id, username: user.username, role: user.role };
}
