import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, v2Client } from '@laurel/shared';
import type { AdminUserRow, AdminUsersPage } from '@laurel/shared/contract';
import { signInForTests, subjectFor } from '@laurel/shared/testing/profiles';
import { renderRouted } from '@laurel/shared/testing/render-routed';
import '../users-copy';
import { i18n } from '../../i18n';
import { UserAccounts } from './UserAccounts';

const noRoles = {
  admin: false,
  is_manager: false,
  global_admin: false,
  finance_admin: false,
  rewards_admin: false,
  tech_admin: false,
  awards_admin: false,
  announcements_admin: false,
  award_approver: false,
  people_data_admin: false,
};
const person = (id: number, name: string, extra: Partial<AdminUserRow> = {}): AdminUserRow => ({
  id,
  display_name: name,
  email: `${name.toLowerCase().replace(' ', '.')}@laurel.example`,
  department: 'Sales',
  status: 'active',
  manager: null,
  roles: noRoles,
  ...extra,
});
const ME = person(1, 'Gloria Global', { roles: { ...noRoles, global_admin: true } });
const ANN = person(20, 'Ann Lee', { manager: { id: 21, display_name: 'Bo Boss' } });
const PAGE: AdminUsersPage = {
  users: [ANN, ME],
  departments: ['Engineering', 'Sales'],
  meta: { pageNumber: 1, pageSize: 20, totalPages: 1, totalCount: 2, last: true, pageNext: null, pagePrevious: null },
};

const render = (url = '/admin/users/accounts') =>
  renderRouted(i18n, <UserAccounts />, { url, path: '/admin/users/accounts' });

describe('UserAccounts', () => {
  beforeEach(() => signInForTests(subjectFor('tier_three', { admin: true, global_admin: true })));
  afterEach(() => jest.restoreAllMocks());

  it('lists people with their roles and status, and sends the filters of the address', async () => {
    const get = jest.spyOn(v2Client, 'get').mockResolvedValue(PAGE);
    render('/admin/users/accounts?department=Sales');
    const table = await screen.findByRole('table', { name: 'People' });
    expect(within(table).getByRole('rowheader', { name: /Ann Lee/ })).toBeVisible();
    expect(within(table).getByText('Bo Boss')).toBeVisible();
    expect(within(table).getByText('Global admin')).toBeVisible();
    expect(get).toHaveBeenCalledWith('admin/users?department=Sales');
    const count = screen.getByTestId('people-count');
    expect(count).toHaveAttribute('aria-live', 'polite');
    expect(count).toHaveTextContent('2 people');
    // One cannot deactivate oneself: the button is disabled and says why.
    expect(screen.getByRole('button', { name: 'Deactivate Gloria Global' })).toBeDisabled();
    expect(screen.getByText('You cannot change this on your own account.')).toBeVisible();

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'deactivated');
    await waitFor(() => expect(get).toHaveBeenLastCalledWith('admin/users?department=Sales&status=deactivated'));
    await userEvent.type(screen.getByLabelText('Search by name or e-mail'), 'ann{Enter}');
    await waitFor(() => expect(get).toHaveBeenLastCalledWith('admin/users?department=Sales&status=deactivated&q=ann'));
    // The same live region says the new count: it was never unmounted while the filters were read.
    expect(screen.getByTestId('people-count')).toBe(count);
  });

  it('edits only what changed, disables roles the admin may not grant, and keeps the form on a refusal', async () => {
    jest.spyOn(v2Client, 'get').mockResolvedValue(PAGE);
    const patch = jest
      .spyOn(v2Client, 'patch')
      .mockRejectedValueOnce(
        new HttpError(422, {
          body: { error: 'department_required', message: 'Choose a department' },
        }),
      )
      .mockResolvedValueOnce({ ...ANN, department: 'Engineering' });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Ann Lee' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Ann Lee' });
    const finance = within(dialog).getByRole('checkbox', { name: 'Finance admin' });
    expect(finance).toBeDisabled();
    expect(finance).toHaveAccessibleDescription('Only a finance admin can grant or remove this role.');

    await userEvent.selectOptions(within(dialog).getByLabelText('Department'), 'Engineering');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Rewards admin' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(patch).toHaveBeenCalledWith('admin/users/20', { department: 'Engineering', roles: { rewards_admin: true } });
    const department = within(dialog).getByLabelText('Department');
    expect(department).toHaveAccessibleDescription(/Choose a department/);
    expect(department).toHaveValue('Engineering');
    expect(within(dialog).getByRole('checkbox', { name: 'Rewards admin' })).toBeChecked();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Ann Lee was updated.')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit Ann Lee' })).toHaveFocus());
  });

  it('asks before deactivating, then says it was done', async () => {
    jest.spyOn(v2Client, 'get').mockResolvedValue(PAGE);
    const patch = jest.spyOn(v2Client, 'patch').mockResolvedValue({ ...ANN, status: 'deactivated' });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Deactivate Ann Lee' }));
    const dialog = screen.getByRole('dialog', { name: 'Deactivate Ann Lee?' });
    expect(dialog).toHaveAccessibleDescription(/will no longer be able to sign in/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(patch).toHaveBeenCalledWith('admin/users/20', { status: 'deactivated' });
    expect(await screen.findByText('Ann Lee was deactivated.')).toBeVisible();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Deactivate Ann Lee' })).toHaveFocus());
  });

  it('says why the list could not be loaded and offers a retry', async () => {
    jest.spyOn(v2Client, 'get').mockRejectedValue(new HttpError(500));
    render();
    expect(await screen.findByText('The people could not be loaded')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
