import { create } from 'zustand';

/** `?announcement=<id>` selects an announcement in the carousel (spec §2). */
export const ANNOUNCEMENT_QUERY_PARAM = 'announcement';

interface AnnouncementSelection {
  selectedAnnouncementId: string | null;
  selectAnnouncement: (id: string | null) => void;
}

/**
 * The carousel's selection, one per page: the shell hands over what the address asked for,
 * and whichever remote draws the carousel reads it here.
 */
export const useAnnouncementSelection = create<AnnouncementSelection>((set) => ({
  selectedAnnouncementId: null,
  selectAnnouncement: (id) => set({ selectedAnnouncementId: id }),
}));
