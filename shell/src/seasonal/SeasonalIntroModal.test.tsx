import { screen, within } from '@testing-library/react';
import { SeasonalTheme } from '.';
import { renderWithSeasonal, signInWithSeasonalFlag, startPage } from './testing/render-with-seasonal';

describe('SeasonalIntroModal', () => {
  let play: ReturnType<typeof startPage>['play'];
  let pause: ReturnType<typeof startPage>['pause'];

  beforeEach(() => ({ play, pause } = startPage()));
  afterEach(() => jest.useRealTimers());

  it('has a subtitle, three feature lines, the end date and enable and cancel buttons', async () => {
    signInWithSeasonalFlag();
    renderWithSeasonal(<SeasonalTheme />);
    const dialog = await screen.findByRole('dialog', { name: 'Autumn theme' });
    expect(dialog).toHaveAccessibleDescription('Bring a little autumn cheer to Laurel while the season lasts.');
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Leaves drift down the page.',
      'A few friendly ghosts float by.',
      'The Give recognition button gets a seasonal phrase.',
    ]);
    expect(dialog).toHaveTextContent('The theme ends on November 30th, 2026.');
    expect(within(dialog).getByRole('button', { name: 'Enable' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it("formats the end date in the user's locale", async () => {
    signInWithSeasonalFlag(true, 'de');
    renderWithSeasonal(<SeasonalTheme />);
    expect(await screen.findByRole('dialog')).toHaveTextContent('The theme ends on 30. November 2026.');
  });

  it('plays the sound at volume 0.3 while open and pauses it on close', async () => {
    signInWithSeasonalFlag();
    const { user } = renderWithSeasonal(<SeasonalTheme />);
    expect(play).toHaveBeenCalledTimes(1);
    const audio = play.mock.contexts[0] as HTMLAudioElement;
    expect(audio.volume).toBe(0.3);
    expect(audio.src).toMatch(/^data:audio\/wav;base64,/);
    expect(pause).not.toHaveBeenCalled();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(pause).toHaveBeenCalledTimes(1);
    expect(pause.mock.contexts[0]).toBe(audio);
  });

  it('only logs a sound that fails to play', async () => {
    const refused = new DOMException('play() needs a user gesture', 'NotAllowedError');
    play.mockRejectedValue(refused);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    signInWithSeasonalFlag();
    const { user } = renderWithSeasonal(<SeasonalTheme />);
    await user.click(screen.getByRole('button', { name: 'Enable' }));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('intro sound'), refused);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(await screen.findByTestId('seasonal-overlay')).toBeInTheDocument();
  });
});
