import { screen, within } from '@testing-library/react';
import { v2Client } from '@laurel/shared';
import type { RecapCycleList } from '@laurel/shared/contract';
import { PerformanceRecapAdminPage } from '../../pages/PerformanceRecapAdminPage';
import { renderPage } from '../../testing/render-page';

const CYCLE = {
  id: 4,
  name: 'H2 2026',
  periodStart: '2026-07-01',
  periodEnd: '2026-12-31',
  dueDate: '2027-01-15',
  questions: ['What are you proud of?'],
};
const render = () =>
  renderPage(<PerformanceRecapAdminPage />, {
    url: '/admin/growth/performance-recap',
    path: '/admin/growth/performance-recap',
  });
afterEach(() => jest.restoreAllMocks());

describe('performance recap admin page', () => {
  it('follows each cycle’s counts, filtered by department', async () => {
    const get = jest.spyOn(v2Client, 'get').mockImplementation(async (path: string) => {
      const engineering = path.includes('department=Engineering');
      const list: RecapCycleList = {
        result: [{ ...CYCLE, people: engineering ? 6 : 40, recapsWritten: engineering ? 2 : 12, managerNotes: 1 }],
        departments: ['Engineering', 'Sales'],
      };
      return list;
    });
    const { user } = render();
    const row = await screen.findByRole('row', { name: /H2 2026/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(expect.arrayContaining(['40', '12', '1']));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Department' }), 'Engineering');
    expect(await screen.findByRole('cell', { name: '6' })).toBeVisible();
    expect(get).toHaveBeenLastCalledWith('/admin/growth/recap_cycles?department=Engineering');
  });

  it('sets up a cycle: problems at their fields first, nothing typed lost, then saved with its questions', async () => {
    jest.spyOn(v2Client, 'get').mockResolvedValue({ result: [], departments: [] });
    const post = jest
      .spyOn(v2Client, 'post')
      .mockImplementation(async (_path, body) => ({ result: { id: 9, ...(body as object) } }));
    const { user } = render();
    expect(await screen.findByText('No recap cycles yet: set one up below.')).toBeVisible();
    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.click(screen.getByRole('button', { name: 'Save recap cycle' }));
    expect(name).toHaveFocus();
    expect(name).toHaveAccessibleDescription(expect.stringContaining('Name the recap cycle.'));
    expect(post).not.toHaveBeenCalled();
    await user.type(name, 'H2 2026');
    await user.type(screen.getByLabelText('Period starts'), '2026-07-01');
    await user.type(screen.getByLabelText('Period ends'), '2026-12-31');
    await user.type(screen.getByLabelText('Due date'), '2026-12-01');
    await user.type(screen.getByRole('textbox', { name: 'Question 1' }), 'What are you proud of?');
    await user.click(screen.getByRole('button', { name: 'Add a question' }));
    await user.type(screen.getByRole('textbox', { name: 'Question 2' }), 'x'.repeat(201));
    await user.click(screen.getByRole('button', { name: 'Save recap cycle' }));
    expect(screen.getByLabelText('Due date')).toHaveAccessibleDescription(
      expect.stringContaining('Pick a due date on or after the period ends.'),
    );
    expect(screen.getByText('Keep each question to 200 characters.')).toBeVisible();
    await user.clear(screen.getByLabelText('Due date'));
    await user.type(screen.getByLabelText('Due date'), '2027-01-15');
    await user.click(screen.getByRole('button', { name: 'Remove question 2' }));
    await user.click(screen.getByRole('button', { name: 'Save recap cycle' }));
    expect(post).toHaveBeenCalledWith('/admin/growth/recap_cycles', {
      name: 'H2 2026',
      periodStart: '2026-07-01',
      periodEnd: '2026-12-31',
      dueDate: '2027-01-15',
      questions: ['What are you proud of?'],
    });
    expect(await screen.findByText('H2 2026 saved.')).toBeVisible();
  });

  it('edits and deletes a cycle after a confirmation', async () => {
    jest
      .spyOn(v2Client, 'get')
      .mockResolvedValue({ result: [{ ...CYCLE, people: 3, recapsWritten: 0, managerNotes: 0 }], departments: [] });
    const put = jest
      .spyOn(v2Client, 'put')
      .mockImplementation(async (_path, body) => ({ result: { id: 4, ...(body as object) } }));
    const remove = jest.spyOn(v2Client, 'delete').mockResolvedValue(undefined);
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Edit H2 2026' }));
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('H2 2026');
    await user.type(name, ' recap');
    await user.click(screen.getByRole('button', { name: 'Save recap cycle' }));
    expect(put).toHaveBeenCalledWith('/admin/growth/recap_cycles/4', {
      name: 'H2 2026 recap',
      periodStart: CYCLE.periodStart,
      periodEnd: CYCLE.periodEnd,
      dueDate: CYCLE.dueDate,
      questions: CYCLE.questions,
    });
    const deleteButton = screen.getByRole('button', { name: 'Delete H2 2026' });
    await user.click(deleteButton);
    const question = screen.getByRole('dialog', { name: 'Delete H2 2026?' });
    expect(question).toHaveTextContent('Delete H2 2026 and the recaps written in it?');
    await user.click(within(question).getByRole('button', { name: 'Keep the cycle' }));
    expect(remove).not.toHaveBeenCalled();
    expect(deleteButton).toHaveFocus();
    await user.click(deleteButton);
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete H2 2026?' })).getByRole('button', { name: 'Delete' }),
    );
    expect(remove).toHaveBeenCalledWith('/admin/growth/recap_cycles/4');
  });
});
