import { screen, within } from '@testing-library/react';
import { HttpError, v2Client } from '@laurel/shared';
import type { Recap } from '@laurel/shared/contract';
import { signInForTests, subjectFor } from '@laurel/shared/testing/profiles';
import { currentAddress, renderRouted } from '@laurel/shared/testing/render-routed';
import '../recap-copy';
import { i18n } from '../../i18n';
import { RecapView, type RecapVariant } from './RecapView';

const RECAP: Recap = {
  person: { id: 7, displayName: 'Emma Employee', department: 'Engineering', managerName: 'Mateo Manager' },
  from: '2025-11-23',
  to: '2026-11-22',
  received: [
    {
      id: 1,
      createdAt: '2026-11-20T09:00:00.000Z',
      giver: { id: 8, displayName: 'Mateo Manager' },
      receivers: [{ id: 7, displayName: 'Emma Employee' }],
      reason: '+10 @emma <script>alert(1)</script> thanks',
      hashtags: ['OwnIt', 'Care'],
      amount: 10,
    },
  ],
  given: [
    {
      id: 2,
      createdAt: '2026-10-01T09:00:00.000Z',
      giver: { id: 7, displayName: 'Emma Employee' },
      receivers: [{ id: 8, displayName: 'Mateo Manager' }],
      reason: 'Great review',
      hashtags: [],
      amount: 3,
    },
  ],
  totals: { recognitionsReceived: 1, pointsReceived: 10, recognitionsGiven: 1, pointsGiven: 3 },
  topValues: [{ hashtag: 'care', count: 1 }],
};

const renderRecap = (variant: RecapVariant, url = `/p/recap/7`) =>
  renderRouted(i18n, <RecapView variant={variant} />, {
    url,
    path: `/p/${variant === 'review' ? 'recap-review' : 'recap'}/:userId`,
  });

describe('RecapView', () => {
  beforeEach(() => signInForTests(subjectFor('tier_three', {})));
  afterEach(() => jest.restoreAllMocks());

  it('shows the person’s recap: totals, top values and the recognitions as text, and prints', async () => {
    const get = jest.spyOn(v2Client, 'get').mockResolvedValue({ result: RECAP } as never);
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = renderRecap('recap');
    expect(await screen.findByRole('heading', { name: 'Recognition recap: Emma Employee' })).toBeVisible();
    expect(get).toHaveBeenCalledWith('recaps/7', { params: {} });
    expect(screen.getByText('November 23, 2025 to November 22, 2026')).toBeVisible();
    const totals = screen.getByRole('region', { name: 'Totals' });
    expect(within(totals).getByText('Points received').nextSibling).toHaveTextContent('10');
    expect(within(screen.getByRole('region', { name: 'Top values' })).getByText('#care')).toBeVisible();
    const received = screen.getByRole('region', { name: 'Recognitions received' });
    expect(within(received).getByText('+10 @emma <script>alert(1)</script> thanks')).toBeVisible();
    expect(within(received).getByText('From Mateo Manager')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Recognitions given' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalled();
  });

  it('adds the given recognitions and the manager’s notes in the review, and reads the period from the address', async () => {
    const get = jest
      .spyOn(v2Client, 'get')
      .mockImplementation(async (path: string) => ({ result: path.startsWith('recaps/') ? RECAP : null }) as never);
    const { user } = renderRecap('review', '/p/recap-review/7?from=2026-01-01&to=2026-06-30');
    expect(await screen.findByRole('heading', { name: 'Recognition review: Emma Employee' })).toBeVisible();
    expect(get).toHaveBeenCalledWith('recaps/7', { params: { from: '2026-01-01', to: '2026-06-30' } });
    expect(
      within(screen.getByRole('region', { name: 'Recognitions given' })).getByText('To Mateo Manager'),
    ).toBeVisible();
    expect(await screen.findByLabelText('Notes for the review')).toHaveAccessibleDescription(
      'Printed with the recap; not saved.',
    );
    const from = screen.getByLabelText('From');
    await user.clear(from);
    await user.type(from, '2026-02-01');
    await user.click(screen.getByRole('button', { name: 'Show this period' }));
    expect(currentAddress()).toBe('/p/recap-review/7?from=2026-02-01&to=2026-11-22');
  });

  it('saves the manager’s notes with the open performance recap cycle', async () => {
    const cycle = {
      id: 4,
      name: 'H2 2026',
      periodStart: '2026-07-01',
      periodEnd: '2026-12-31',
      dueDate: '2027-01-15',
      questions: ['Q'],
    };
    jest.spyOn(v2Client, 'get').mockImplementation(
      async (path: string) =>
        ({
          result: path.startsWith('recaps/')
            ? RECAP
            : {
                cycle,
                person: { id: 7, displayName: 'Emma Employee' },
                answers: [''],
                submittedAt: null,
                managerNote: 'Earlier',
                notedAt: null,
                mine: false,
              },
        }) as never,
    );
    const put = jest.spyOn(v2Client, 'put').mockResolvedValue({ result: {} } as never);
    const { user } = renderRecap('review', '/p/recap-review/7');
    const notes = await screen.findByRole('textbox', { name: 'Notes for the review' });
    expect(notes).toHaveValue('Earlier');
    expect(notes).toHaveAccessibleDescription(expect.stringContaining('Saved with the H2 2026 performance recap'));
    await user.type(notes, ' and now');
    await user.click(screen.getByRole('button', { name: 'Save notes' }));
    expect(put).toHaveBeenCalledWith('performance_recaps/current/7/manager_note', { note: 'Earlier and now' });
    expect(await screen.findByText('Notes saved.')).toBeVisible();
  });

  it('says whose recap it is not, without a blank page', async () => {
    jest.spyOn(v2Client, 'get').mockRejectedValue(new HttpError(404, { body: { error: 'not_found' } }));
    renderRecap('recap');
    expect(await screen.findByText(/only they, their manager and global admins may open it/)).toBeVisible();
  });
});
