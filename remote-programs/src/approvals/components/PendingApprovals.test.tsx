import { screen, within } from '@testing-library/react';
import { useToastStore } from '@laurel/shared';
import '../approvals-setup';
import { renderPage } from '../../testing/render-page';
import { answerGets, answerPosts, claim, httpError } from '../testing/claims';
import { PendingApprovals } from './PendingApprovals';

const renderApprovals = () =>
  renderPage(<PendingApprovals />, { url: '/incentives/approvals', path: '/incentives/approvals' });

const toasts = () => useToastStore.getState().toasts.map((toast) => toast.message);

describe('PendingApprovals', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    useToastStore.setState({ toasts: [] });
  });

  it('shows each claim: the claimer linked to their profile, the incentive, amount, reason, proof and step', async () => {
    const get = answerGets(() => ({
      result: [
        claim(1),
        claim(2, {
          receivers: [{ id: 8, display_name: 'Grace Hopper' }],
          claim_attachment: { url: '/uploads/p/talk.pdf', type: 'application/pdf', filename: 'talk.pdf' },
          current_step: 1,
        }),
      ],
    }));
    renderApprovals();
    const [first, second] = await screen.findAllByRole('article');
    expect(get).toHaveBeenCalledWith('approval_requests', { params: { state: 'pending' } });
    expect(within(first!).getByRole('heading', { name: 'Ada Lovelace claimed Speak at a meetup' })).toBeVisible();
    expect(within(first!).getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute('href', '/company/users/7');
    expect(within(first!).getByRole('img', { name: 'Ada Lovelace' })).toBeVisible();
    expect(first).toHaveTextContent('100 points');
    expect(first).toHaveTextContent('I spoke at the Rust meetup');
    expect(first).toHaveTextContent('Step 1 of 2');
    expect(first).toHaveTextContent('Nov 20, 2026');
    expect(within(first!).getByRole('img', { name: 'Proof from Ada Lovelace: slides.png' })).toHaveAttribute(
      'src',
      '/uploads/incentive_proofs/1/proof.png',
    );
    expect(within(second!).getByRole('link', { name: 'Open talk.pdf' })).toHaveAttribute('href', '/uploads/p/talk.pdf');
    expect(second).toHaveTextContent('Step 2 of 2');
    expect(screen.getByText('2 claims wait for you')).toBeVisible();
  });

  it('approves with the note: the claim leaves the list and a toast says where it stands', async () => {
    let waiting = [claim(1), claim(2, { receivers: [{ id: 8, display_name: 'Grace Hopper' }] })];
    answerGets((path) => (path === 'approval_requests' ? { result: waiting } : { result: { count: waiting.length } }));
    const post = answerPosts((path) => {
      waiting = waiting.filter((row) => row.id !== 1);
      expect(path).toBe('approval_requests/1/approve');
      return { result: claim(1, { current_step: 1 }) };
    });
    const { user } = renderApprovals();
    const [first] = await screen.findAllByRole('article');
    await user.type(within(first!).getByLabelText('Note to Ada Lovelace (optional)'), '  Great talk ');
    await user.click(within(first!).getByRole('button', { name: 'Approve' }));
    expect(post).toHaveBeenCalledWith('approval_requests/1/approve', { note: 'Great talk' });
    expect(await screen.findByText('1 claim waits for you')).toBeVisible();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.queryByRole('link', { name: 'Ada Lovelace' })).toBeNull();
    expect(toasts()).toEqual(['You approved Ada Lovelace’s claim of Speak at a meetup; it now waits for step 2 of 2.']);
  });

  it('declines, and says so; the last claim gone, the empty text shows', async () => {
    answerGets(() => ({ result: [claim(1)] }));
    const post = answerPosts(() => ({ result: claim(1, { state: 'declined', current_step: null }) }));
    const { user } = renderApprovals();
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    expect(post).toHaveBeenCalledWith('approval_requests/1/decline', { note: '' });
    expect(await screen.findByText(/Nothing waits for your approval/)).toBeVisible();
    expect(toasts()).toEqual(['You declined Ada Lovelace’s claim of Speak at a meetup.']);
  });

  it('says the last approval paid the claim', async () => {
    answerGets(() => ({ result: [claim(1, { current_step: 1 })] }));
    answerPosts(() => ({ result: claim(1, { state: 'approved', current_step: null }) }));
    const { user } = renderApprovals();
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    await screen.findByText(/Nothing waits/);
    expect(toasts()).toEqual(['You approved Ada Lovelace’s claim of Speak at a meetup.']);
  });

  it.each([
    [403, 'approval_not_yours', 'Only an approver of the current step may decide this request'],
    [409, 'approval_already_decided', 'This request has already been decided'],
  ])('shows the server’s %s refusal in the claim and keeps it', async (status, error, message) => {
    answerGets(() => ({ result: [claim(1)] }));
    answerPosts(() => {
      throw httpError(status, { error, message });
    });
    const { user } = renderApprovals();
    const card = await screen.findByRole('article');
    await user.click(within(card).getByRole('button', { name: 'Approve' }));
    const alert = await within(card).findByRole('alert');
    expect(alert).toHaveTextContent('Your decision was not recorded');
    expect(alert).toHaveTextContent(message);
    expect(toasts()).toEqual([]);
    expect(within(card).getByRole('button', { name: 'Approve' })).toHaveAttribute('aria-disabled', 'false');
  });

  it('says when nothing waits, and when the list cannot be read, offering to try again', async () => {
    let fail = true;
    answerGets(() => {
      if (fail) throw httpError(500, { error: 'server_error', message: 'Something went wrong on our side' });
      return { result: [] };
    });
    const { user } = renderApprovals();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The claims waiting for you could not be loaded');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/Nothing waits for your approval/)).toBeVisible();
  });
});
