import { create } from 'zustand';

export type SessionStatus = 'resolving' | 'signed-in' | 'signing-in' | 'failed';

interface SessionState {
  status: SessionStatus;
  token: string | null;
  setToken: (token: string) => void;
  setStatus: (status: SessionStatus) => void;
  /** The session is gone: no token, and the browser is on its way to sign in. */
  clearToken: () => void;
}

/** The token lives in memory only, never in localStorage. */
export const useSessionStore = create<SessionState>((set) => ({
  status: 'resolving',
  token: null,
  setToken: (token) => set({ token, status: 'signed-in' }),
  setStatus: (status) => set({ status }),
  clearToken: () => set({ token: null, status: 'signing-in' }),
}));
