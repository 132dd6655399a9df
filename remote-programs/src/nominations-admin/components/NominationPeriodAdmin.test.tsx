import { act, screen, waitFor, within } from '@testing-library/react';
import { useToastStore, v2Client } from '@laurel/shared';
import { apiErrorText } from '@laurel/shared/contract';
import { NominationPeriodAdminPage } from '../../pages/NominationPeriodAdminPage';
import { currentAddress, renderPage } from '../../testing/render-page';
import { answerGets, httpError } from '../../incentives-admin/testing/incentive-answers';
import { periodDetail, UPCOMING } from '../testing/period-answers';

const PATH = '/admin/programs/nominations/:id';
const renderPeriod = (id = 7) =>
  renderPage(<NominationPeriodAdminPage />, { url: `/admin/programs/nominations/${id}`, path: PATH });

/** A request the test settles by hand, to look at the page while it is on its way. */
function deferred<T>() {
  let settle!: { resolve: (value: T) => void; reject: (error: unknown) => void };
  const promise = new Promise<T>((resolve, reject) => (settle = { resolve, reject }));
  return { promise, ...settle };
}

const toastMessages = () => useToastStore.getState().toasts.map(({ status, message }) => ({ status, message }));

describe('a nomination period in the admin', () => {
  beforeEach(() => useToastStore.setState({ toasts: [] }));
  afterEach(() => jest.restoreAllMocks());

  it('shows the period: status, dates, limit, rules, nominees with counts and every nomination', async () => {
    answerGets(() => periodDetail());
    renderPeriod();
    expect(await screen.findByRole('heading', { level: 1, name: 'Culture Champion' })).toBeInTheDocument();
    expect(screen.getByText('Open')).toBeInTheDocument();
    expect(screen.getByText('3 nominations')).toBeInTheDocument();
    expect(screen.getByText('Any of: Department is Sales')).toBeInTheDocument();
    const nominees = within(screen.getByRole('list', { name: 'Nominees' })).getAllByRole('listitem');
    expect(nominees[0]).toHaveTextContent('Alex Park');
    expect(nominees[0]).toHaveTextContent('2 nominations');
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Alex ParkEmma StoneCalm in a storm.');
    expect(screen.getByRole('button', { name: 'Close now' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start now' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy public link' })).not.toBeInTheDocument();
  });

  it('stars a nominee at once, and rolls the star back with the error when the server refuses', async () => {
    answerGets(() => periodDetail());
    const request = deferred<unknown>();
    const patch = jest.spyOn(v2Client, 'patch').mockReturnValue(request.promise as never);
    const { user } = renderPeriod();
    const sam = await screen.findByRole('button', { name: 'Favourite Sam Rivera' });
    expect(sam).toHaveAttribute('aria-pressed', 'false');
    await user.click(sam);
    expect(patch).toHaveBeenCalledWith('admin/nomination_periods/7/favorites', { userIdsToAdd: [12] });
    expect(sam).toHaveAttribute('aria-pressed', 'true');
    await act(async () =>
      request.reject(httpError(422, { error: 'favorite_not_nominee', message: apiErrorText('favorite_not_nominee') })),
    );
    expect(sam).toHaveAttribute('aria-pressed', 'false');
    expect(toastMessages()).toEqual([
      {
        status: 'error',
        message: 'The favourite could not be saved: Only a nominee of this period can be a favourite',
      },
    ]);
  });

  it('takes a favourite away with userIdsToRemove', async () => {
    answerGets(() => periodDetail());
    const patch = jest.spyOn(v2Client, 'patch').mockResolvedValue(periodDetail({ favoritedUserIds: [] }) as never);
    const { user } = renderPeriod();
    await user.click(await screen.findByRole('button', { name: 'Favourite Alex Park' }));
    expect(patch).toHaveBeenCalledWith('admin/nomination_periods/7/favorites', { userIdsToRemove: [11] });
    expect(screen.getByRole('button', { name: 'Favourite Alex Park' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('makes the period public at once with its link to copy, and admin-only again when the server refuses', async () => {
    answerGets(() => periodDetail());
    const request = deferred<unknown>();
    const patch = jest.spyOn(v2Client, 'patch').mockReturnValue(request.promise as never);
    const { user } = renderPeriod();
    await user.click(await screen.findByRole('button', { name: 'Make public' }));
    expect(patch).toHaveBeenCalledWith('admin/nomination_periods/7', { visibility: 'public' });
    expect(screen.getByText('Public')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Public page' })).toHaveValue('http://localhost/share/nominations/7');
    await act(async () => request.reject(httpError(500, { error: 'server_error', message: 'Something went wrong' })));
    expect(screen.getByText('Admins only')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Public page' })).not.toBeInTheDocument();
    expect(toastMessages()[0]).toEqual({
      status: 'error',
      message: 'Who may read the period could not be changed: Something went wrong',
    });
  });

  it('starts an upcoming period now: the start moves to this moment and the status follows', async () => {
    answerGets(() => periodDetail(UPCOMING));
    const patch = jest
      .spyOn(v2Client, 'patch')
      .mockImplementation((async (_path: string, body: { startDate: string }) =>
        periodDetail({ startDate: body.startDate, endDate: UPCOMING.endDate })) as never);
    const { user } = renderPeriod();
    await user.click(await screen.findByRole('button', { name: 'Start now' }));
    const [path, body] = patch.mock.calls[0]!;
    expect(path).toBe('admin/nomination_periods/7');
    expect(Math.abs(Date.parse((body as { startDate: string }).startDate) - Date.now())).toBeLessThan(5000);
    expect(await screen.findByRole('button', { name: 'Close now' })).toBeInTheDocument();
    expect(screen.getByText('Open')).toBeInTheDocument();
  });

  it('deletes after a confirmation and goes back to the list', async () => {
    answerGets(() => periodDetail());
    const remove = jest.spyOn(v2Client, 'delete').mockResolvedValue(undefined as never);
    const { user } = renderPeriod();
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete Culture Champion?' })).getByRole('button', { name: 'Delete' }),
    );
    expect(remove).toHaveBeenCalledWith('admin/nomination_periods/7');
    expect(toastMessages()).toEqual([{ status: 'success', message: 'Culture Champion is deleted.' }]);
    // The list's cache is refreshed before the page goes back to it.
    await waitFor(() => expect(currentAddress()).toBe('/admin/programs/nominations'));
  });

  it('shows not found for an unknown period and for an address that is no period', async () => {
    answerGets(() => {
      throw httpError(404, { error: 'not_found', message: apiErrorText('not_found') });
    });
    renderPeriod(99);
    expect(await screen.findByRole('heading', { name: 'Nomination period not found' })).toBeInTheDocument();
  });

  it('says the period could not be read, with a retry, never a blank page', async () => {
    answerGets(() => {
      throw httpError(500, { error: 'server_error', message: 'Something went wrong' });
    });
    renderPeriod();
    expect(await screen.findByText('Failed to fetch the nomination period')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
