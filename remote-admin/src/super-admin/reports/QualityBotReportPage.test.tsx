import { screen, within } from '@testing-library/react';
import { v2Client } from '@laurel/shared';
import type { QualityBotReport } from '@laurel/shared/contract';
import { renderRouted } from '@laurel/shared/testing/render-routed';
import '../super-admin-copy';
import { i18n } from '../../i18n';
import { QualityBotReportPage } from './QualityBotReportPage';

const REPORT: QualityBotReport = {
  period: { start: '2026-10-23T12:00:00.000Z', end: '2026-11-22T12:00:00.000Z' },
  companies: [
    { companyId: 1, companyName: 'Northwind', scored: 3, average: 45, bands: [1, 0, 1, 0, 1] },
    { companyId: 2, companyName: 'Free Range', scored: 0, average: null, bands: [0, 0, 0, 0, 0] },
  ],
  lowest: [{ id: 9, companyName: 'Northwind', score: 5, createdAt: '2026-11-20T09:00:00.000Z', reason: '<b>ok</b>' }],
};

describe('QualityBotReportPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows each company’s recognitions per score band and the lowest-scoring ones as text', async () => {
    jest.spyOn(v2Client, 'get').mockResolvedValue({ result: REPORT });
    const { container } = renderRouted(i18n, <QualityBotReportPage />, { url: '/q', path: '/q' });
    const bands = await screen.findByRole('table', { name: /Recognitions per score band/ });
    const northwind = within(bands).getByRole('row', { name: /Northwind/ });
    expect(
      within(northwind)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['3', '45', '1', '0', '1', '0', '1']);
    expect(within(bands).getByRole('columnheader', { name: 'Score 80–100' })).toBeInTheDocument();
    expect(within(bands).getByRole('row', { name: /Free Range/ })).toHaveTextContent('No recognitions');
    const lowest = screen.getByRole('table', { name: /lowest first/ });
    expect(within(lowest).getByText('<b>ok</b>')).toBeInTheDocument();
    expect(container.querySelector('b')).toBeNull();
  });
});
