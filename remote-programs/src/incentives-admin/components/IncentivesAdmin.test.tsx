import { screen, within } from '@testing-library/react';
import { v2Client } from '@laurel/shared';
import { ArchivedIncentivesPage } from '../../pages/ArchivedIncentivesPage';
import { IncentivesAdminPage } from '../../pages/IncentivesAdminPage';
import { renderPage } from '../../testing/render-page';
import { answerGets, httpError, listItem } from '../testing/incentive-answers';

const PATH = '/admin/programs/incentives';
const renderIndex = () => renderPage(<IncentivesAdminPage />, { url: PATH, path: PATH });
const listOf = (...records: ReturnType<typeof listItem>[]) => ({
  records,
  metadata: { totalCount: records.length, budget: { exchangeRate: 1, isoCode: 'USD' } },
});

describe('the incentives admin index', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lists active incentives with their pending approvals and links to edit each', async () => {
    answerGets(() => listOf(listItem(1, 'Refer a friend'), listItem(2, 'Speak at a meetup', 3)));
    renderIndex();
    const row = (await screen.findByRole('row', { name: /Speak at a meetup/ })) as HTMLElement;
    expect(within(row).getByRole('cell', { name: '3' })).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Edit Speak at a meetup' })).toHaveAttribute(
      'href',
      '/admin/programs/incentives/2/edit',
    );
    expect(screen.getByRole('link', { name: 'Create an incentive' })).toHaveAttribute('href', `${PATH}/new`);
  });

  it('asks before deleting, and deletes only on confirmation', async () => {
    answerGets(() => listOf(listItem(1, 'Refer a friend')));
    const remove = jest.spyOn(v2Client, 'delete').mockResolvedValue(undefined as never);
    const { user } = renderIndex();
    await user.click(await screen.findByRole('button', { name: 'Delete Refer a friend' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Refer a friend?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(remove).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Delete Refer a friend' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(remove).toHaveBeenCalledWith('admin/incentives/1');
    expect(await screen.findByText('Refer a friend is deleted.')).toBeInTheDocument();
  });

  it('deactivates with state inactive', async () => {
    answerGets(() => listOf(listItem(1, 'Refer a friend')));
    const patch = jest.spyOn(v2Client, 'patch').mockResolvedValue({} as never);
    const { user } = renderIndex();
    await user.click(await screen.findByRole('button', { name: 'Deactivate Refer a friend' }));
    const form = patch.mock.calls[0]![1] as FormData;
    expect(patch.mock.calls[0]![0]).toBe('admin/incentives/1');
    expect(JSON.parse(String(form.get('incentive')))).toEqual({ state: 'inactive' });
    expect(
      await screen.findByText('Refer a friend is deactivated and moved to the archived incentives.'),
    ).toBeInTheDocument();
  });

  it('says the spec’s error when the list cannot be read, never a blank page', async () => {
    answerGets(() => {
      throw httpError(500, { error: 'server_error', message: 'Something went wrong' });
    });
    renderIndex();
    expect(await screen.findByText('Failed to fetch incentives')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('archives: the deactivated with Reactivate and Delete, the deleted with the day they went', async () => {
    const get = answerGets((_path, options) =>
      options?.params?.state === 'deleted'
        ? listOf({ ...listItem(9, 'Old quest'), deletedAt: '2026-11-02T10:00:00.000Z' })
        : listOf({ ...listItem(4, 'Summer hackathon'), state: 'inactive' }),
    );
    renderPage(<ArchivedIncentivesPage />, { url: `${PATH}/archived`, path: `${PATH}/archived` });
    expect(await screen.findByRole('button', { name: 'Reactivate Summer hackathon' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit Summer hackathon' })).not.toBeInTheDocument();
    const deleted = await screen.findByRole('table', { name: 'Deleted incentives' });
    expect(within(deleted).getByRole('row', { name: /Old quest/ })).toHaveTextContent('Nov 2, 2026');
    expect(get).toHaveBeenCalledWith('admin/incentives', { params: { state: 'inactive' } });
  });
});
