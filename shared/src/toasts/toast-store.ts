import { create } from 'zustand';

export type ToastStatus = 'info' | 'success' | 'warn' | 'error';

export interface Toast {
  id: number;
  status: ToastStatus;
  message: string;
  /** Stays until dismissed (programs §8: a claim's success), instead of leaving after its lifetime. */
  persistent?: boolean;
  /** How long it stays when not persistent; TOAST_LIFETIME_MS when left out. */
  durationMs?: number;
}

export const TOAST_LIFETIME_MS = 6000;

interface ToastState {
  toasts: Toast[];
  dismiss: (id: number) => void;
}

let nextToastId = 1;

/** The page's one toast queue: any app raises a toast, the shell shows it top right. */
export const useToastStore = create<ToastState>((set) => ({
  toasts: [],
  dismiss: (id) => set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) })),
}));

export function showToast(
  message: string,
  status: ToastStatus = 'info',
  { persistent = false, durationMs }: { persistent?: boolean; durationMs?: number } = {},
): number {
  const id = nextToastId++;
  useToastStore.setState((state) => ({ toasts: [...state.toasts, { id, status, message, persistent, durationMs }] }));
  return id;
}
