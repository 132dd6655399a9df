import { screen } from '@testing-library/react';
import { SeasonalTheme, SeasonalThemeMenuItem } from '.';
import {
  renderWithSeasonal,
  SEASON_CHOICE_KEY,
  SEASON_INTRO_SEEN_KEY,
  signInWithSeasonalFlag,
  startPage,
} from './testing/render-with-seasonal';

describe('SeasonalThemeMenuItem', () => {
  beforeEach(() => {
    startPage();
    window.localStorage.setItem(SEASON_INTRO_SEEN_KEY, 'true');
    signInWithSeasonalFlag();
  });
  afterEach(() => jest.useRealTimers());

  const renderMenuAndTheme = () =>
    renderWithSeasonal(
      <>
        <SeasonalThemeMenuItem />
        <SeasonalTheme />
      </>,
    );

  it('turns the theme on through the intro modal, then off at once', async () => {
    const { user } = renderMenuAndTheme();
    const toggle = await screen.findByRole('switch', { name: 'Seasonal theme' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');

    await user.click(toggle);
    expect(await screen.findByRole('dialog', { name: 'Autumn theme' })).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await user.click(await screen.findByRole('button', { name: 'Enable' }));
    expect(toggle).toHaveAttribute('aria-checked', 'true');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.localStorage.getItem(SEASON_CHOICE_KEY)).toBe('false');
    expect(screen.queryByTestId('seasonal-overlay')).not.toBeInTheDocument();
  });

  it('stays off when the intro opened from it is cancelled', async () => {
    const { user } = renderMenuAndTheme();
    await user.click(await screen.findByRole('switch', { name: 'Seasonal theme' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('switch', { name: 'Seasonal theme' })).toHaveAttribute('aria-checked', 'false');
  });

  it('is keyboard operable', async () => {
    const { user } = renderMenuAndTheme();
    await screen.findByRole('switch', { name: 'Seasonal theme' });
    await user.tab();
    expect(screen.getByRole('switch', { name: 'Seasonal theme' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Autumn theme' })).toBeInTheDocument();
  });
});
