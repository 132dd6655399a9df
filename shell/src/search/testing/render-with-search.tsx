import type { ReactElement } from 'react';
import { renderChrome } from '../../chrome/testing/render-chrome';
import type { GlobalSearchResults, RecognitionHit, UserHit } from '../search-hits';

/** Renders with the shell's English copy (the `search` namespace among it) and a router whose path tests can read. */
export const renderWithSearch = (ui: ReactElement, url = '/') => renderChrome(ui, { url });

const person = (id: number, display_name: string) => ({
  id,
  display_name,
  slug: display_name.toLowerCase().replace(/ /g, '-'),
});

export const userHit = (id: number, display_name: string): UserHit => ({
  objectID: String(id),
  display_name,
  profile_pic: null,
  slug: person(id, display_name).slug,
  custom_properties: { department: 'Engineering', location: 'Lisbon' },
  last_recognition: null,
});

export const recognitionHit = (id: number, reason: string): RecognitionHit => ({
  objectID: String(id),
  id,
  reason,
  giver: person(1, 'Emma Employee'),
  receivers: [person(2, 'Mateo Manager')],
  created_at: '2026-11-20T10:00:00Z',
});

export const someResults = (): GlobalSearchResults => ({
  users: [userHit(1, 'Emma Employee'), userHit(2, 'Mateo Manager')],
  recognitions: [recognitionHit(7, 'Thanks for the launch'), recognitionHit(8, 'Great demo')],
});
