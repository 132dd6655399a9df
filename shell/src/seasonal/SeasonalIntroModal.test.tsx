import { screen, within } from '@testing-library/react';
import { SeasonalTheme } from '.';
import {
  emulateReducedMotion,
  renderWithSeasonal,
  signInWithSeasonalFlag,
  startPage,
} from './testing/render-with-seasonal';

const featureLines = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

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
    expect(featureLines(dialog)).toEqual([
      'Leaves drift down the page.',
      'A few friendly ghosts float by.',
      'The Give recognition button gets a seasonal phrase.',
    ]);
    expect(dialog).toHaveTextContent('The theme ends on November 30th, 2026.');
    expect(within(dialog).getByRole('button', { name: 'Enable' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: "Play the season's tune" })).not.toBeInTheDocument();
  });

  it.each([
    [
      new Date(2026, 11, 24, 18),
      'Holiday theme',
      'Snowflakes, stars and baubles drift down the page.',
      'The theme ends on January 6th, 2027.',
    ],
    [
      new Date(2028, 1, 10),
      'Winter theme',
      'Snowflakes and frosty sparkles drift down the page.',
      'The theme ends on February 29th, 2028.',
    ],
    [
      new Date(2027, 4, 1),
      'Spring theme',
      'Petals and blossoms drift down the page.',
      'The theme ends on May 31st, 2027.',
    ],
    [
      new Date(2027, 6, 4),
      'Summer theme',
      'Suns and confetti drift down the page.',
      'The theme ends on August 31st, 2027.',
    ],
  ])('on %s introduces the %s with its own lines and end date', async (now, title, falling, endsOn) => {
    startPage(now);
    signInWithSeasonalFlag();
    renderWithSeasonal(<SeasonalTheme />);
    const dialog = await screen.findByRole('dialog', { name: title });
    expect(featureLines(dialog)[0]).toBe(falling);
    expect(featureLines(dialog)[1]).toMatch(/Turn it off any time in your account menu\.$/);
    expect(dialog).toHaveTextContent(endsOn);
  });

  it("formats the end date in the user's locale", async () => {
    signInWithSeasonalFlag(true, 'de');
    renderWithSeasonal(<SeasonalTheme />);
    expect(await screen.findByRole('dialog')).toHaveTextContent('The theme ends on 30. November 2026.');
  });

  it("plays the season's sound at volume 0.3 while open and pauses it on close", async () => {
    signInWithSeasonalFlag();
    const { user } = renderWithSeasonal(<SeasonalTheme />);
    await screen.findByRole('dialog');
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

  it('does not autoplay with reduced motion, offers the tune a press away and stops it on close', async () => {
    emulateReducedMotion();
    signInWithSeasonalFlag();
    const { user } = renderWithSeasonal(<SeasonalTheme />);
    const dialog = await screen.findByRole('dialog', { name: 'Autumn theme' });
    expect(play).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: "Play the season's tune" }));
    expect(play).toHaveBeenCalledTimes(1);
    const audio = play.mock.contexts[0] as HTMLAudioElement;
    expect(audio.volume).toBe(0.3);

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(pause.mock.contexts).toContain(audio);
  });

  it('only logs a sound that fails to play', async () => {
    const refused = new DOMException('play() needs a user gesture', 'NotAllowedError');
    play.mockRejectedValue(refused);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    signInWithSeasonalFlag();
    const { user } = renderWithSeasonal(<SeasonalTheme />);
    await user.click(await screen.findByRole('button', { name: 'Enable' }));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('intro sound'), refused);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(await screen.findByTestId('seasonal-overlay')).toBeInTheDocument();
  });
});
