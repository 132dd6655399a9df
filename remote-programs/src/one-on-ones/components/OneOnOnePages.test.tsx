import { screen, waitFor, within } from '@testing-library/react';
import { HttpError, v2Client } from '@laurel/shared';
import { signInForTests, subjectFor, userProfile } from '@laurel/shared/testing/profiles';
import type { OneOnOne, OneOnOnePair } from '@laurel/shared/contract';
import { OneOnOnesPage } from '../../pages/OneOnOnesPage';
import { OneOnOneMeetingPage } from '../../pages/OneOnOneMeetingPage';
import { OneOnOneRecapPage } from '../../pages/OneOnOneRecapPage';
import { renderPage, currentAddress } from '../../testing/render-page';

const MANAGER = { id: 7, displayName: 'Mateo Manager', profilePic: null };
const REPORT = { id: 8, displayName: 'Emma Employee', profilePic: null };

const meeting = (overrides: Partial<OneOnOne> = {}): OneOnOne => ({
  id: 31,
  manager: MANAGER,
  report: REPORT,
  scheduledFor: '2026-11-24',
  scheduledTime: null,
  status: 'open',
  endedAt: null,
  talkingPoints: [{ id: 1, text: 'Career path', authorId: 7, done: false, carriedFrom: 30 }],
  actionItems: [{ id: 2, text: 'Draft plan', ownerId: 8, done: false, carriedFrom: null }],
  sharedNotes: 'Q1',
  decisions: '',
  myPrivateNotes: 'Only mine',
  notesVersion: 0,
  ...overrides,
});

const answers = (routes: Record<string, unknown>) =>
  jest.spyOn(v2Client, 'get').mockImplementation(async (path) => {
    const answer = routes[path];
    if (answer instanceof Error) throw answer;
    if (answer === undefined) throw new Error(`unexpected GET ${path}`);
    return { result: answer };
  });
const notFound = () => new HttpError(404, { body: { error: 'not_found', message: 'Not found' } });

beforeEach(() => signInForTests({ ...subjectFor('tier_three'), user: userProfile({ id: 8 }) }));
afterEach(() => jest.restoreAllMocks());

describe('OneOnOnesPage', () => {
  it('lists the meeting with my manager and starts one with a report who has none', async () => {
    const pairs: OneOnOnePair[] = [
      {
        partner: MANAGER,
        myRole: 'report',
        current: { id: 31, scheduledFor: '2026-11-24', openPoints: 2 },
        lastEndedId: 30,
      },
      {
        partner: { id: 9, displayName: 'Rui Report', profilePic: null },
        myRole: 'manager',
        current: null,
        lastEndedId: null,
      },
    ];
    answers({ '/one_on_ones': { pairs }, '/goals': [], '/company_initiatives': [] });
    const post = jest.spyOn(v2Client, 'post').mockResolvedValue({ result: meeting({ id: 44 }) });
    const { user } = renderPage(<OneOnOnesPage />, { url: '/one-on-ones', path: '/one-on-ones' });
    const withManager = await screen.findByRole('region', { name: 'With your manager' });
    expect(within(withManager).getByText(/2 open talking points/)).toBeVisible();
    expect(within(withManager).getByRole('link', { name: 'Open the agenda with Mateo Manager' })).toHaveAttribute(
      'href',
      '/one-on-ones/31',
    );
    expect(within(withManager).getByRole('link', { name: 'Last recap with Mateo Manager' })).toHaveAttribute(
      'href',
      '/one-on-ones/recap?with=7',
    );
    await user.click(screen.getByRole('button', { name: 'Start a one-on-one with Rui Report' }));
    expect(post).toHaveBeenCalledWith('/one_on_ones', { partnerId: 9 });
    await waitFor(() => expect(currentAddress()).toBe('/one-on-ones/44'));
  });

  it('says why the list could not be loaded and reads again', async () => {
    const get = answers({
      '/one_on_ones': new HttpError(500, { body: { error: 'server_error', message: 'Down' } }),
      '/goals': [],
    });
    const { user } = renderPage(<OneOnOnesPage />, { url: '/one-on-ones', path: '/one-on-ones' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your one-on-ones could not be loaded');
    get.mockResolvedValue({ result: { pairs: [] } });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/nobody to meet one-on-one/)).toBeVisible();
  });
});

describe('OneOnOneMeetingPage', () => {
  const renderMeeting = () => renderPage(<OneOnOneMeetingPage />, { url: '/one-on-ones/31', path: '/one-on-ones/:id' });

  it('adds a talking point, ticks one off and keeps a refused one at its field', async () => {
    answers({ '/one_on_ones/31': meeting(), '/goals': [] });
    const post = jest
      .spyOn(v2Client, 'post')
      .mockRejectedValueOnce(
        new HttpError(422, { body: { error: 'growth_text_too_long', message: 'Keep it shorter' } }),
      )
      .mockResolvedValueOnce({
        result: meeting({
          talkingPoints: [
            ...meeting().talkingPoints,
            { id: 3, text: 'Vacation', authorId: 8, done: false, carriedFrom: null },
          ],
        }),
      });
    const patch = jest.spyOn(v2Client, 'patch').mockResolvedValue({ result: meeting() });
    const { user } = renderMeeting();
    expect(await screen.findByRole('heading', { name: 'One-on-one with Mateo Manager' })).toBeVisible();
    expect(screen.getByText('carried over')).toBeVisible();
    const field = screen.getByLabelText('New talking point');
    await user.type(field, 'Vacation');
    await user.click(screen.getByRole('button', { name: 'Add talking point' }));
    expect(await screen.findByText('Keep it shorter.')).toBeVisible();
    expect(field).toHaveValue('Vacation');
    await user.click(screen.getByRole('button', { name: 'Add talking point' }));
    expect(await screen.findByText('Vacation')).toBeVisible();
    expect(post).toHaveBeenLastCalledWith('/one_on_ones/31/talking_points', { text: 'Vacation' });
    expect(field).toHaveValue('');
    await user.click(screen.getByRole('checkbox', { name: 'Career path' }));
    expect(patch).toHaveBeenCalledWith('/one_on_ones/31/talking_points/1', { done: true });
  });

  it('shows only my private notes and saves the notes together', async () => {
    answers({ '/one_on_ones/31': meeting(), '/goals': [] });
    const put = jest.spyOn(v2Client, 'put').mockResolvedValue({ result: meeting({ decisions: 'Ship it' }) });
    const { user } = renderMeeting();
    expect(await screen.findByLabelText('My private notes')).toHaveValue('Only mine');
    expect(screen.getByText('Only you can see these.')).toBeVisible();
    await user.type(screen.getByLabelText('Decisions'), 'Ship it');
    await user.click(screen.getByRole('button', { name: 'Save notes' }));
    expect(await screen.findByText('Notes saved.')).toBeVisible();
    expect(put).toHaveBeenCalledWith('/one_on_ones/31/notes', {
      sharedNotes: 'Q1',
      decisions: 'Ship it',
      myPrivateNotes: 'Only mine',
      baseVersion: 0,
    });
  });

  it('ends the meeting after asking in a dialog and opens the next one', async () => {
    answers({ '/one_on_ones/31': meeting(), '/one_on_ones/32': meeting({ id: 32 }), '/goals': [] });
    const post = jest.spyOn(v2Client, 'post').mockResolvedValue({
      result: { ended: meeting({ status: 'ended', endedAt: '2026-11-24T10:00:00Z' }), next: meeting({ id: 32 }) },
    });
    const { user } = renderMeeting();
    const end = await screen.findByRole('button', { name: 'End meeting' });
    await user.click(end);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(end).toHaveFocus());
    expect(post).not.toHaveBeenCalled();
    await user.click(end);
    const dialog = screen.getByRole('dialog', { name: 'End this meeting?' });
    await user.click(within(dialog).getByRole('button', { name: 'End meeting' }));
    expect(post).toHaveBeenCalledWith('/one_on_ones/31/end');
    await waitFor(() => expect(currentAddress()).toBe('/one-on-ones/32'));
  });

  it('moves the meeting to a picked day and time, refusing a past day at its field', async () => {
    jest.useFakeTimers({
      now: new Date('2026-11-24T09:00:00'),
      doNotFake: ['setTimeout', 'setInterval', 'queueMicrotask'],
    });
    answers({ '/one_on_ones/31': meeting(), '/goals': [] });
    const put = jest
      .spyOn(v2Client, 'put')
      .mockRejectedValueOnce(new HttpError(422, { body: { error: 'one_on_one_time_invalid', message: 'Bad' } }))
      .mockResolvedValueOnce({ result: meeting({ scheduledFor: '2026-12-01', scheduledTime: '15:30' }) });
    const { user } = renderMeeting();
    const date = await screen.findByLabelText('Date');
    expect(date).toHaveValue('2026-11-24');
    await user.clear(date);
    await user.type(date, '2026-11-23');
    await user.click(screen.getByRole('button', { name: 'Save date' }));
    expect(await screen.findByText('Pick a date from today on.')).toBeVisible();
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(date).toHaveFocus();
    expect(put).not.toHaveBeenCalled();
    await user.clear(date);
    await user.type(date, '2026-12-01');
    await user.type(screen.getByLabelText('Time (optional)'), '15:30');
    await user.click(screen.getByRole('button', { name: 'Save date' }));
    expect(await screen.findByText('Pick a valid time, or leave it empty.')).toBeVisible();
    expect(screen.getByLabelText('Time (optional)')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Save date' }));
    expect(await screen.findByText(/The meeting date is saved/)).toBeVisible();
    expect(put).toHaveBeenLastCalledWith('/one_on_ones/31/schedule', {
      scheduledFor: '2026-12-01',
      scheduledTime: '15:30',
    });
    expect(screen.getByText(/Scheduled for December 1, 2026 at 3:30/)).toBeVisible();
    jest.useRealTimers();
  });

  it('keeps the writer’s notes when someone else saved first, shows theirs, and saves over them knowingly', async () => {
    const get = answers({ '/one_on_ones/31': meeting(), '/goals': [] });
    const put = jest
      .spyOn(v2Client, 'put')
      .mockRejectedValueOnce(new HttpError(409, { body: { error: 'one_on_one_notes_conflict', message: 'Changed' } }))
      .mockResolvedValueOnce({ result: meeting({ sharedNotes: 'Q1 and Q2', notesVersion: 3 }) });
    const { user } = renderMeeting();
    const shared = await screen.findByLabelText('Shared notes');
    get.mockImplementation(async (path) =>
      path === '/one_on_ones/31'
        ? { result: meeting({ sharedNotes: 'Q2 from Mateo', notesVersion: 2 }) }
        : { result: [] },
    );
    await user.type(shared, ' and Q2');
    await user.click(screen.getByRole('button', { name: 'Save notes' }));
    expect(await screen.findByText(/Someone else changed the shared notes/)).toBeVisible();
    expect(shared).toHaveValue('Q1 and Q2');
    const theirs = screen.getByRole('region', { name: 'What the other person saved meanwhile' });
    expect(within(theirs).getByText('Q2 from Mateo')).toBeVisible();
    expect(put).toHaveBeenLastCalledWith('/one_on_ones/31/notes', expect.objectContaining({ baseVersion: 0 }));
    await user.click(screen.getByRole('button', { name: 'Save notes' }));
    expect(await screen.findByText('Notes saved.')).toBeVisible();
    expect(put).toHaveBeenLastCalledWith('/one_on_ones/31/notes', expect.objectContaining({ baseVersion: 2 }));
    expect(screen.queryByRole('region', { name: 'What the other person saved meanwhile' })).toBeNull();
  });

  it('tells a third person the meeting does not exist', async () => {
    answers({ '/one_on_ones/31': notFound() });
    renderMeeting();
    expect(await screen.findByRole('heading', { name: 'One-on-one not found' })).toBeVisible();
  });
});

describe('OneOnOneRecapPage', () => {
  it('shows what was discussed, decided and agreed', async () => {
    const ended = meeting({
      status: 'ended',
      endedAt: '2026-11-20T10:00:00Z',
      decisions: 'Hire a designer',
      talkingPoints: [
        { id: 1, text: 'Career path', authorId: 7, done: true, carriedFrom: null },
        { id: 2, text: 'Budget', authorId: 8, done: false, carriedFrom: null },
      ],
    });
    const get = answers({ '/one_on_ones/recap': ended });
    renderPage(<OneOnOneRecapPage />, { url: '/one-on-ones/recap?with=7', path: '/one-on-ones/recap' });
    expect(await screen.findByText('Hire a designer')).toBeVisible();
    expect(screen.getByText(/Your last meeting with Mateo Manager, on November 20, 2026/)).toBeVisible();
    expect(screen.getByText('moved to the next meeting')).toBeVisible();
    expect(screen.getByText(/owner: Emma Employee/)).toBeVisible();
    expect(screen.queryByText('Only mine')).toBeNull();
    expect(get).toHaveBeenCalledWith('/one_on_ones/recap', { params: { partnerId: 7 } });
  });

  it('says there is no recap before any meeting has ended', async () => {
    answers({ '/one_on_ones/recap': notFound() });
    renderPage(<OneOnOneRecapPage />, { url: '/one-on-ones/recap', path: '/one-on-ones/recap' });
    expect(await screen.findByText(/No one-on-one has ended yet/)).toBeVisible();
  });
});
