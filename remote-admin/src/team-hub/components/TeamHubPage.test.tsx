import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emit, HttpError, v2Client } from '@laurel/shared';
import { apiErrorText, type BonusView, type TeamHub, type TeamMember } from '@laurel/shared/contract';
import { signInForTests, subjectFor } from '@laurel/shared/testing/profiles';
import { renderRouted } from '@laurel/shared/testing/render-routed';
import '../team-hub-copy';
import { i18n } from '../../i18n';
import { TeamHubPage } from './TeamHubPage';

const DAY_MS = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

const member = (overrides: Partial<TeamMember>): TeamMember => ({
  id: 1,
  displayName: 'Ana Lopez',
  slug: 'ana-lopez',
  profilePicUrl: null,
  title: 'Team member',
  department: 'Design',
  lastReceived: null,
  lastGiven: null,
  pointsReceivedThisMonth: 0,
  upcomingCelebrations: [],
  needsRecognition: true,
  canReceive: true,
  ...overrides,
});

const ANA = member({});
const BEN = member({
  id: 2,
  displayName: 'Ben Okafor',
  slug: 'ben-okafor',
  needsRecognition: false,
  lastReceived: { bonusId: 41, createdAt: ago(3), person: { id: 9, displayName: 'Mateo Manager' }, othersCount: 0 },
  lastGiven: { bonusId: 42, createdAt: ago(1), person: { id: 1, displayName: 'Ana Lopez' }, othersCount: 2 },
  pointsReceivedThisMonth: 35,
  upcomingCelebrations: [
    { kind: 'birthday', date: inDays(0), years: null },
    { kind: 'work_anniversary', date: inDays(5), years: 3 },
  ],
});
const OSCAR = member({
  id: 3,
  displayName: 'Oscar Observer',
  slug: 'oscar',
  needsRecognition: false,
  canReceive: false,
});

const answer = (read: () => Promise<unknown>) =>
  jest.spyOn(v2Client, 'get').mockImplementation((() => read()) as typeof v2Client.get);

const renderHub = () => renderRouted(i18n, <TeamHubPage />, { url: '/team/your-team', path: '/team/your-team' });

describe('TeamHubPage', () => {
  beforeEach(() => signInForTests(subjectFor('tier_three', { is_manager: true })));
  afterEach(() => jest.restoreAllMocks());

  it('lists who needs recognition first, then the rest of the team with their last recognition each way', async () => {
    const get = answer(async () => ({ result: { members: [ANA, BEN, OSCAR] } satisfies TeamHub }));
    renderHub();
    const needing = await screen.findByRole('region', { name: 'Needs recognition' });
    expect(get).toHaveBeenCalledWith('team/your-team');
    expect(within(needing).getByText('Not recognized in the last 30 days.')).toBeVisible();
    expect(
      within(needing)
        .getAllByRole('article')
        .map((card) => card.getAttribute('aria-labelledby')),
    ).toEqual(['team-member-1']);
    const ana = within(needing).getByRole('article', { name: 'Ana Lopez' });
    expect(within(ana).getAllByText('Not yet')).toHaveLength(2);
    expect(within(ana).getByText('Team member · Design')).toBeVisible();
    expect(within(ana).getByRole('link', { name: 'Ana Lopez' })).toHaveAttribute('href', '/company/users/ana-lopez');

    const rest = screen.getByRole('region', { name: 'Recently recognized' });
    const ben = within(rest).getByRole('article', { name: 'Ben Okafor' });
    expect(within(ben).getByRole('link', { name: '3 days ago by Mateo Manager' })).toHaveAttribute(
      'href',
      '/bonuses/41',
    );
    expect(within(ben).getByRole('link', { name: '1 day ago to Ana Lopez and 2 others' })).toHaveAttribute(
      'href',
      '/bonuses/42',
    );
    expect(within(ben).getByText('35')).toBeVisible();
    expect(within(ben).getByText(/^Birthday, .* \(today\)$/)).toBeVisible();
    expect(within(ben).getByText(/^3-year work anniversary, .* \(in 5 days\)$/)).toBeVisible();
  });

  it('opens the give modal with the person prefilled, and reads the team again once recognition is given', async () => {
    const get = answer(async () => ({ result: { members: [ANA, BEN, OSCAR] } }));
    const opened = jest.fn();
    window.addEventListener('init-give-recognition', (event) => opened((event as CustomEvent).detail));
    renderHub();
    await userEvent.click(await screen.findByRole('button', { name: 'Recognize Ana Lopez' }));
    expect(opened).toHaveBeenCalledWith({ recipientId: 1 });
    // Someone who may not receive recognition has no shortcut.
    expect(screen.queryByRole('button', { name: 'Recognize Oscar Observer' })).not.toBeInTheDocument();

    get.mockImplementation((async () => ({
      result: { members: [{ ...ANA, needsRecognition: false }, BEN, OSCAR] },
    })) as typeof v2Client.get);
    act(() => emit('bonus-created', { bonus: { id: 50 } as BonusView, totalAmount: 10 }));
    expect(await screen.findByText('Everyone on your team was recognized in the last 30 days.')).toBeVisible();
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('offers no shortcut to a manager who may not give recognition', async () => {
    signInForTests(subjectFor('tier_three', { is_manager: true, can_give: false }));
    answer(async () => ({ result: { members: [ANA] } }));
    renderHub();
    await screen.findByRole('article', { name: 'Ana Lopez' });
    expect(screen.queryByRole('button', { name: /Recognize/ })).not.toBeInTheDocument();
  });

  it('says so when nobody reports to the manager', async () => {
    answer(async () => ({ result: { members: [] } }));
    renderHub();
    expect(await screen.findByRole('heading', { name: 'Nobody reports to you yet' })).toBeVisible();
  });

  it("shows the API's error with a retry that reads the team", async () => {
    let fail = true;
    answer(() =>
      fail
        ? Promise.reject(new HttpError(500, { body: { error: 'server_error', message: apiErrorText('server_error') } }))
        : Promise.resolve({ result: { members: [ANA] } }),
    );
    renderHub();
    expect(await screen.findByText('Your team could not be loaded')).toBeVisible();
    expect(screen.getByText(apiErrorText('server_error'))).toBeVisible();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Ana Lopez' })).toBeVisible();
  });
});
