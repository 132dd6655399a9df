import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, v2Client } from '@laurel/shared';
import type { UserImportView } from '@laurel/shared/contract';
import { signInForTests, subjectFor } from '@laurel/shared/testing/profiles';
import { renderRouted } from '@laurel/shared/testing/render-routed';
import '../users-copy';
import { i18n } from '../../i18n';
import { ImportedUsers } from './ImportedUsers';

const row = (line: number, email: string, errors: UserImportView['rows'][number]['errors'] = []) => ({
  line,
  email,
  first_name: 'Ann',
  last_name: 'Lee',
  department: 'Sales',
  manager_email: '',
  role: '',
  action: 'create' as const,
  errors,
});
const PREVIEW: UserImportView = {
  id: 7,
  file_name: 'people.csv',
  status: 'preview',
  created_at: '2026-11-22T10:00:00.000Z',
  created_by: { id: 1, display_name: 'Gloria Global' },
  rows: [row(2, 'ann@laurel.example'), row(3, 'bad', ['invalid_email'])],
  importable: 1,
  processed: 0,
  created: 0,
  updated: 0,
  skipped: 0,
  finished_at: null,
};

const render = () =>
  renderRouted(i18n, <ImportedUsers />, { url: '/admin/users/imported', path: '/admin/users/imported' });
const csv = () => new File(['email,first_name,last_name\n'], 'people.csv', { type: 'text/csv' });

describe('ImportedUsers', () => {
  beforeEach(() => signInForTests(subjectFor('tier_three', { admin: true, global_admin: true })));
  afterEach(() => jest.restoreAllMocks());

  it('previews the rows with their errors, then imports the good ones and shows the result', async () => {
    const get = jest.spyOn(v2Client, 'get').mockImplementation((async (path: string) =>
      path === 'admin/user_imports'
        ? { result: [] }
        : {
            result: { ...PREVIEW, status: 'finished', processed: 2, created: 1, skipped: 1 },
          }) as typeof v2Client.get);
    const post = jest
      .spyOn(v2Client, 'post')
      .mockResolvedValueOnce({ result: PREVIEW })
      .mockResolvedValueOnce({ result: { ...PREVIEW, status: 'running', processed: 1 } });
    render();
    expect(await screen.findByText('No imports yet.')).toBeVisible();
    await userEvent.upload(screen.getByLabelText('CSV file'), csv());
    await userEvent.click(screen.getByRole('button', { name: 'Check the file' }));

    const table = await screen.findByRole('table', { name: 'Rows of the file' });
    expect(within(table).getByText('This is not a valid e-mail address')).toBeVisible();
    expect(screen.getByText('1 of 2 rows can be imported; rows with errors are skipped.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Import 1 row' }));
    expect(post).toHaveBeenLastCalledWith('admin/user_imports/7/run');
    expect(await screen.findByRole('progressbar', { name: 'Import progress' })).toHaveAttribute('value', '1');
    expect(
      await screen.findByText('Import finished: 1 created, 0 updated, 1 skipped.', {}, { timeout: 2000 }),
    ).toBeVisible();
    expect(get).toHaveBeenCalledWith('admin/user_imports/7');
  });

  it('says at the field when no file was chosen or the server refused it', async () => {
    jest.spyOn(v2Client, 'get').mockResolvedValue({ result: [] });
    jest.spyOn(v2Client, 'post').mockRejectedValue(
      new HttpError(415, {
        body: { error: 'invalid_csv', message: 'Upload a CSV file with a header row: email, first_name, last_name' },
      }),
    );
    render();
    await userEvent.click(screen.getByRole('button', { name: 'Check the file' }));
    expect(screen.getByLabelText('CSV file')).toHaveAccessibleDescription(/Choose a CSV file to check/);
    await userEvent.upload(screen.getByLabelText('CSV file'), csv());
    await userEvent.click(screen.getByRole('button', { name: 'Check the file' }));
    expect(await screen.findByText('Upload a CSV file with a header row: email, first_name, last_name')).toBeVisible();
  });
});
