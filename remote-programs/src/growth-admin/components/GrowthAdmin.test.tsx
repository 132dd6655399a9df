import { screen, waitFor, within } from '@testing-library/react';
import { v2Client } from '@laurel/shared';
import { OneOnOneSettingsAdminPage } from '../../pages/OneOnOneSettingsAdminPage';
import { CompanyInitiativesAdminPage } from '../../pages/CompanyInitiativesAdminPage';
import { OneOnOneLogsAdminPage } from '../../pages/OneOnOneLogsAdminPage';
import { renderPage } from '../../testing/render-page';

const at = (path: string) => ({ url: path, path });
afterEach(() => jest.restoreAllMocks());

describe('growth admin pages', () => {
  it('saves the cadence and refuses reminder days out of range at the field', async () => {
    jest.spyOn(v2Client, 'get').mockResolvedValue({ result: { cadenceDays: 14, reminderDays: 1 } });
    const patch = jest.spyOn(v2Client, 'patch').mockResolvedValue({ result: { cadenceDays: 30, reminderDays: 2 } });
    const { user } = renderPage(<OneOnOneSettingsAdminPage />, at('/admin/growth/one-on-ones'));
    await user.selectOptions(await screen.findByLabelText('Meet every'), 'Month');
    const reminder = screen.getByLabelText(/Remind both people/);
    await user.clear(reminder);
    await user.type(reminder, '9');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Remind from 0 to 7 days before.')).toBeVisible();
    expect(patch).not.toHaveBeenCalled();
    await user.clear(reminder);
    await user.type(reminder, '2');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Saved.')).toBeVisible();
    expect(patch).toHaveBeenCalledWith('/admin/growth/one_on_ones', { cadenceDays: 30, reminderDays: 2 });
  });

  it('adds, renames and deletes an initiative', async () => {
    const list = [{ id: 1, title: 'Grow', description: '', goalCount: 3 }];
    jest.spyOn(v2Client, 'get').mockImplementation(async () => ({ result: list }));
    const post = jest.spyOn(v2Client, 'post').mockResolvedValue({ result: {} });
    const patch = jest.spyOn(v2Client, 'patch').mockResolvedValue({ result: {} });
    const remove = jest.spyOn(v2Client, 'delete').mockResolvedValue(undefined);
    const { user } = renderPage(<CompanyInitiativesAdminPage />, at('/admin/growth/company-initiatives'));
    expect(await screen.findByText('Linked goals: 3')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add initiative' }));
    expect(await screen.findByText('Write a title.')).toBeVisible();
    await user.type(screen.getByLabelText('Title'), 'Expand to Europe');
    await user.click(screen.getByRole('button', { name: 'Add initiative' }));
    expect(post).toHaveBeenCalledWith('/admin/growth/company_initiatives', {
      title: 'Expand to Europe',
      description: '',
    });
    await user.click(screen.getByRole('button', { name: 'Edit Grow' }));
    const [title] = screen.getAllByLabelText('Title');
    await user.type(title!, ' more');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(patch).toHaveBeenCalledWith('/admin/growth/company_initiatives/1', { title: 'Grow more', description: '' });
    const deleteButton = await screen.findByRole('button', { name: 'Delete Grow' });
    await user.click(deleteButton);
    // Asked in a dialog; keeping it puts the focus back on the button that asked.
    await user.click(within(screen.getByRole('dialog', { name: 'Delete the initiative Grow?' })).getByText('Keep it'));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(deleteButton).toHaveFocus());
    expect(remove).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Delete initiative' }));
    expect(remove).toHaveBeenCalledWith('/admin/growth/company_initiatives/1');
  });

  it('lists which pairs met and when', async () => {
    jest.spyOn(v2Client, 'get').mockResolvedValue({
      result: [
        {
          manager: { id: 7, displayName: 'Mateo Manager', profilePic: null },
          report: { id: 8, displayName: 'Emma Employee', profilePic: null },
          meetingsHeld: 2,
          lastMetAt: '2026-11-20T10:00:00Z',
          nextScheduledFor: null,
        },
      ],
    });
    renderPage(<OneOnOneLogsAdminPage />, at('/admin/growth/one-on-ones/logs'));
    const row = await screen.findByRole('row', { name: /Mateo Manager/ });
    expect(row).toHaveTextContent('Emma Employee2November 20, 2026Not yet');
  });
});
