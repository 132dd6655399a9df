import { screen, within } from '@testing-library/react';
import { apiErrorText } from '@laurel/shared/contract';
import { signInForTests, subjectFor } from '@laurel/shared/testing/profiles';
import { PendingAwardsPage } from '../../pages/PendingAwardsPage';
import { renderPage } from '../../testing/render-page';
import { answerGets, answerPosts, httpError } from '../../incentives-admin/testing/incentive-answers';
import { awardGive } from '../testing/award-answers';

const PATH = '/admin/programs/awards/pending';
const renderPending = () => renderPage(<PendingAwardsPage />, { url: PATH, path: PATH });

describe('awards pending approval', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lists the gives waiting for the approver with giver, points, step and message', async () => {
    const get = answerGets(() => ({ result: { items: [awardGive(1), awardGive(2, { hideGiver: true })] } }));
    renderPending();
    const first = await screen.findAllByRole('article', { name: 'Team player for Emma Employee' });
    expect(first).toHaveLength(2);
    expect(within(first[0]!).getByText('20 points each, 20 in all')).toBeInTheDocument();
    expect(within(first[0]!).getByText('1 of 2')).toBeInTheDocument();
    expect(within(first[0]!).getByText('@emma Thank you for the launch')).toBeInTheDocument();
    expect(within(first[1]!).getByText('Ada Awards (hidden on the post)')).toBeInTheDocument();
    expect(screen.getByText('2 gives wait for you')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('awards/approval_requests', { params: { state: 'pending' } });
  });

  it('leads an awards admin back to the awards, and an award approver nowhere they may not go', async () => {
    answerGets(() => ({ result: { items: [] } }));
    signInForTests(subjectFor('tier_three', { awards_admin: true }));
    const admin = renderPending();
    expect(await screen.findByRole('link', { name: /awards/i })).toHaveAttribute('href', '/admin/programs/awards');
    admin.unmount();
    signInForTests(subjectFor('tier_three', { award_approver: true }));
    renderPage(<PendingAwardsPage />, { url: '/awards/approval_requests', path: '/awards/approval_requests' });
    expect(await screen.findByText('Nothing waits for your approval.')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('takes an approved give off the list at once and sends the note', async () => {
    answerGets(() => ({ result: { items: [awardGive(1)] } }));
    let answer: (value: unknown) => void = () => undefined;
    const post = answerPosts(() => new Promise((resolve) => (answer = resolve)));
    const { user } = renderPending();
    await user.type(await screen.findByRole('textbox', { name: 'Note (optional)' }), 'Well deserved');
    await user.click(screen.getByRole('button', { name: 'Approve Team player for Emma Employee' }));
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('awards/approval_requests/1/approve', { note: 'Well deserved' });
    answer({ result: awardGive(1, { currentStep: 1 }) });
    expect(await screen.findByText('Nothing waits for your approval.')).toBeInTheDocument();
  });

  it('brings a refused decision back with the server’s reason', async () => {
    answerGets(() => ({ result: { items: [awardGive(1)] } }));
    answerPosts(() => {
      throw httpError(409, { error: 'approval_already_decided', message: apiErrorText('approval_already_decided') });
    });
    const { user } = renderPending();
    await user.click(await screen.findByRole('button', { name: 'Decline Team player for Emma Employee' }));
    expect(await screen.findByText('Team player could not be declined.')).toBeInTheDocument();
    expect(screen.getByText(apiErrorText('approval_already_decided'))).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Team player for Emma Employee' })).toBeInTheDocument();
  });

  it('says the error when the gives cannot be read, with a retry', async () => {
    answerGets(() => {
      throw httpError(500, { error: 'server_error', message: apiErrorText('server_error') });
    });
    renderPending();
    expect(await screen.findByText('Failed to fetch the awards pending approval')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
