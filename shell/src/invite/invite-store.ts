import { create } from 'zustand';

export const INVITE_OPEN_DELAY_MS = 1500;

interface InviteState {
  open: boolean;
  setOpen: (open: boolean) => void;
}

export const useInviteStore = create<InviteState>((set) => ({ open: false, setOpen: (open) => set({ open }) }));
