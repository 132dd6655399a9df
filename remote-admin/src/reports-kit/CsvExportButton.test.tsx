import { act, screen } from '@testing-library/react';
import { emit, HttpError, v2Client } from '@laurel/shared';
import { renderRouted } from '@laurel/shared/testing/render-routed';
import './reports-kit-copy';
import { i18n } from '../i18n';
import { CsvExportButton } from './CsvExportButton';

const FILTERS = { start_date: '2026-10-01', end_date: '2026-10-31', department: 'Sales' };

const renderButton = () =>
  renderRouted(i18n, <CsvExportButton report="participation" filters={FILTERS} />, { url: '/', path: '/' });

const complete = (fileId: number) =>
  act(() => emit('server:CsvGenerationComplete', { file_id: fileId, file_url: `/uploads/reports/${fileId}.csv` }));

describe('CsvExportButton', () => {
  afterEach(() => jest.restoreAllMocks());

  it('posts the filters and says the CSV is being prepared until its file arrives', async () => {
    const post = jest.spyOn(v2Client, 'post').mockResolvedValue({ file_id: 7 });
    const { user } = renderButton();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(post).toHaveBeenCalledWith('admin/reports/participation/csv', FILTERS);
    const button = screen.getByRole('button', { name: 'Preparing your CSV…' });
    expect(button).toHaveAttribute('aria-disabled', 'true');

    complete(6);
    expect(screen.getByRole('button', { name: 'Preparing your CSV…' })).toBeVisible();
    complete(7);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Your CSV has been downloaded.');
  });

  it('counts a file announced before the request answered', async () => {
    let answer: (body: { file_id: number }) => void = () => undefined;
    jest.spyOn(v2Client, 'post').mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { user } = renderButton();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    complete(9);
    await act(async () => answer({ file_id: 9 }));
    expect(screen.getByRole('status')).toHaveTextContent('Your CSV has been downloaded.');
  });

  it("shows the server's refusal", async () => {
    jest.spyOn(v2Client, 'post').mockRejectedValue(
      new HttpError(422, {
        body: { error: 'report_range_reversed', message: 'The end date must be on or after the start date' },
      }),
    );
    const { user } = renderButton();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The CSV could not be prepared');
    expect(screen.getByRole('alert')).toHaveTextContent('The end date must be on or after the start date');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeVisible();
  });
});
