import { screen, within } from '@testing-library/react';
import { apiErrorText } from '@laurel/shared/contract';
import { signInForTests } from '@laurel/shared/testing/profiles';
import { answerGets, answerPosts, httpError } from '../../claim/testing/api-answers';
import { renderPage } from '../../testing/render-page';
import { checkIn, checkInManager, checkInWriter, myCheckIns } from '../testing/check-in-fixtures';
import { CheckInsPage } from '../../pages/CheckInsPage';

const render = () => renderPage(<CheckInsPage />, { url: '/growth/check-ins', path: '/growth/check-ins' });

describe('the check-ins page', () => {
  afterEach(() => jest.restoreAllMocks());

  it("writes this week's check-in: the problems at their fields first, then saved", async () => {
    signInForTests(checkInWriter());
    let mine = myCheckIns();
    answerGets(() => mine);
    const posts = answerPosts((_path, body) => {
      mine = myCheckIns({ current: checkIn(body as object) });
      return mine.current;
    });
    const { user } = render();
    await screen.findByRole('heading', { name: /Your check-in for Nov 23/ });
    const save = screen.getByRole('button', { name: 'Save check-in' });
    await user.click(save);
    const wentWell = screen.getByRole('textbox', { name: 'What went well? (required)' });
    expect(wentWell).toHaveFocus();
    expect(wentWell).toHaveAccessibleDescription(expect.stringContaining('Say what went well'));
    expect(screen.getByRole('group', { name: 'How did this period feel?' })).toHaveAccessibleDescription(
      expect.stringContaining('Choose a mood from 1 to 5'),
    );
    expect(posts).not.toHaveBeenCalled();
    await user.type(wentWell, 'Shipped the importer');
    // A field's problem goes once it is edited; the others stay until theirs are.
    expect(wentWell).not.toHaveAccessibleDescription(expect.stringContaining('Say what went well'));
    await user.type(screen.getByRole('textbox', { name: "What's blocking you?" }), 'Waiting on review');
    await user.click(screen.getByRole('radio', { name: '4 – Good' }));
    await user.click(save);
    expect(posts).toHaveBeenCalledWith('/check_ins', {
      wentWell: 'Shipped the importer',
      blockers: 'Waiting on review',
      mood: 4,
    });
    expect(await screen.findByText('Not answered yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change your check-in' })).toBeInTheDocument();
  });

  it('keeps what was typed and says the refusal when the API refuses', async () => {
    signInForTests(checkInWriter());
    answerGets(() => myCheckIns());
    answerPosts(() => {
      throw httpError(409, { error: 'check_in_answered', message: apiErrorText('check_in_answered') });
    });
    const { user } = render();
    const wentWell = await screen.findByRole('textbox', { name: 'What went well? (required)' });
    await user.type(wentWell, 'Demo day');
    await user.click(screen.getByRole('radio', { name: '5 – Great' }));
    await user.click(screen.getByRole('button', { name: 'Save check-in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(apiErrorText('check_in_answered'));
    expect(wentWell).toHaveValue('Demo day');
  });

  it("lets a manager answer a report's check-in, waiting ones first", async () => {
    signInForTests(checkInManager());
    let reports = [
      checkIn({ id: 8, managerComment: null }),
      checkIn({
        id: 9,
        period: { start: '2026-11-16', end: '2026-11-22' },
        managerComment: {
          author: { id: 2, displayName: 'Mateo Manager', profilePic: null },
          text: 'Thanks',
          createdAt: '2026-11-20T00:00:00.000Z',
        },
      }),
    ];
    answerGets((path) => {
      if (path === '/check_ins/reports') return { result: reports };
      throw httpError(403, { error: 'forbidden' });
    });
    const posts = answerPosts((path, body) => {
      reports = reports.map((row) =>
        row.id === 8
          ? {
              ...row,
              managerComment: {
                author: { id: 2, displayName: 'Mateo Manager', profilePic: null },
                text: (body as { text: string }).text,
                createdAt: '2026-11-25T00:00:00.000Z',
              },
            }
          : row,
      );
      return reports[0];
    });
    const { user } = render();
    const section = await screen.findByRole('region', { name: "Your reports' check-ins" });
    expect(screen.queryByRole('heading', { name: /Your check-in for/ })).not.toBeInTheDocument();
    const cards = within(section).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const answer = within(cards[0]!).getByRole('textbox', { name: 'Your answer to Emma Employee' });
    await user.click(within(cards[0]!).getByRole('button', { name: 'Send answer' }));
    expect(answer).toHaveAccessibleDescription(expect.stringContaining('Write your answer'));
    await user.type(answer, 'Great week');
    await user.click(within(cards[0]!).getByRole('button', { name: 'Send answer' }));
    expect(posts).toHaveBeenCalledWith('/check_ins/8/comments', { text: 'Great week' });
    expect(await within(section).findByText('Great week')).toBeInTheDocument();
  });

  it('says a failed read and reads again on retry', async () => {
    signInForTests(checkInWriter());
    const gets = answerGets(() => {
      throw httpError(500, { error: 'server_error', message: 'An unknown error occurred' });
    });
    const { user } = render();
    expect(await screen.findByText('Check-ins could not be loaded')).toBeInTheDocument();
    gets.mockImplementation((async () => myCheckIns()) as never);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Save check-in' })).toBeInTheDocument();
  });
});
