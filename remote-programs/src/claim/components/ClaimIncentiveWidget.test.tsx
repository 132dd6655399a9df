import { cleanup, screen } from '@testing-library/react';
import { signInForTests } from '@laurel/shared/testing/profiles';
import { CLAIM_MODAL_REOPEN_IGNORED_MS } from '../claim-constants';
import { claimable } from '../testing/claim-fixtures';
import { answerGets, httpError } from '../testing/api-answers';
import { renderPage } from '../../testing/render-page';
import { ClaimIncentiveWidget } from './ClaimIncentiveWidget';

let now = 1_000_000;

const open = (detail: unknown) => {
  const onClose = jest.fn();
  const view = renderPage(<ClaimIncentiveWidget detail={detail as { incentiveId: number }} onClose={onClose} />);
  return { onClose, ...view };
};

describe('ClaimIncentiveWidget', () => {
  beforeEach(() => {
    // Each test starts long after the last one closed its modal.
    now += 10 * CLAIM_MODAL_REOPEN_IGNORED_MS;
    signInForTests();
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    answerGets((path) => {
      if (path === '/awards/1') return { result: claimable() };
      throw httpError(404, { error: 'not_found' });
    });
  });
  afterEach(() => {
    // Closed (unmounted) while the clock is still the test's.
    cleanup();
    jest.restoreAllMocks();
  });

  it('opens the claim modal on the incentive of the event', async () => {
    open({ incentiveId: 1 });
    expect(await screen.findByRole('dialog', { name: 'Claim Refer a friend' })).toBeInTheDocument();
  });

  it('ignores an opening within 500 ms of the last close, and opens after that', async () => {
    const first = open({ incentiveId: 1 });
    await screen.findByRole('dialog');
    first.unmount();
    now += CLAIM_MODAL_REOPEN_IGNORED_MS - 1;
    const tooSoon = open({ incentiveId: 1 });
    expect(tooSoon.onClose).toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    tooSoon.unmount();
    now += 1;
    const later = open({ incentiveId: 1 });
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(later.onClose).not.toHaveBeenCalled();
  });

  it('takes a detail that is not a whole positive id as no incentive', async () => {
    open({ incentiveId: '1; drop' });
    expect(await screen.findByRole('dialog', { name: 'Claim an incentive' })).toHaveTextContent(
      'There is no incentive to claim here',
    );
  });
});
