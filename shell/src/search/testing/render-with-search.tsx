import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import { commonResources, createI18n } from '@laurel/shared';
import { searchResources } from '../search-resources';
import type { GlobalSearchResults, RecognitionHit, UserHit } from '../search-hits';

const i18n = createI18n({ en: { ...commonResources.en, ...searchResources } }, 'search');

function CurrentPath() {
  return <output data-testid="current-path">{useLocation().pathname}</output>;
}

/** Renders with the real English `search` copy and a router whose path tests can read. */
export function renderWithSearch(ui: ReactElement, url = '/') {
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[url]}>
        {children}
        <CurrentPath />
      </MemoryRouter>
    </I18nextProvider>
  );
  return render(ui, { wrapper: Wrapper });
}

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
