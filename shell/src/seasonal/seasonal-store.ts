import { create } from 'zustand';
import type { Season } from '@laurel/shared/seasonal';
import { storeChoice } from './seasonal-storage';

interface SeasonalState {
  /** Choices made on this page, by season id; anything else is read from storage. */
  choices: Readonly<Record<string, boolean>>;
  introOpen: boolean;
  openIntro: () => void;
  closeIntro: () => void;
  setChoice: (season: Season, enabled: boolean) => void;
}

export const useSeasonalStore = create<SeasonalState>((set) => ({
  choices: {},
  introOpen: false,
  openIntro: () => set({ introOpen: true }),
  closeIntro: () => set({ introOpen: false }),
  setChoice: (season, enabled) => {
    storeChoice(season, enabled);
    set((state) => ({ choices: { ...state.choices, [season.id]: enabled } }));
  },
}));

export const resetSeasonalStore = () => useSeasonalStore.setState({ choices: {}, introOpen: false });
