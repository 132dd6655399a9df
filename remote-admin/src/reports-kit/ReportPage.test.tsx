import { screen } from '@testing-library/react';
import { HttpError } from '@laurel/shared';
import { renderRouted } from '@laurel/shared/testing/render-routed';
import { i18n } from '../i18n';
import { ReportPage, type ReportStatus } from './ReportPage';

const renderPage = (status: Partial<ReportStatus>) =>
  renderRouted(
    i18n,
    <ReportPage
      title="Participation"
      description="Who gave and received recognition."
      filters={<span>filters here</span>}
      status={{ isLoading: false, retry: jest.fn(), ...status }}
    >
      <p>the figures</p>
    </ReportPage>,
    { url: '/', path: '/' },
  );

describe('ReportPage', () => {
  it('shows the heading, the filters and the figures', () => {
    renderPage({});
    expect(screen.getByRole('heading', { level: 1, name: 'Participation' })).toBeVisible();
    expect(screen.getByRole('group', { name: 'Filters' })).toHaveTextContent('filters here');
    expect(screen.getByText('the figures')).toBeVisible();
  });

  it('says it is loading', () => {
    renderPage({ isLoading: true });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the report…');
    expect(screen.queryByText('the figures')).not.toBeInTheDocument();
  });

  it('says when nothing matches', () => {
    renderPage({ isEmpty: true });
    expect(screen.getByText(/No recognition matches these filters/)).toBeVisible();
  });

  it('shows the failure with a retry', async () => {
    const retry = jest.fn();
    const { user } = renderPage({ error: new HttpError(500, { body: { error: 'server_error' } }), retry });
    expect(screen.getByRole('alert')).toHaveTextContent('This report could not be loaded');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalled();
  });
});
