import { screen } from '@testing-library/react';
import { renderPage } from '../testing/render-page';
import { answerGets } from './testing/claims';
import { PendingApprovalsLink } from './PendingApprovalsLink';

describe('PendingApprovalsLink', () => {
  afterEach(() => jest.restoreAllMocks());

  it('leads to the approvals page with how many claims wait', async () => {
    const get = answerGets(() => ({ result: { count: 3 } }));
    renderPage(<PendingApprovalsLink />);
    expect(await screen.findByRole('link', { name: 'Approvals (3)' })).toHaveAttribute('href', '/incentives/approvals');
    expect(get).toHaveBeenCalledWith('approval_requests/pending_count');
  });

  it('is not there when nothing waits, nor when the count cannot be read', async () => {
    const get = answerGets(() => ({ result: { count: 0 } }));
    const { unmount } = renderPage(<PendingApprovalsLink />);
    await screen.findByTestId('current-address');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(get).toHaveBeenCalled();
    expect(screen.queryByRole('link')).toBeNull();
    unmount();
    answerGets(() => {
      throw new Error('offline');
    });
    renderPage(<PendingApprovalsLink />);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('link')).toBeNull();
  });
});
