import { screen } from '@testing-library/react';
import { v2Client } from '@laurel/shared';
import type { PerformanceRecap } from '@laurel/shared/contract';
import { httpError } from '../../claim/testing/api-answers';
import { renderPage } from '../../testing/render-page';
import { PerformanceRecapSection } from './PerformanceRecapSection';

const recap = (overrides: Partial<PerformanceRecap> = {}): PerformanceRecap => ({
  cycle: {
    id: 4,
    name: 'H2 2026',
    periodStart: '2026-07-01',
    periodEnd: '2026-12-31',
    dueDate: '2027-01-15',
    questions: ['What are you proud of?', 'What will you grow next?'],
  },
  person: { id: 1, displayName: 'Emma Employee' },
  answers: ['', ''],
  submittedAt: null,
  managerNote: null,
  notedAt: null,
  mine: true,
  ...overrides,
});
const render = (userId?: number) =>
  renderPage(<PerformanceRecapSection userId={userId} />, { url: '/one-on-ones/recap', path: '/one-on-ones/recap' });
afterEach(() => jest.restoreAllMocks());

describe('the performance recap on the recap page', () => {
  it('asks the person the open cycle’s questions and saves their answers', async () => {
    jest.spyOn(v2Client, 'get').mockResolvedValue({ result: recap() });
    const put = jest.spyOn(v2Client, 'put').mockResolvedValue({ result: recap({ answers: ['The importer', ''] }) });
    const { user } = render();
    expect(await screen.findByRole('heading', { name: 'Your performance recap: H2 2026' })).toBeVisible();
    const first = screen.getByRole('textbox', { name: 'What are you proud of?' });
    await user.click(screen.getByRole('button', { name: 'Save my recap' }));
    expect(first).toHaveFocus();
    expect(first).toHaveAccessibleDescription(expect.stringContaining('Answer at least one question.'));
    expect(put).not.toHaveBeenCalled();
    await user.type(first, 'The importer');
    await user.click(screen.getByRole('button', { name: 'Save my recap' }));
    expect(put).toHaveBeenCalledWith('/performance_recaps/current', { answers: ['The importer', ''] });
    expect(await screen.findByText('Your recap is saved.')).toBeVisible();
  });

  it('shows the manager their report’s answers and saves the manager’s notes', async () => {
    const theirs = recap({
      mine: false,
      answers: ['The importer', ''],
      submittedAt: '2026-11-20T10:00:00.000Z',
      managerNote: '',
    });
    jest.spyOn(v2Client, 'get').mockResolvedValue({ result: theirs });
    const put = jest.spyOn(v2Client, 'put').mockResolvedValue({ result: { ...theirs, managerNote: 'Strong half' } });
    const { user } = render(1);
    expect(await screen.findByRole('heading', { name: "Emma Employee's performance recap: H2 2026" })).toBeVisible();
    expect(screen.getByText('The importer')).toBeVisible();
    expect(screen.getByText('No answer.')).toBeVisible();
    const note = screen.getByRole('textbox', { name: 'Your notes for Emma Employee' });
    expect(note).toHaveAccessibleDescription(expect.stringContaining('Emma Employee does not see them'));
    await user.type(note, 'Strong half');
    await user.click(screen.getByRole('button', { name: 'Save notes' }));
    expect(put).toHaveBeenCalledWith('/performance_recaps/current/1/manager_note', { note: 'Strong half' });
    expect(await screen.findByText('Notes saved.')).toBeVisible();
  });

  it('keeps the notes typed and says why when the save is refused; shows nothing with no open cycle', async () => {
    jest.spyOn(v2Client, 'get').mockResolvedValue({ result: recap({ mine: false, managerNote: '' }) });
    jest.spyOn(v2Client, 'put').mockRejectedValue(httpError(409, { error: 'recap_cycle_closed', message: 'closed' }));
    const { user, unmount } = render(1);
    const note = await screen.findByRole('textbox', { name: 'Your notes for Emma Employee' });
    await user.type(note, 'Keep this');
    await user.click(screen.getByRole('button', { name: 'Save notes' }));
    expect(await screen.findByText(/The notes were not saved/)).toBeVisible();
    expect(note).toHaveValue('Keep this');
    unmount();
    jest.spyOn(v2Client, 'get').mockResolvedValue({ result: null });
    const { container } = render();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.querySelector('section')).toBeNull();
  });
});
