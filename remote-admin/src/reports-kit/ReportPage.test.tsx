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

  it('keeps one status region that says a read started, then that the figures follow the filters', () => {
    const { rerender } = renderPage({ isLoading: true });
    const region = screen.getByRole('status');
    expect(region).toHaveTextContent('Loading the report…');
    rerender(
      <ReportPage title="Participation" description="" status={{ isLoading: false, retry: jest.fn() }}>
        <p>the figures</p>
      </ReportPage>,
    );
    expect(screen.getByRole('status')).toBe(region);
    expect(region).toHaveTextContent('The report shows the chosen filters.');
  });

  it('says when nothing matches, in the status region shown as the empty state', () => {
    renderPage({ isEmpty: true });
    expect(screen.getByText(/No recognition matches these filters/)).toBe(screen.getByRole('status'));
    expect(screen.getByRole('status')).toBeVisible();
    expect(screen.queryByText('the figures')).not.toBeInTheDocument();
  });

  it('shows the failure with a retry', async () => {
    const retry = jest.fn();
    const { user } = renderPage({ error: new HttpError(500, { body: { error: 'server_error' } }), retry });
    expect(screen.getByRole('alert')).toHaveTextContent('This report could not be loaded');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalled();
  });
});
