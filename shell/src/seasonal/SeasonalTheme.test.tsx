import { act, screen, within } from '@testing-library/react';
import { SeasonalTheme, SeasonalThemeMenuItem } from '.';
import {
  emulateReducedMotion,
  reloadPage,
  renderWithSeasonal,
  SEASON_CHOICE_KEY,
  SEASON_INTRO_SEEN_KEY,
  signInWithSeasonalFlag,
  startPage,
} from './testing/render-with-seasonal';

const renderTheme = () =>
  renderWithSeasonal(
    <>
      <SeasonalThemeMenuItem />
      <SeasonalTheme />
    </>,
  );

describe('SeasonalTheme', () => {
  beforeEach(() => {
    startPage();
  });
  afterEach(() => jest.useRealTimers());

  it('shows nothing without the seasonal-themes flag, whatever was stored', async () => {
    signInWithSeasonalFlag(false);
    window.localStorage.setItem(SEASON_CHOICE_KEY, 'true');
    renderTheme();
    expect(screen.queryByTestId('seasonal-overlay')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it.each([
    ['on the first day of the holidays', new Date(2026, 11, 1, 9, 0), 'holidays-2026', 'Holiday theme'],
    ['in the new year', new Date(2027, 0, 2, 9, 0), 'holidays-2026', 'Holiday theme'],
    ['in February', new Date(2027, 1, 14, 9, 0), 'winter-2027', 'Winter theme'],
    ['in April', new Date(2027, 3, 20, 9, 0), 'spring-2027', 'Spring theme'],
    ['in July', new Date(2027, 6, 15, 9, 0), 'summer-2027', 'Summer theme'],
  ])("offers the season's own theme %s, asking afresh under %s", async (_when, now, seasonId, title) => {
    startPage(now);
    signInWithSeasonalFlag();
    window.localStorage.setItem(SEASON_CHOICE_KEY, 'true');
    renderTheme();
    expect(await screen.findByRole('dialog', { name: title })).toBeInTheDocument();
    expect(window.localStorage.getItem(`laurel:seasonal-theme:${seasonId}:intro-seen`)).toBe('true');
    expect(screen.queryByTestId('seasonal-overlay')).not.toBeInTheDocument();
  });

  it.each([
    ['holidays', new Date(2026, 11, 20), ['snowflake', 'sparkle', 'bauble']],
    ['winter', new Date(2027, 0, 20), ['snowflake', 'sparkle']],
    ['spring', new Date(2027, 3, 20), ['petal', 'blossom']],
    ['summer', new Date(2027, 6, 20), ['sun', 'confetti']],
  ])('lets %s fall its own 20 items and no ghosts', async (kind, now, shapes) => {
    startPage(now);
    signInWithSeasonalFlag();
    window.localStorage.setItem(`laurel:seasonal-theme:${kind}-${now.getFullYear()}`, 'true');
    renderTheme();
    const overlay = await screen.findByTestId('seasonal-overlay');
    expect(overlay).toHaveAttribute('data-season', kind);
    const items = within(overlay).getAllByTestId('seasonal-falling-item');
    expect(items).toHaveLength(20);
    expect(new Set(items.map((item) => item.dataset.shape))).toEqual(new Set(shapes));
    expect(within(overlay).queryByTestId('seasonal-ghost')).not.toBeInTheDocument();
  });

  it('lets nothing fall when the reader asked for reduced motion', async () => {
    emulateReducedMotion();
    signInWithSeasonalFlag();
    window.localStorage.setItem(SEASON_CHOICE_KEY, 'true');
    renderTheme();
    const overlay = await screen.findByTestId('seasonal-overlay');
    expect(overlay).toHaveAttribute('data-motion', 'still');
    expect(within(overlay).getAllByTestId('seasonal-falling-item')).toHaveLength(20);
  });

  it('is off by default', async () => {
    signInWithSeasonalFlag();
    window.localStorage.setItem(SEASON_INTRO_SEEN_KEY, 'true');
    renderTheme();
    expect(screen.queryByTestId('seasonal-overlay')).not.toBeInTheDocument();
    expect(await screen.findByRole('switch', { name: 'Seasonal theme' })).toHaveAttribute('aria-checked', 'false');
  });

  it("reads the choice from this season's key only", async () => {
    signInWithSeasonalFlag();
    window.localStorage.setItem('laurel:seasonal-theme:autumn-2025', 'true');
    window.localStorage.setItem(SEASON_INTRO_SEEN_KEY, 'true');
    const { unmount } = renderTheme();
    expect(screen.queryByTestId('seasonal-overlay')).not.toBeInTheDocument();
    unmount();

    window.localStorage.setItem(SEASON_CHOICE_KEY, 'true');
    renderTheme();
    expect(await screen.findByTestId('seasonal-overlay')).toBeInTheDocument();
  });

  it('renders 20 falling items and 3 ghosts in a decorative overlay when enabled', async () => {
    signInWithSeasonalFlag();
    window.localStorage.setItem(SEASON_CHOICE_KEY, 'true');
    renderTheme();
    const overlay = await screen.findByTestId('seasonal-overlay');
    expect(overlay).toHaveAttribute('aria-hidden', 'true');
    expect(overlay).toHaveAttribute('data-motion', 'falling');
    expect(within(overlay).getAllByTestId('seasonal-falling-item')).toHaveLength(20);
    expect(within(overlay).getAllByTestId('seasonal-ghost')).toHaveLength(3);
  });

  it('opens the intro by itself once per season for a user who has not chosen yet', async () => {
    signInWithSeasonalFlag();
    const { unmount } = renderTheme();
    expect(await screen.findByRole('dialog', { name: 'Autumn theme' })).toBeInTheDocument();
    expect(window.localStorage.getItem(SEASON_INTRO_SEEN_KEY)).not.toBeNull();
    unmount();

    reloadPage();
    renderTheme();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('waits for the flags before opening the intro', async () => {
    signInWithSeasonalFlag(false);
    renderTheme();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => signInWithSeasonalFlag(true));
    expect(await screen.findByRole('dialog', { name: 'Autumn theme' })).toBeInTheDocument();
  });

  it('does not open the intro for a user who already chose', async () => {
    signInWithSeasonalFlag();
    window.localStorage.setItem(SEASON_CHOICE_KEY, 'false');
    renderTheme();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('enables the theme from the intro and stores the choice under the season key', async () => {
    signInWithSeasonalFlag();
    const { user } = renderTheme();
    await user.click(await screen.findByRole('button', { name: 'Enable' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.localStorage.getItem(SEASON_CHOICE_KEY)).toBe('true');
    expect(await screen.findByTestId('seasonal-overlay')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Seasonal theme' })).toHaveAttribute('aria-checked', 'true');
  });

  it('leaves the theme off when the intro is cancelled', async () => {
    signInWithSeasonalFlag();
    const { user } = renderTheme();
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByTestId('seasonal-overlay')).not.toBeInTheDocument();
    expect(window.localStorage.getItem(SEASON_CHOICE_KEY)).toBeNull();
  });
});
