import { screen, within } from '@testing-library/react';
import { v2Client } from '@laurel/shared';
import { renderRouted } from '@laurel/shared/testing/render-routed';
import '../super-admin-copy';
import { i18n } from '../../i18n';
import { KvmsPage } from './KvmsPage';

describe('KvmsPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows each company’s giving and receiving rates and its one-on-ones against the 30 days before', async () => {
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
          oneOnOne: {
            managersWithReports: 2,
            current: { managersHolding: 1, holdingRate: 50, meetingsHeld: 2, talkingPointsCarried: 3, goalsUpdated: 2 },
            previous: { managersHolding: 0, holdingRate: 0, meetingsHeld: 0, talkingPointsCarried: 0, goalsUpdated: 1 },
          },
        },
      ],
    });
    renderRouted(i18n, <KvmsPage />, { url: '/k', path: '/k' });
    const recognition = await screen.findByRole('table', { name: /Recognition key figures/ });
    const row = within(recognition).getByRole('row', { name: /Free Range Studio/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Free', '4', '50% (2 people)', '75% (3 people)', '3', '0.8']);
    const oneOnOnes = screen.getByRole('table', { name: /One-on-one key figures/ });
    expect(
      within(within(oneOnOnes).getByRole('row', { name: /Free Range Studio/ }))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2', '50% (1 person) (before: 0% (0 people))', '2 (before: 0)', '3 (before: 0)', '2 (before: 1)']);
  });
});
