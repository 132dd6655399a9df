import { screen, within } from '@testing-library/react';
import type { FeedbackRequest } from '@laurel/shared/contract';
import { signInForTests, subjectFor } from '@laurel/shared/testing/profiles';
import { answerGets, httpError } from '../../claim/testing/api-answers';
import { renderPage } from '../../testing/render-page';
import { checkIn, checkInManager, checkInWriter, myCheckIns } from '../../check-ins/testing/check-in-fixtures';
import { GrowthHubPage } from '../../pages/GrowthHubPage';

const person = (id: number, displayName: string) => ({ id, displayName, profilePic: null });
const request = (id: number, topic: string, dueDate: string | null = null): FeedbackRequest => ({
  id,
  topic,
  dueDate,
  createdAt: '2026-11-20T00:00:00.000Z',
  resentAt: null,
  expiresAt: '2026-12-04T00:00:00.000Z',
  requester: person(3, 'Ravi Rewards'),
  recipient: person(1, 'Emma Employee'),
  response: null,
});

const render = () => renderPage(<GrowthHubPage />, { url: '/growth', path: '/growth' });

describe('the Growth hub', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the feedback requests waiting (count and the first three) and the check-in to write', async () => {
    signInForTests(checkInWriter());
    answerGets((path) => {
      if (path === '/constructive_feedback/requests') {
        return {
          toAnswer: [1, 2, 3, 4].map((id) => request(id, `Topic ${id}`, id === 1 ? '2026-12-01' : null)),
          asked: [],
        };
      }
      if (path === '/check_ins') return myCheckIns();
      throw httpError(404);
    });
    render();
    const feedback = await screen.findByRole('region', { name: 'Feedback requests' });
    expect(await within(feedback).findByText('4')).toBeInTheDocument();
    expect(within(feedback).getAllByRole('listitem')).toHaveLength(3);
    expect(within(feedback).getByText('Asked by Ravi Rewards, due Dec 1, 2026')).toBeInTheDocument();
    expect(within(feedback).getByRole('link', { name: 'Answer on the feedback page' })).toHaveAttribute(
      'href',
      '/feedback',
    );
    const checkInCard = screen.getByRole('region', { name: 'Your check-in' });
    expect(
      await within(checkInCard).findByText("You have not written this period's check-in yet."),
    ).toBeInTheDocument();
    expect(within(checkInCard).getByRole('link', { name: 'Write your check-in' })).toHaveAttribute(
      'href',
      '/growth/check-ins',
    );
    expect(screen.queryByRole('region', { name: "Your reports' check-ins" })).not.toBeInTheDocument();
  });

  it("shows a manager their reports' check-ins waiting for an answer", async () => {
    signInForTests(checkInManager());
    answerGets((path) => {
      if (path === '/constructive_feedback/requests') return { toAnswer: [], asked: [] };
      if (path === '/check_ins/reports')
        return { result: [checkIn({ id: 8 }), checkIn({ id: 9, author: person(5, 'Noor Haddad') })] };
      throw httpError(404);
    });
    render();
    const reports = await screen.findByRole('region', { name: "Your reports' check-ins" });
    expect(await within(reports).findByText('check-ins are waiting for your answer')).toBeInTheDocument();
    expect(within(reports).getByText('Noor Haddad')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your check-in' })).not.toBeInTheDocument();
  });

  it("says a card's failed read inside that card only", async () => {
    signInForTests(checkInWriter());
    answerGets((path) => {
      if (path === '/check_ins') return myCheckIns({ current: checkIn() });
      throw httpError(500, { error: 'server_error', message: 'An unknown error occurred' });
    });
    render();
    const feedback = await screen.findByRole('region', { name: 'Feedback requests' });
    expect(await within(feedback).findByRole('alert')).toHaveTextContent('This could not be loaded.');
    const checkInCard = screen.getByRole('region', { name: 'Your check-in' });
    expect(await within(checkInCard).findByText("Written: waiting for your manager's answer.")).toBeInTheDocument();
  });

  it('shows nothing of Achieve to someone without it', () => {
    signInForTests(subjectFor('tier_two'));
    const gets = answerGets(() => ({}));
    render();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(gets).not.toHaveBeenCalled();
  });
});
