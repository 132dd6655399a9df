import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import type { ScoredRecognition } from '@laurel/shared/contract';
import { signInForTests, subjectFor } from '@laurel/shared/testing/profiles';
import { i18n } from '../i18n';
import '../recognition-scores/recognition-scores-copy';
import { TopRecognitions } from '../recognition-scores/components/TopRecognitions';

// Late on 9 November in UTC is already 10 November in Auckland.
const record = {
  id: 3,
  createdAt: '2026-11-09T20:00:00.000Z',
  giver: { id: 1, displayName: 'Emma Employee' },
  receivers: [{ id: 2, displayName: 'Mateo Manager' }],
  familyAmount: 10,
  reason: 'Thanks',
  qualityScore: { score: 80 },
} as unknown as ScoredRecognition;

const renderTop = () =>
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <TopRecognitions records={[record]} />
      </MemoryRouter>
    </I18nextProvider>,
  );

describe('admin reports show moments in the company’s time zone', () => {
  it('dates a recognition in the time zone the company chose', () => {
    signInForTests(subjectFor('tier_three', { global_admin: true }, { time_zone: 'Pacific/Auckland' }));
    renderTop();
    expect(screen.getByText(/Nov 10, 2026/)).toBeInTheDocument();
  });

  it('uses UTC for a company that chose none', () => {
    signInForTests(subjectFor('tier_three', { global_admin: true }));
    renderTop();
    expect(screen.getByText(/Nov 9, 2026/)).toBeInTheDocument();
  });
});
