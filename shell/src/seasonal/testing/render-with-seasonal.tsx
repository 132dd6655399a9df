import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { commonResources, createI18n, useProfileStore } from '@laurel/shared';
import { signInForTests, subjectFor } from '@laurel/shared/testing/profiles';
import { REDUCED_MOTION_QUERY } from '@laurel/shared/ui-kit';
import shell from '../../locales/en/shell.json';
import navigation from '../../locales/en/navigation.json';
import seasonal from '../../locales/en/seasonal.json';
import { resetSeasonalStore } from '../seasonal-store';
import { forgetThemedPhraseForTests } from '../themed-phrase';

// The seasons' copy is not bundled: the components load it into this instance as they do on the page.
const i18n = createI18n({ en: { ...commonResources.en, navigation: { ...navigation } } }, 'navigation');
i18n.addResourceBundle('en', 'navigation', shell, true, false);

/** A day inside the autumn 2026 season. */
export const IN_SEASON = new Date(2026, 10, 25, 10, 0);
export const SEASON_CHOICE_KEY = 'laurel:seasonal-theme:autumn-2026';
export const SEASON_INTRO_SEEN_KEY = 'laurel:seasonal-theme:autumn-2026:intro-seen';
export const THEMED_PHRASES: readonly string[] = Object.values(seasonal.seasonal.seasons.autumn.phrases);
export const GIVE_LABEL = navigation.topBar.giveRecognition;

/**
 * A fresh page at `now`: fake clock, empty storage, no choice made, no phrase picked yet, and media
 * playback stubbed (jsdom has none). Mocks stay until the next start so React's cleanup still sees them.
 */
export function startPage(now: Date = IN_SEASON) {
  jest.restoreAllMocks();
  jest.useFakeTimers({ now });
  window.localStorage.clear();
  delete (window as { matchMedia?: unknown }).matchMedia;
  reloadPage();
  return {
    play: jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined),
    pause: jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined),
  };
}

/** What a page reload forgets; local storage survives it. */
export function reloadPage() {
  resetSeasonalStore();
  forgetThemedPhraseForTests();
}

export function signInWithSeasonalFlag(flagOn = true, locale = 'en') {
  const subject = subjectFor('tier_three', { locale });
  signInForTests(subject);
  useProfileStore.setState({ flags: { status: 'fetched', data: { 'seasonal-themes': flagOn }, error: null } });
  return subject;
}

export function renderWithSeasonal(ui: ReactElement) {
  const Wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  return { user, ...render(ui, { wrapper: Wrapper }) };
}

/** The reader's system asks for reduced motion (jsdom has no matchMedia); `startPage` takes it away again. */
export function emulateReducedMotion() {
  window.matchMedia = jest.fn((query: string) => ({
    matches: query === REDUCED_MOTION_QUERY,
    media: query,
    onchange: null,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
    addListener: jest.fn(),
    removeListener: jest.fn(),
    dispatchEvent: jest.fn(),
  }));
}
