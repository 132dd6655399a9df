import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useProfileStore, useToastStore } from '@laurel/shared';
import { CLAIM_ATTACHMENT_FIELD, CLAIM_ATTACHMENT_MAX_BYTES } from '@laurel/shared/contract';
import { signInForTests, userProfile } from '@laurel/shared/testing/profiles';
import { claimable, madeClaim } from '../testing/claim-fixtures';
import { answerGets, answerPosts, httpError } from '../testing/api-answers';
import { renderPage } from '../../testing/render-page';
import { ClaimIncentiveModal } from './ClaimIncentiveModal';

const png = (name = 'proof.png', size = 1024) => new File([new Uint8Array(size)], name, { type: 'image/png' });

function answerIncentive(incentive = claimable()) {
  return answerGets((path) => {
    if (path === `/awards/${incentive.id}`) return { result: incentive };
    if (path === '/users/show') return { result: { earning_balance: 100 } };
    if (path === '/profile/user') return { result: userProfile() };
    if (path === '/profile/company') return { result: useProfileStore.getState().company.data };
    throw httpError(404, { error: 'not_found', message: 'Not found' });
  });
}

function renderModal(id: number | null = 1, fromAnnouncement = false) {
  const onClose = jest.fn();
  return {
    onClose,
    ...renderPage(<ClaimIncentiveModal incentiveId={id} fromAnnouncement={fromAnnouncement} onClose={onClose} />),
  };
}

const dialog = () => screen.findByRole('dialog', { name: 'Claim Refer a friend' });
const toasts = () => useToastStore.getState().toasts;

describe('ClaimIncentiveModal', () => {
  beforeEach(() => {
    signInForTests();
    useToastStore.setState({ toasts: [] });
  });
  afterEach(() => jest.restoreAllMocks());

  it('requires a reason before claiming and says so under the field', async () => {
    answerIncentive();
    const posts = answerPosts(() => ({ result: madeClaim() }));
    const { user } = renderModal();
    const modal = await dialog();
    await user.click(within(modal).getByRole('button', { name: 'Claim' }));
    const reason = within(modal).getByRole('textbox', { name: 'Why are you claiming it? (required)' });
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveAccessibleDescription(expect.stringContaining('Say why you are claiming this incentive'));
    expect(reason).toHaveFocus();
    expect(posts).not.toHaveBeenCalled();
  });

  it('claims with a reason and a proof, with an Idempotency-Key, then shows a persistent success toast', async () => {
    answerIncentive();
    const posts = answerPosts(() => ({ result: madeClaim() }));
    const { user, onClose } = renderModal();
    const modal = await dialog();
    await user.type(within(modal).getByRole('textbox'), '  Brought in Sam  ');
    await user.upload(within(modal).getByLabelText('Proof (optional)'), png());
    expect(within(modal).getByText('Attached: proof.png')).toBeInTheDocument();
    await user.click(within(modal).getByRole('button', { name: 'Claim' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [path, body, options] = posts.mock.calls[0]!;
    expect(path).toBe('/approval_requests');
    const form = body as FormData;
    expect(form.get('award_id')).toBe('1');
    expect(form.get('giver_id')).toBe('7');
    expect(form.get('claim_reason')).toBe('Brought in Sam');
    expect((form.get(CLAIM_ATTACHMENT_FIELD) as File).name).toBe('proof.png');
    expect(options?.headers).toEqual({ 'Idempotency-Key': expect.any(String) });
    expect(toasts()).toEqual([
      expect.objectContaining({
        status: 'success',
        persistent: true,
        message: 'You claimed Refer a friend: 50 points have been added to your balance.',
      }),
    ]);
  });

  it('claims from an announcement as JSON (award_id, claim_reason, giver_id) when no proof is attached', async () => {
    answerIncentive();
    const posts = answerPosts(() => ({ result: madeClaim() }));
    const { user, onClose } = renderModal(1, true);
    const modal = await dialog();
    await user.type(within(modal).getByRole('textbox'), 'Saw the announcement');
    await user.click(within(modal).getByRole('button', { name: 'Claim' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posts.mock.calls[0]![1]).toEqual({ award_id: 1, claim_reason: 'Saw the announcement', giver_id: 7 });
  });

  it('says a claim that needs approval was sent for approval', async () => {
    answerIncentive(claimable({ auto_approved: false }));
    answerPosts(() => ({ result: madeClaim({ state: 'pending', auto_approved: false }) }));
    const { user, onClose } = renderModal();
    const modal = await dialog();
    expect(modal).toHaveTextContent('An approver reviews your claim before the points are paid.');
    await user.type(within(modal).getByRole('textbox'), 'Spoke at the meetup');
    await user.click(within(modal).getByRole('button', { name: 'Claim' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(toasts()[0]).toMatchObject({
      persistent: true,
      message: 'Your claim for Refer a friend (50 points) was sent for approval. You will be told when it is decided.',
    });
  });

  it('refuses a proof the server would refuse, and requires one when the incentive asks', async () => {
    answerIncentive(claimable({ require_proof: true }));
    const posts = answerPosts(() => ({ result: madeClaim() }));
    const { user } = renderModal();
    const modal = await dialog();
    const proof = within(modal).getByLabelText('Proof (required)');
    await user.upload(proof, png('huge.png', CLAIM_ATTACHMENT_MAX_BYTES + 1));
    expect(proof).toHaveAccessibleDescription(expect.stringContaining('Keep a file under 10 MB'));
    const gif = [new File(['GIF89a'], 'proof.gif', { type: 'image/gif' })];
    // The picker's accept filter is only a hint: a pick of another type is refused here too.
    fireEvent.change(proof, { target: { files: Object.assign(gif, { item: (index: number) => gif[index] }) } });
    expect(proof).toHaveAccessibleDescription(expect.stringContaining('Upload a JPEG or PNG image, or a PDF'));
    await user.type(within(modal).getByRole('textbox'), 'Done');
    await user.click(within(modal).getByRole('button', { name: 'Claim' }));
    expect(proof).toHaveAccessibleDescription(expect.stringContaining('Upload a JPEG or PNG image, or a PDF'));
    await user.upload(proof, new File(['%PDF-1.7'], 'certificate.pdf', { type: 'application/pdf' }));
    expect(within(modal).getByText('Attached: certificate.pdf')).toBeVisible();
    await user.click(within(modal).getByRole('button', { name: 'Claim' }));
    await waitFor(() => expect(posts).toHaveBeenCalledTimes(1));
  });

  it('shows the claim error under the buttons, keeps the key for a retry of a fault and clears the error on resubmit', async () => {
    answerIncentive();
    const answers = [httpError(500, { error: 'server_error', message: 'Boom' }), { result: madeClaim() }];
    let release: () => void = () => undefined;
    const posts = answerPosts(() => {
      const next = answers.shift();
      if (next instanceof Error) throw next;
      return new Promise((resolve) => (release = () => resolve(next)));
    });
    const { user, onClose } = renderModal();
    const modal = await dialog();
    await user.type(within(modal).getByRole('textbox'), 'Brought in Sam');
    await user.click(within(modal).getByRole('button', { name: 'Claim' }));
    const error = await within(modal).findByRole('alert');
    expect(error).toHaveTextContent('Your claim could not be submitted. Boom');
    expect(within(modal).getByRole('button', { name: 'Claim' }).compareDocumentPosition(error)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    await user.click(within(modal).getByRole('button', { name: 'Claim' }));
    expect(within(modal).queryByRole('alert')).not.toBeInTheDocument();
    release();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const keys = posts.mock.calls.map(
      ([, , options]) => (options?.headers as Record<string, string>)['Idempotency-Key'],
    );
    expect(keys[0]).toBe(keys[1]);
  });

  it.each([
    [{ deleted_at: '2026-11-20T00:00:00.000Z' }, 'This incentive has been deleted'],
    [{ state: 'inactive' as const }, 'This incentive is not active'],
    [{ out_of_stock: true, stock_message: 'Out of stock' }, 'Out of stock: this incentive cannot be claimed any more.'],
    [{ claims_left: 0 }, 'You have claimed this incentive as often as you may.'],
  ])('with %o says why it cannot be claimed and offers no claim', async (overrides, notice) => {
    answerIncentive(claimable(overrides));
    renderModal();
    const modal = await dialog();
    expect(within(modal).getByRole('alert')).toHaveTextContent(notice);
    expect(within(modal).queryByRole('button', { name: 'Claim' })).not.toBeInTheDocument();
    expect(within(modal).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('warns about a limited stock and still lets the reader claim', async () => {
    answerIncentive(claimable({ stock_message: '2 left' }));
    renderModal();
    const modal = await dialog();
    expect(within(modal).getByRole('alert')).toHaveTextContent('Limited stock: 2 left.');
    expect(within(modal).getByRole('alert')).toHaveAttribute('data-status', 'warn');
    expect(within(modal).getByRole('button', { name: 'Claim' })).toBeInTheDocument();
  });

  it('shows the no-incentive-data text without an id or for an incentive not found', async () => {
    answerIncentive();
    renderModal(null);
    expect(await screen.findByRole('dialog', { name: 'Claim an incentive' })).toHaveTextContent(
      'There is no incentive to claim here',
    );
  });

  it('says the incentive could not be fetched when the read fails', async () => {
    answerGets(() => {
      throw httpError(500);
    });
    renderModal(5);
    expect(await screen.findByRole('dialog', { name: 'Claim an incentive' })).toHaveTextContent(
      'Failed to fetch incentive with id 5',
    );
  });
});
