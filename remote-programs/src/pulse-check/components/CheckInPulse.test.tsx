import { screen } from '@testing-library/react';
import type { ReportsCheckIns } from '@laurel/shared/contract';
import { signInForTests } from '@laurel/shared/testing/profiles';
import { answerGets, answerPosts, httpError } from '../../claim/testing/api-answers';
import { renderPage } from '../../testing/render-page';
import { checkIn, checkInManager, checkInWriter, myCheckIns } from '../../check-ins/testing/check-in-fixtures';
import { CheckInsPage } from '../../pages/CheckInsPage';

const render = () => renderPage(<CheckInsPage />, { url: '/growth/check-ins', path: '/growth/check-ins' });
const PULSE = {
  question: 'How are you feeling about work this week?',
  scaleLabels: ['Low', 'Meh', 'Okay', 'Fine', 'Superb'],
};

describe('the pulse in check-ins', () => {
  afterEach(() => jest.restoreAllMocks());

  it('asks the company’s question when it is on, checks the comment and sends the answer', async () => {
    signInForTests(checkInWriter());
    let mine = myCheckIns({ pulse: PULSE });
    answerGets(() => mine);
    const posts = answerPosts((_path, body) => {
      mine = myCheckIns({ pulse: PULSE, current: checkIn(body as object) });
      return mine.current;
    });
    const { user } = render();
    const group = await screen.findByRole('group', { name: `Pulse: ${PULSE.question}` });
    expect(group).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'What went well? (required)' }), 'Shipped');
    await user.click(screen.getByRole('radio', { name: '4 – Good' }));
    await user.click(screen.getByRole('radio', { name: '2 – Meh' }));
    const comment = screen.getByRole('textbox', { name: 'Comment on your answer (optional)' });
    await user.click(comment);
    await user.paste('x'.repeat(501));
    await user.click(screen.getByRole('button', { name: 'Save check-in' }));
    expect(comment).toHaveFocus();
    expect(comment).toHaveAccessibleDescription(expect.stringContaining('Keep the comment to 500 characters.'));
    expect(posts).not.toHaveBeenCalled();
    await user.clear(comment);
    await user.type(comment, 'Long week');
    await user.click(screen.getByRole('button', { name: 'Save check-in' }));
    expect(posts).toHaveBeenCalledWith('/check_ins', {
      wentWell: 'Shipped',
      blockers: '',
      mood: 4,
      pulse: { score: 2, comment: 'Long week' },
    });
    expect(await screen.findByText(/2 of 5 – Meh/)).toBeInTheDocument();
  });

  it('asks nothing when the pulse is off', async () => {
    signInForTests(checkInWriter());
    answerGets(() => myCheckIns());
    render();
    await screen.findByRole('textbox', { name: 'What went well? (required)' });
    expect(screen.queryByRole('group', { name: /Pulse/ })).not.toBeInTheDocument();
  });

  it('shows the manager the team average, or that it waits for enough answers, and each answer only when shared', async () => {
    signInForTests(checkInManager());
    let body: ReportsCheckIns = {
      result: [checkIn({ id: 8, pulse: null })],
      pulse: { question: PULSE.question, managerView: 'team_average', answerCount: 2, threshold: 3, average: null },
    };
    answerGets((path) => {
      if (path === '/check_ins/reports') return body;
      throw httpError(403, { error: 'forbidden' });
    });
    const first = render();
    expect(await screen.findByText(/2 of at least 3 answers in the latest period/)).toBeInTheDocument();
    expect(screen.getByText(/individual answers stay private/)).toBeInTheDocument();
    first.unmount();
    body = {
      result: [checkIn({ id: 8, pulse: { score: 5, comment: 'Great sprint' } })],
      pulse: { question: PULSE.question, managerView: 'individual', answerCount: 3, threshold: 3, average: 3.7 },
    };
    render();
    expect(await screen.findByText('Average 3.7 of 5 from 3 answers in the latest period.')).toBeInTheDocument();
    expect(screen.getByText(/Great sprint/)).toBeInTheDocument();
  });
});
