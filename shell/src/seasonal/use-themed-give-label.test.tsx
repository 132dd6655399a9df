import { useEffect, useState } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import { SeasonalTheme, SeasonalThemeMenuItem } from '.';
import {
  GIVE_LABEL,
  GiveButton,
  renderWithSeasonal,
  SEASON_CHOICE_KEY,
  signInWithSeasonalFlag,
  startPage,
  THEMED_PHRASES,
} from './testing/render-with-seasonal';

function GiveButtonAfter({ delayMs }: { delayMs: number }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setShown(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [delayMs]);
  return shown ? <GiveButton /> : null;
}

const giveButton = () => document.getElementById('laurel-give-recognition');

describe('the themed give-recognition label', () => {
  beforeEach(() => {
    startPage();
    signInWithSeasonalFlag();
    window.localStorage.setItem(SEASON_CHOICE_KEY, 'true');
  });
  afterEach(() => jest.useRealTimers());

  it('replaces the label with one of the ten phrases', () => {
    renderWithSeasonal(
      <>
        <GiveButton />
        <SeasonalTheme />
      </>,
    );
    const label = giveButton()?.textContent ?? '';
    expect(THEMED_PHRASES).toHaveLength(10);
    expect(THEMED_PHRASES).toContain(label);
    expect(screen.getByRole('button', { name: label })).toHaveAttribute('data-seasonal-label', label);
  });

  it('swaps the label of a button that only appears after 1 s', () => {
    renderWithSeasonal(
      <>
        <SeasonalTheme />
        <GiveButtonAfter delayMs={1000} />
      </>,
    );
    expect(giveButton()).toBeNull();
    act(() => jest.advanceTimersByTime(1000));
    expect(giveButton()).toHaveTextContent(GIVE_LABEL);
    act(() => jest.advanceTimersByTime(200));
    expect(THEMED_PHRASES).toContain(giveButton()?.textContent);
  });

  it('gives up looking for the button after 10 s', () => {
    renderWithSeasonal(
      <>
        <SeasonalTheme />
        <GiveButtonAfter delayMs={10_100} />
      </>,
    );
    act(() => jest.advanceTimersByTime(10_000));
    expect(jest.getTimerCount()).toBe(1);
    act(() => jest.advanceTimersByTime(1000));
    expect(giveButton()).toHaveTextContent(GIVE_LABEL);
    expect(giveButton()).not.toHaveAttribute('data-seasonal-label');
  });

  it('restores the original label when the theme is turned off', async () => {
    const { user } = renderWithSeasonal(
      <>
        <GiveButton />
        <SeasonalThemeMenuItem />
        <SeasonalTheme />
      </>,
    );
    expect(giveButton()).not.toHaveTextContent(GIVE_LABEL);
    await user.click(screen.getByRole('switch', { name: 'Seasonal theme' }));
    expect(giveButton()).toHaveTextContent(GIVE_LABEL);
    expect(giveButton()).not.toHaveAttribute('data-seasonal-label');
  });

  it('leaves the label alone while the theme is off', () => {
    window.localStorage.setItem(SEASON_CHOICE_KEY, 'false');
    renderWithSeasonal(
      <>
        <GiveButton />
        <SeasonalTheme />
      </>,
    );
    expect(giveButton()).toHaveTextContent(GIVE_LABEL);
    expect(jest.getTimerCount()).toBe(0);
  });
});

describe('the themed label and React', () => {
  beforeEach(() => {
    startPage();
    signInWithSeasonalFlag();
    window.localStorage.setItem(SEASON_CHOICE_KEY, 'true');
  });
  afterEach(() => jest.useRealTimers());

  function RelabelledButton({ label }: { label: string }) {
    return (
      <button type="button" id="laurel-give-recognition">
        {label}
      </button>
    );
  }

  it("keeps the phrase through re-renders and restores React's latest label", async () => {
    const ui = (label: string) => (
      <>
        <RelabelledButton label={label} />
        <SeasonalThemeMenuItem />
        <SeasonalTheme />
      </>
    );
    const { rerender, user } = renderWithSeasonal(ui('Give recognition'));
    const phrase = giveButton()?.textContent;
    rerender(ui('Reconnaître'));
    await waitFor(() => expect(giveButton()).toHaveTextContent(phrase ?? ''));
    rerender(ui('Anerkennen'));
    await waitFor(() => expect(giveButton()).toHaveTextContent(phrase ?? ''));
    await user.click(screen.getByRole('switch', { name: 'Seasonal theme' }));
    expect(giveButton()).toHaveTextContent('Anerkennen');
  });
});
