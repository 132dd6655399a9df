import { act, screen } from '@testing-library/react';
import { SeasonalThemeMenuItem } from '.';
import { CURRENT_SEASON } from '@laurel/shared/seasonal';
import { useSeasonalStore } from './seasonal-store';
import { useThemedGiveLabel } from './use-themed-give-label';
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

  it('is one of the ten phrases while the theme is on, the same one for the whole page', () => {
    window.localStorage.setItem(SEASON_CHOICE_KEY, 'true');
    const { rerender } = renderWithSeasonal(<ThemedLabel />);
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
    ['it is out of season', () => jest.setSystemTime(new Date(2026, 5, 20))],
  ])('is null when %s', (_when, arrange) => {
    window.localStorage.setItem(SEASON_CHOICE_KEY, 'true');
    arrange();
    renderWithSeasonal(<ThemedLabel />);
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
    const phrase = label();
    await user.click(screen.getByRole('switch', { name: 'Seasonal theme' }));
    expect(label()).toBe('no themed label');
    act(() => useSeasonalStore.getState().setChoice(CURRENT_SEASON, true));
    expect(label()).toBe(phrase);
  });
});
