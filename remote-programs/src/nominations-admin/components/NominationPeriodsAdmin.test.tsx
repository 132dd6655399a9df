import { screen, within } from '@testing-library/react';
import { v2Client } from '@laurel/shared';
import { NominationPeriodsAdminPage } from '../../pages/NominationPeriodsAdminPage';
import { renderPage } from '../../testing/render-page';
import { answerGets, httpError } from '../../incentives-admin/testing/incentive-answers';
import { CLOSED, listedPeriod, OPEN, UPCOMING } from '../testing/period-answers';

const PATH = '/admin/programs/nominations';
const renderIndex = (url = PATH) => renderPage(<NominationPeriodsAdminPage />, { url, path: PATH });
const listOf = (...records: ReturnType<typeof listedPeriod>[]) => ({
  records,
  metadata: { totalCount: records.length, page: 1, perPage: 100, pageCount: 1 },
});
// The server's status is stale on purpose: the page reads it from the dates.
const PERIODS = listOf(
  listedPeriod(1, 'Culture Champion', OPEN, { status: 'upcoming', totalNominations: 3, uniqueNominatedUserCount: 2 }),
  listedPeriod(2, 'Customer Hero', UPCOMING, { visibility: 'public' }),
  listedPeriod(3, 'Mentor of the Year', CLOSED, { status: 'open' }),
);

describe('the nomination periods admin index', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lists each period with its status from the dates, visibility, nominations and links', async () => {
    answerGets(() => PERIODS);
    renderIndex();
    const open = (await screen.findByRole('row', { name: /Culture Champion/ })) as HTMLElement;
    expect(within(open).getByText('Open')).toBeInTheDocument();
    expect(within(open).getByText('Admins only')).toBeInTheDocument();
    expect(within(open).getByText('3 nominations, 2 nominated')).toBeInTheDocument();
    expect(within(open).getByRole('link', { name: 'Culture Champion' })).toHaveAttribute('href', `${PATH}/1`);
    expect(within(open).getByRole('link', { name: 'Edit Culture Champion' })).toHaveAttribute('href', `${PATH}/1/edit`);
    const upcoming = screen.getByRole('row', { name: /Customer Hero/ });
    expect(within(upcoming).getByText('Upcoming')).toBeInTheDocument();
    expect(within(upcoming).getByText('Public')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Mentor of the Year/ })).getByText('Closed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a nomination period' })).toHaveAttribute('href', `${PATH}/new`);
  });

  it('filters by status, kept in the address', async () => {
    answerGets(() => PERIODS);
    const { user } = renderIndex();
    await screen.findByRole('row', { name: /Culture Champion/ });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'upcoming');
    expect(screen.getByRole('row', { name: /Customer Hero/ })).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /Culture Champion/ })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'all');
    expect(screen.getAllByRole('row')).toHaveLength(4);
  });

  it('opens on the status the address names, and says when none has it', async () => {
    answerGets(() => listOf(listedPeriod(2, 'Customer Hero', UPCOMING)));
    renderIndex(`${PATH}?status=closed`);
    expect(await screen.findByText('No period has closed yet.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Show' })).toHaveValue('closed');
  });

  it('asks before deleting, and deletes only on confirmation', async () => {
    answerGets(() => PERIODS);
    const remove = jest.spyOn(v2Client, 'delete').mockResolvedValue(undefined as never);
    const { user } = renderIndex();
    await user.click(await screen.findByRole('button', { name: 'Delete Culture Champion' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Culture Champion?' });
    expect(dialog).toHaveTextContent('Its 3 nominations go with it');
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(remove).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Delete Culture Champion' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(remove).toHaveBeenCalledWith('admin/nomination_periods/1');
  });

  it('says the list could not be read and offers to try again, never a blank page', async () => {
    answerGets(() => {
      throw httpError(500, { error: 'server_error', message: 'Something went wrong' });
    });
    renderIndex();
    expect(await screen.findByText('Failed to fetch nomination periods')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
