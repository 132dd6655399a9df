import { screen, within } from '@testing-library/react';
import { apiErrorText } from '@laurel/shared/contract';
import { v2Client } from '@laurel/shared';
import { ArchivedAwardsPage } from '../../pages/ArchivedAwardsPage';
import { AwardsAdminPage } from '../../pages/AwardsAdminPage';
import { renderPage } from '../../testing/render-page';
import { answerGets, formReads, httpError } from '../../incentives-admin/testing/incentive-answers';
import { awardItem, listOf } from '../testing/award-answers';

const PATH = '/admin/programs/awards';
const renderIndex = () => renderPage(<AwardsAdminPage />, { url: PATH, path: PATH });

const ACTIVE = {
  manual: listOf(
    awardItem(1, 'Team player', {
      budgetPerPeriod: 500,
      periodType: 'month',
      budgetUsed: 120,
      conditions: [
        { attr: 'department', value: 'Sales' },
        { attr: 'email', value: 'ann@example.com' },
      ],
      conditionsOperator: 'or',
      approvalStepsCount: 2,
    }),
  ),
  claimable: listOf(awardItem(4, 'Refer a friend', { type: 'claimable', amount: 50 })),
};

const answerLists = (lists = ACTIVE) =>
  answerGets((path, options) => {
    if (path === 'admin/awards/awards') return lists[options?.params?.type as 'manual' | 'claimable'];
    return formReads(path, options);
  });

describe('the awards admin index', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lists manual and claimable awards with type, amount, budget used of total, audience and approval levels', async () => {
    answerLists();
    renderIndex();
    const row = (await screen.findByRole('row', { name: /Team player/ })) as HTMLElement;
    expect(within(row).getByRole('cell', { name: 'Manual' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: '25 points' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: '120 / 500 points this month' })).toBeInTheDocument();
    expect(
      await within(row).findByRole('cell', { name: 'Department: Sales or E-mail: ann@example.com' }),
    ).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: '2 levels' })).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Edit Team player' })).toHaveAttribute('href', `${PATH}/1/edit`);

    const claimable = screen.getByRole('row', { name: /Refer a friend/ });
    expect(within(claimable).getByRole('cell', { name: 'No budget' })).toBeInTheDocument();
    expect(within(claimable).getByRole('cell', { name: 'Everyone' })).toBeInTheDocument();
    expect(within(claimable).getByRole('link', { name: 'Edit Refer a friend' })).toHaveAttribute(
      'href',
      '/admin/programs/incentives/4/edit',
    );
    expect(screen.getByRole('link', { name: 'Create an award' })).toHaveAttribute('href', `${PATH}/new`);
    expect(screen.getByRole('link', { name: 'Archived awards' })).toHaveAttribute('href', `${PATH}/archived`);
    expect(screen.getByRole('link', { name: 'Awards pending approval' })).toHaveAttribute('href', `${PATH}/pending`);
  });

  it('deactivates a manual award with state inactive, and a claimable one through the incentives', async () => {
    answerLists();
    const patch = jest.spyOn(v2Client, 'patch').mockResolvedValue({} as never);
    const { user } = renderIndex();
    await user.click(await screen.findByRole('button', { name: 'Deactivate Team player' }));
    expect(patch.mock.calls[0]![0]).toBe('admin/awards/awards/1');
    expect(JSON.parse(String((patch.mock.calls[0]![1] as FormData).get('award')))).toEqual({ state: 'inactive' });
    expect(await screen.findByText('Team player is deactivated and moved to the archived awards.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Deactivate Refer a friend' }));
    expect(patch.mock.calls[1]![0]).toBe('admin/incentives/4');
  });

  it('asks before deleting, and deletes only on confirmation', async () => {
    answerLists();
    const remove = jest.spyOn(v2Client, 'delete').mockResolvedValue(undefined as never);
    const { user } = renderIndex();
    await user.click(await screen.findByRole('button', { name: 'Delete Team player' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete Team player?' })).getByRole('button', { name: 'Keep it' }),
    );
    expect(remove).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Delete Team player' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(remove).toHaveBeenCalledWith('admin/awards/awards/1');
    expect(await screen.findByText('Team player is deleted.')).toBeInTheDocument();
  });

  it('says the server’s refusal of a change beside the list', async () => {
    answerLists();
    jest
      .spyOn(v2Client, 'patch')
      .mockRejectedValue(httpError(404, { error: 'not_found', message: apiErrorText('not_found') }));
    const { user } = renderIndex();
    await user.click(await screen.findByRole('button', { name: 'Deactivate Team player' }));
    expect(await screen.findByText('Team player could not be deactivated.')).toBeInTheDocument();
    expect(screen.getByText(apiErrorText('not_found'))).toBeInTheDocument();
  });

  it('says the error when a list cannot be read, with a retry, never a blank page', async () => {
    answerGets(() => {
      throw httpError(500, { error: 'server_error', message: apiErrorText('server_error') });
    });
    renderIndex();
    expect(await screen.findByText('Failed to fetch awards (Active manual awards)')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Try again' })).toHaveLength(2);
  });

  it('archives: the inactive awards with Reactivate, which sends state active', async () => {
    const get = answerLists({
      manual: listOf(awardItem(6, 'Old star', { state: 'inactive' })),
      claimable: listOf(),
    });
    const patch = jest.spyOn(v2Client, 'patch').mockResolvedValue({} as never);
    const { user } = renderPage(<ArchivedAwardsPage />, { url: `${PATH}/archived`, path: `${PATH}/archived` });
    await user.click(await screen.findByRole('button', { name: 'Reactivate Old star' }));
    expect(get).toHaveBeenCalledWith('admin/awards/awards', { params: { type: 'manual', state: 'inactive' } });
    expect(JSON.parse(String((patch.mock.calls[0]![1] as FormData).get('award')))).toEqual({ state: 'active' });
    expect(await screen.findByText('Old star is active again.')).toBeInTheDocument();
    expect(screen.getByText('None yet.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Edit/ })).not.toBeInTheDocument();
  });
});
