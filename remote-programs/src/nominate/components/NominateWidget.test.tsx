import { screen, waitFor } from '@testing-library/react';
import { signInForTests } from '@laurel/shared/testing/profiles';
import { answerGets, httpError } from '../../claim/testing/api-answers';
import { currentAddress, renderPage } from '../../testing/render-page';
import { nominatorPeriod } from '../testing/nomination-fixtures';
import { NominateWidget } from './NominateWidget';

const AT = '/rewards?tab=1&beginNomination=5';

function renderWidget(detail: { nominationPeriodId: number } | undefined) {
  window.history.replaceState(null, '', AT);
  answerGets((path) => {
    if (path === '/nomination_periods/5') return nominatorPeriod();
    if (path === '/nomination_periods/5/nominees') return { result: [] };
    throw httpError(404, { error: 'not_found', message: 'Not found' });
  });
  const onClose = jest.fn();
  return {
    onClose,
    ...renderPage(<NominateWidget detail={detail} onClose={onClose} />, { url: AT, path: '/rewards' }),
  };
}

describe('NominateWidget', () => {
  beforeEach(() => signInForTests());
  afterEach(() => {
    jest.restoreAllMocks();
    window.history.replaceState(null, '', '/');
  });

  it('opens the period of the detail, and on close takes ?beginNomination= out of the address, keeping the rest', async () => {
    const { user, onClose } = renderWidget({ nominationPeriodId: 5 });
    await screen.findByRole('dialog', { name: 'Nominate in Team player 2026' }, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(currentAddress()).toBe('/rewards?tab=1'));
  });

  it('says a detail that is no period id was not found', async () => {
    renderWidget({ nominationPeriodId: 0 });
    expect(await screen.findByText('This nomination period does not exist or is not open to you.')).toBeInTheDocument();
  });
});
