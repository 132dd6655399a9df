import { screen, waitFor } from '@testing-library/react';
import { subjectFor } from '@laurel/shared/testing/profiles';
import { SeasonalThemeMenuItem } from '../seasonal';
import {
  GIVE_LABEL,
  renderWithSeasonal,
  SEASON_CHOICE_KEY,
  signInWithSeasonalFlag,
  startPage,
  THEMED_PHRASES,
} from '../seasonal/testing/render-with-seasonal';
import { GiveRecognitionButton } from './GiveRecognitionButton';

const giveButton = () => document.getElementById('laurel-give-recognition');

describe('GiveRecognitionButton and the seasonal theme', () => {
  beforeEach(() => {
    startPage();
    signInWithSeasonalFlag();
  });
  afterEach(() => jest.useRealTimers());

  it("shows one of the season's ten themed phrases while the theme is on, once its copy is in", async () => {
    window.localStorage.setItem(SEASON_CHOICE_KEY, 'true');
    renderWithSeasonal(<GiveRecognitionButton subject={subjectFor('tier_three')} />);
    await waitFor(() => expect(THEMED_PHRASES).toContain(giveButton()?.textContent));
    const label = giveButton()?.textContent ?? '';
    expect(THEMED_PHRASES).toContain(label);
    expect(screen.getByRole('button', { name: label })).toHaveAttribute('data-seasonal-label', label);
  });

  it('keeps its own label while the theme is off', () => {
    window.localStorage.setItem(SEASON_CHOICE_KEY, 'false');
    renderWithSeasonal(<GiveRecognitionButton subject={subjectFor('tier_three')} />);
    expect(giveButton()).toHaveTextContent(GIVE_LABEL);
    expect(giveButton()).not.toHaveAttribute('data-seasonal-label');
  });

  it('goes back to its own label when the theme is turned off, and the user-menu copy follows too', async () => {
    window.localStorage.setItem(SEASON_CHOICE_KEY, 'true');
    const { user } = renderWithSeasonal(
      <>
        <GiveRecognitionButton subject={subjectFor('tier_three')} />
        <GiveRecognitionButton subject={subjectFor('tier_three')} inUserMenu />
        <SeasonalThemeMenuItem />
      </>,
    );
    await waitFor(() => expect(THEMED_PHRASES).toContain(giveButton()?.textContent));
    const phrase = giveButton()?.textContent ?? '';
    expect(screen.getAllByRole('button', { name: phrase })).toHaveLength(2);
    await user.click(await screen.findByRole('switch', { name: 'Seasonal theme' }));
    expect(screen.getAllByRole('button', { name: GIVE_LABEL })).toHaveLength(2);
    expect(giveButton()).not.toHaveAttribute('data-seasonal-label');
  });

  it('gives the page-wide id only to the top-bar button', () => {
    renderWithSeasonal(<GiveRecognitionButton subject={subjectFor('tier_three')} inUserMenu />);
    expect(screen.getByRole('button', { name: GIVE_LABEL })).not.toHaveAttribute('id');
  });
});
