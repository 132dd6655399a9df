import { screen } from '@testing-library/react';
import { HttpError, v2Client } from '@laurel/shared';
import type { Goal } from '@laurel/shared/contract';
import { GoalsPanel } from './GoalsPanel';
import { renderPage } from '../../testing/render-page';

const GOAL: Goal = {
  id: 5,
  ownerId: 8,
  title: 'Own billing',
  description: 'Pair with finance',
  dueDate: '2027-03-31',
  progress: 20,
  status: 'on_track',
  initiativeId: 2,
  initiativeTitle: 'Expand to Europe',
  comments: [],
  updatedAt: '2026-11-20T10:00:00Z',
};

const answers = (goals: Goal[]) =>
  jest.spyOn(v2Client, 'get').mockImplementation(async (path) => ({
    result:
      path === '/company_initiatives' ? [{ id: 2, title: 'Expand to Europe', description: '', goalCount: 1 }] : goals,
  }));

afterEach(() => jest.restoreAllMocks());

describe('GoalsPanel', () => {
  it('lets the owner add a goal, refusing progress over 100 at its field first', async () => {
    answers([]);
    const post = jest.spyOn(v2Client, 'post').mockResolvedValue({ result: { ...GOAL, id: 6, title: 'Learn Go' } });
    const { user } = renderPage(<GoalsPanel userId={null} title="My goals" />);
    await user.type(await screen.findByLabelText('Title'), 'Learn Go');
    const progress = screen.getByLabelText('Progress (%)');
    await user.clear(progress);
    await user.type(progress, '120');
    await user.click(screen.getByRole('button', { name: 'Add goal' }));
    expect(await screen.findByText('Progress is a whole number from 0 to 100.')).toBeVisible();
    expect(post).not.toHaveBeenCalled();
    await user.clear(progress);
    await user.type(progress, '10');
    await user.selectOptions(screen.getByLabelText('Company initiative'), 'Expand to Europe');
    await user.click(screen.getByRole('button', { name: 'Add goal' }));
    expect(await screen.findByRole('heading', { name: 'Learn Go' })).toBeVisible();
    expect(post).toHaveBeenCalledWith('/goals', {
      title: 'Learn Go',
      description: '',
      dueDate: null,
      progress: 10,
      status: 'on_track',
      initiativeId: 2,
    });
  });

  it('updates the progress and status of the owner’s goal', async () => {
    answers([GOAL]);
    const patch = jest
      .spyOn(v2Client, 'patch')
      .mockResolvedValue({ result: { ...GOAL, progress: 60, status: 'at_risk' } });
    const { user } = renderPage(<GoalsPanel userId={null} title="My goals" />);
    const form = await screen.findByRole('form', { name: 'Update Own billing' });
    const progress = screen.getAllByLabelText('Progress (%)')[0]!;
    await user.clear(progress);
    await user.type(progress, '60');
    await user.selectOptions(screen.getAllByLabelText('Status')[0]!, 'at_risk');
    await user.click(screen.getByRole('button', { name: 'Update goal' }));
    expect(await screen.findByText('60 % done', { exact: false })).toBeVisible();
    expect(form).toBeVisible();
    expect(patch).toHaveBeenCalledWith('/goals/5', expect.objectContaining({ progress: 60, status: 'at_risk' }));
  });

  it('shows a report’s goals to the manager to read and comment on, without changing them', async () => {
    const get = answers([GOAL]);
    const post = jest.spyOn(v2Client, 'post').mockResolvedValue({
      result: {
        ...GOAL,
        comments: [{ id: 1, author: { id: 7, displayName: 'Mateo', profilePic: null }, text: 'Great', createdAt: '' }],
      },
    });
    const { user } = renderPage(<GoalsPanel userId={8} title="Emma’s goals" />);
    expect(await screen.findByText('Supports: Expand to Europe', { exact: false })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Update goal' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add goal' })).toBeNull();
    await user.type(screen.getByLabelText('Comment on Own billing'), 'Great');
    await user.click(screen.getByRole('button', { name: 'Comment' }));
    expect(await screen.findByText(': Great', { exact: false })).toBeVisible();
    expect(post).toHaveBeenCalledWith('/goals/5/comments', { text: 'Great' });
    expect(get).toHaveBeenCalledWith('/goals', { params: { userId: 8 } });
  });

  it('says why goals could not be loaded', async () => {
    jest
      .spyOn(v2Client, 'get')
      .mockRejectedValue(new HttpError(500, { body: { error: 'server_error', message: 'Down' } }));
    renderPage(<GoalsPanel userId={8} title="Emma’s goals" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The goals could not be loaded');
  });
});
