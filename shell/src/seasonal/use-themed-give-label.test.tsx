import { act, screen, waitFor } from '@testing-library/react';
import { SeasonalThemeMenuItem } from '.';
import { activeSeason } from '@laurel/shared/seasonal';
import { useSeasonalStore } from './seasonal-store';
import { useThemedGiveLabel } from './use-themed-give-label';
import seasonal from '../locales/en/seasonal.json';
import {
  renderWithSeasonal,
  SEASON_CHOICE_KEY,
  signInWithSeasonalFlag,
  startPage,
  THEMED_PHRASES,
} from './testing/render-with-seasonal';

function ThemedLabel() {
  return <output>{useThemedGiveLabel() ?? 'no themed label'}</output>;
}

const label = () => screen.getByRole('status').textContent;

describe('useThemedGiveLabel', () => {
  beforeEach(() => {
    startPage();
    signInWithSeasonalFlag();
  });
  afterEach(() => jest.useRealTimers());

  it("is one of the season's ten phrases while the theme is on, the same one for the whole page", async () => {
    window.localStorage.setItem(SEASON_CHOICE_KEY, 'true');
    const { rerender } = renderWithSeasonal(<ThemedLabel />);
    await waitFor(() => expect(THEMED_PHRASES).toContain(label()));
    const phrase = label();
    expect(THEMED_PHRASES).toHaveLength(10);
    expect(THEMED_PHRASES).toContain(phrase);
    rerender(<ThemedLabel />);
    expect(label()).toBe(phrase);
  });

  it.each([
    ['the stored choice is off', () => window.localStorage.setItem(SEASON_CHOICE_KEY, 'false')],
    ['no choice is stored', () => window.localStorage.removeItem(SEASON_CHOICE_KEY)],
    ['the flag is off', () => signInWithSeasonalFlag(false)],
    ['the season has changed since it was chosen', () => jest.setSystemTime(new Date(2026, 11, 20))],
  ])('is null when %s', async (_when, arrange) => {
    window.localStorage.setItem(SEASON_CHOICE_KEY, 'true');
    arrange();
    renderWithSeasonal(<ThemedLabel />);
    await act(() => Promise.resolve());
    expect(label()).toBe('no themed label');
  });

  it('follows the theme being turned on and off on the page', async () => {
    window.localStorage.setItem(SEASON_CHOICE_KEY, 'true');
    const { user } = renderWithSeasonal(
      <>
        <ThemedLabel />
        <SeasonalThemeMenuItem />
      </>,
    );
    await waitFor(() => expect(THEMED_PHRASES).toContain(label()));
    const phrase = label();
    await user.click(await screen.findByRole('switch', { name: 'Seasonal theme' }));
    expect(label()).toBe('no themed label');
    act(() => useSeasonalStore.getState().setChoice(activeSeason(), true));
    expect(label()).toBe(phrase);
  });
});

describe('useThemedGiveLabel in each season', () => {
  afterEach(() => jest.useRealTimers());

  it.each([
    ['holidays', new Date(2026, 11, 31, 23, 0)],
    ['winter', new Date(2027, 1, 1)],
    ['spring', new Date(2027, 3, 1)],
    ['summer', new Date(2027, 6, 1)],
  ] as const)("is one of %s's own phrases", async (kind, now) => {
    startPage(now);
    signInWithSeasonalFlag();
    window.localStorage.setItem(`laurel:seasonal-theme:${kind}-${now.getFullYear()}`, 'true');
    renderWithSeasonal(<ThemedLabel />);
    await waitFor(() => expect(Object.values(seasonal.seasonal.seasons[kind].phrases)).toContain(label()));
  });
});
