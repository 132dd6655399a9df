import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { SWRConfig } from 'swr';
import type { QualityDimensionKey, QualityScore } from '@laurel/shared/recognition';
import { i18n } from '../../i18n';
import { answerPosts } from '../../feed/testing/v2-api';
import QualityGauge from './QualityGauge';
import { GaugeColumn } from './GaugeColumn';

const KEYS: QualityDimensionKey[] = ['specific', 'contextual', 'values_aligned', 'personal', 'genuine'];

function scoreWith(matched: QualityDimensionKey[]): QualityScore {
  return {
    score: matched.length * 20,
    totals: { matches: matched.length, total: 5 },
    dimensions: KEYS.map((key) => ({
      key,
      matches: matched.includes(key),
      reason: matched.includes(key) ? `Reason ${key} matched.` : `Reason ${key} missing.`,
    })),
  };
}

const LONG = '+10 @jordan Thanks for the launch checklist you made';

function answerScores(score: QualityScore) {
  return answerPosts((path) =>
    path === '/recognition/quality_scores'
      ? { result: score }
      : { result: ['Name the piece of work.', 'Add a number.'] },
  );
}

function setViewport(desktop: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: query.includes('min-width') ? desktop : false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

function renderGauge(text: string) {
  const view = render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <I18nextProvider i18n={i18n}>
        <QualityGauge text={text} giverId={2} />
        <GaugeColumn />
      </I18nextProvider>
    </SWRConfig>,
  );
  const rerender = (next: string) =>
    view.rerender(
      <SWRConfig value={{ provider: () => new Map() }}>
        <I18nextProvider i18n={i18n}>
          <QualityGauge text={next} giverId={2} />
          <GaugeColumn />
        </I18nextProvider>
      </SWRConfig>,
    );
  return { rerender, user: userEvent.setup({ advanceTimers: jest.advanceTimersByTime }) };
}

/** The 2 s debounce, then the answer. */
async function scored() {
  await act(async () => {
    jest.advanceTimersByTime(2000);
  });
}

beforeEach(() => {
  jest.useFakeTimers();
  window.localStorage.clear();
  setViewport(true);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('the quality gauge on desktop', () => {
  it('opens its pop-out from the toggle, remembers it, and scores only from 30 characters', async () => {
    const posts = answerScores(scoreWith(['specific', 'personal']));
    const { rerender, user } = renderGauge('+10 @jordan Thanks so much');
    const toggle = screen.getByRole('button', { name: /Recognition quality/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(window.localStorage.getItem('laurel.quality-gauge.pop-out-open')).toBe('true');
    const panel = screen.getByRole('region', { name: 'Recognition quality' });
    expect(within(panel).getByRole('status')).toHaveTextContent(/Write at least 30 characters/);

    await scored();
    expect(posts).not.toHaveBeenCalled();

    rerender(LONG);
    await scored();
    expect(posts).toHaveBeenCalledWith('/recognition/quality_scores', { bonusText: LONG }, expect.anything());
    expect(within(panel).getByRole('img', { name: 'Recognition quality: 2 of 5 qualities' })).toHaveAttribute(
      'data-level',
      '40',
    );
    expect(toggle).toHaveTextContent('2 of 5');
    expect(within(panel).getByRole('button', { name: /Specific\s*has it/ })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: /Contextual\s*not yet/ })).toBeInTheDocument();
  });

  it('goes from the checklist to a quality’s reason and ideas, and back with the focus where it was', async () => {
    window.localStorage.setItem('laurel.quality-gauge.pop-out-open', 'true');
    answerScores(scoreWith(['specific']));
    const { user } = renderGauge(LONG);
    await scored();
    const panel = screen.getByRole('region', { name: 'Recognition quality' });
    await user.click(within(panel).getByRole('button', { name: /Contextual/ }));
    const heading = within(panel).getByRole('heading', { name: 'Contextual' });
    expect(heading).toHaveFocus();
    expect(within(panel).getByText('Reason contextual missing.')).toBeInTheDocument();
    expect(await within(panel).findByText('Add a number.')).toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(200);
    });
    await user.click(within(panel).getByRole('button', { name: /Back to all qualities/ }));
    expect(within(panel).getByRole('button', { name: /Contextual/ })).toHaveFocus();
  });

  it('hides the feedback prompt once answered, until the draft is cleared', async () => {
    window.localStorage.setItem('laurel.quality-gauge.pop-out-open', 'true');
    answerScores(scoreWith(['genuine']));
    const { rerender, user } = renderGauge(LONG);
    await scored();
    const panel = screen.getByRole('region', { name: 'Recognition quality' });
    await user.click(within(panel).getByRole('button', { name: /Yes/ }));
    expect(within(panel).queryByRole('group', { name: 'Was this helpful?' })).not.toBeInTheDocument();
    expect(within(panel).getByText('Thanks for telling us.')).toHaveFocus();

    rerender(`${LONG} again`);
    await scored();
    expect(within(panel).queryByRole('group', { name: 'Was this helpful?' })).not.toBeInTheDocument();

    rerender('');
    rerender(`${LONG} anew`);
    await scored();
    expect(within(panel).getByRole('group', { name: 'Was this helpful?' })).toBeInTheDocument();
  });
});

describe('the quality gauge on a phone', () => {
  it('is an accordion under the composer, its open state remembered', async () => {
    setViewport(false);
    answerScores(scoreWith(KEYS));
    const { user } = renderGauge(LONG);
    await scored();
    const header = screen.getByRole('button', { name: /Recognition quality\s*5 of 5/ });
    expect(header).toHaveAttribute('aria-expanded', 'false');
    await user.click(header);
    expect(window.localStorage.getItem('laurel.quality-gauge.accordion-open')).toBe('true');
    const region = screen.getByRole('region', { name: /Recognition quality/ });
    expect(within(region).getByRole('img', { name: 'Recognition quality: 5 of 5 qualities' })).toHaveAttribute(
      'data-level',
      '100',
    );
  });
});
