import { screen, within } from '@testing-library/react';
import { v2Client } from '@laurel/shared';
import { renderRouted } from '@laurel/shared/testing/render-routed';
import '../super-admin-copy';
import { i18n } from '../../i18n';
import { KvmsPage } from './KvmsPage';

describe('KvmsPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows each company’s giving and receiving rates with the people behind them', async () => {
    jest.spyOn(v2Client, 'get').mockResolvedValue({
      result: [
        {
          companyId: 2,
          companyName: 'Free Range Studio',
          productTier: 'free',
          activePeople: 4,
          givers: 2,
          receivers: 3,
          givingRate: 50,
          receivingRate: 75,
          recognitions: 3,
          recognitionsPerPerson: 0.8,
        },
      ],
    });
    renderRouted(i18n, <KvmsPage />, { url: '/k', path: '/k' });
    const row = await screen.findByRole('row', { name: /Free Range Studio/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Free', '4', '50% (2 people)', '75% (3 people)', '3', '0.8']);
  });
});
