import { screen, within } from '@testing-library/react';
import { installNoopResizeObserver } from '@laurel/shared/testing/resize-observer';
import { renderRouted } from '@laurel/shared/testing/render-routed';
import { i18n } from '../i18n';
import { ChartFigure } from './ChartFigure';

const ROWS = [
  { label: 'Sales', values: { givers: 3, receivers: 5 } },
  { label: 'Support', values: { givers: 1200, receivers: 0 } },
];
const SERIES = [
  { key: 'givers', label: 'Gave' },
  { key: 'receivers', label: 'Received' },
];

const renderChart = (kind: 'bar' | 'line') =>
  renderRouted(
    i18n,
    <ChartFigure
      title="Participation by department"
      kind={kind}
      categoryLabel="Department"
      rows={ROWS}
      series={SERIES}
      size={{ width: 600, height: 300 }}
    />,
    { url: '/', path: '/' },
  );

describe('ChartFigure', () => {
  beforeAll(installNoopResizeObserver);

  it.each(['bar', 'line'] as const)('draws a %s chart hidden from assistive technology', async (kind) => {
    renderChart(kind);
    const chart = screen.getByTestId('report-chart');
    expect(chart).toHaveAttribute('aria-hidden', 'true');
    // The first test pays for loading recharts.
    await screen.findByText('Sales', { selector: 'svg text, svg tspan' }, { timeout: 15_000 });
    expect(chart.querySelector('svg')).not.toBeNull();
  });

  it('shows the same figures as a captioned table on request', async () => {
    const { user } = renderChart('bar');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Show as table' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const table = screen.getByRole('table', { name: 'Participation by department' });
    const support = within(table).getByRole('row', { name: /Support/ });
    expect(
      within(support)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1,200', '0']);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Department', 'Gave', 'Received']);
    // Figures line up on their last digit.
    expect(within(support).getAllByRole('cell')[0]).toHaveClass('number');
    await user.click(screen.getByRole('button', { name: 'Hide table' }));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
