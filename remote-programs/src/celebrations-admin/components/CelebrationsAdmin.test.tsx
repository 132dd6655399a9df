import { screen, within } from '@testing-library/react';
import { useToastStore, v2Client } from '@laurel/shared';
import { CelebrationsAdminPage } from '../../pages/CelebrationsAdminPage';
import { renderPage } from '../../testing/render-page';
import { answerGets, celebration, httpError, listOf } from '../testing/celebration-answers';

const PATH = '/admin/programs/celebrations';
const renderIndex = () => renderPage(<CelebrationsAdminPage />, { url: PATH, path: PATH });
const BIRTHDAY = celebration(1, 'birthday', {
  receivingRulesGroup: { id: 1, groupType: 'OR', conditions: [{ attr: 'department', value: 'Sales' }] },
});
const ANNIVERSARY = celebration(2, 'work_anniversary', { workAnniversaryPointSetting: 'onlySpecificYears' });
const WELLNESS = celebration(3, 'wellness', { state: 'inactive', celebrationDate: '2026-06-01' });

const byState = () =>
  answerGets((_path, options) =>
    options?.params?.state === 'inactive' ? listOf(WELLNESS) : listOf(BIRTHDAY, ANNIVERSARY),
  );

describe('the celebrations admin index', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lists the active celebrations with points, visibility, receivers and state, and reads inactive ones only when asked', async () => {
    const get = byState();
    const { user } = renderIndex();
    const birthday = (await screen.findByRole('row', { name: /Birthday/ })) as HTMLElement;
    expect(birthday).toHaveTextContent('50 points');
    expect(birthday).toHaveTextContent('Public');
    expect(birthday).toHaveTextContent('Any of: Sales');
    expect(birthday).toHaveTextContent('Active');
    expect(within(birthday).getByRole('link', { name: 'Edit Birthday' })).toHaveAttribute('href', `${PATH}/1/edit`);
    expect(screen.getByRole('row', { name: /Work anniversary/ })).toHaveTextContent('Only on chosen years');
    expect(get).toHaveBeenCalledWith('admin/celebrations', { params: { state: 'active' } });
    expect(get).not.toHaveBeenCalledWith('admin/celebrations', { params: { state: 'inactive' } });
    expect(screen.queryByRole('link', { name: 'New Birthday celebration' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New Wellness day celebration' })).toHaveAttribute(
      'href',
      `${PATH}/new/wellness`,
    );

    await user.click(screen.getByRole('checkbox', { name: 'Show inactive celebrations' }));
    const inactive = await screen.findByRole('table', { name: 'Inactive celebrations' });
    expect(within(inactive).getByRole('button', { name: 'Reactivate Wellness day' })).toBeInTheDocument();
  });

  it('deactivates with state inactive and says so', async () => {
    byState();
    const patch = jest.spyOn(v2Client, 'patch').mockResolvedValue({} as never);
    const { user } = renderIndex();
    await user.click(await screen.findByRole('button', { name: 'Deactivate Birthday' }));
    expect(patch).toHaveBeenCalledWith('admin/celebrations/1', { state: 'inactive' });
    expect(await screen.findByText('Birthday is deactivated.')).toBeInTheDocument();
  });

  it('resets to default only after confirming', async () => {
    byState();
    const post = jest.spyOn(v2Client, 'post').mockResolvedValue({} as never);
    const { user } = renderIndex();
    await user.click(await screen.findByRole('button', { name: 'Reset to default: Birthday' }));
    const dialog = screen.getByRole('dialog', { name: 'Reset Birthday to default?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep my settings' }));
    expect(post).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Reset to default: Birthday' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Reset to default' }));
    expect(post).toHaveBeenCalledWith('admin/celebrations/1/reset', {});
    expect(await screen.findByText('Birthday is back to its default settings.')).toBeInTheDocument();
  });

  it('says the spec’s error when the list cannot be read, with a retry', async () => {
    answerGets(() => {
      throw httpError(500, { error: 'server_error', message: 'Something went wrong' });
    });
    renderIndex();
    expect(await screen.findByText('Failed to fetch celebrations')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('gives a celebration now to a chosen person and toasts the result', async () => {
    byState();
    const post = jest.spyOn(v2Client, 'post').mockImplementation((async (path: string) =>
      path === 'user_management/users/search'
        ? { result: [{ id: 12, displayName: 'Emma Employee', email: 'e@x', profilePic: null, username: 'emma' }] }
        : {
            ranAt: '2026-11-23T00:00:00.000Z',
            posted: [{ userId: 12, bonusId: 99, amount: 50, skipped: null }],
          }) as never);
    const { user } = renderIndex();
    await user.click(await screen.findByRole('button', { name: 'Give a celebration now' }));
    const dialog = screen.getByRole('dialog', { name: 'Give a celebration now' });
    await user.click(within(dialog).getByRole('button', { name: 'Give now' }));
    expect(within(dialog).getByText('Choose a celebration and at least one person')).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Celebration' }), 'Birthday');
    await user.type(within(dialog).getByRole('searchbox', { name: 'Find a person' }), 'Emma');
    await user.click(await within(dialog).findByRole('button', { name: 'Add Emma Employee' }));
    await user.click(within(dialog).getByRole('button', { name: 'Give now' }));
    expect(post).toHaveBeenCalledWith('admin/celebrations/manually_give', { celebrationId: 1, userIds: [12] });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(useToastStore.getState().toasts.at(-1)).toMatchObject({
      message: 'Birthday posted for 1 person',
      status: 'success',
    });
  });
});
