import { act, screen, within } from '@testing-library/react';
import { SeasonalTheme, SeasonalThemeMenuItem } from '.';
import {
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

  it('shows nothing outside the season', async () => {
    startPage(new Date(2026, 11, 1, 9, 0));
    signInWithSeasonalFlag();
    window.localStorage.setItem(SEASON_CHOICE_KEY, 'true');
    renderTheme();
    expect(screen.queryByTestId('seasonal-overlay')).not.toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('is off by default', async () => {
    signInWithSeasonalFlag();
    window.localStorage.setItem(SEASON_INTRO_SEEN_KEY, 'true');
    renderTheme();
    expect(screen.queryByTestId('seasonal-overlay')).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Seasonal theme' })).toHaveAttribute('aria-checked', 'false');
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
    await user.click(screen.getByRole('button', { name: 'Enable' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.localStorage.getItem(SEASON_CHOICE_KEY)).toBe('true');
    expect(await screen.findByTestId('seasonal-overlay')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Seasonal theme' })).toHaveAttribute('aria-checked', 'true');
  });

  it('leaves the theme off when the intro is cancelled', async () => {
    signInWithSeasonalFlag();
    const { user } = renderTheme();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByTestId('seasonal-overlay')).not.toBeInTheDocument();
    expect(window.localStorage.getItem(SEASON_CHOICE_KEY)).toBeNull();
  });
});
