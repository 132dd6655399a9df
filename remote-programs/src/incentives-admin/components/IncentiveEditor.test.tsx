import { screen, waitFor } from '@testing-library/react';
import { v2Client } from '@laurel/shared';
import type { IncentiveDetail } from '@laurel/shared/contract';
import { EditIncentivePage } from '../../pages/EditIncentivePage';
import { currentAddress, renderPage } from '../../testing/render-page';
import { answerGets, formReads, httpError, listItem } from '../testing/incentive-answers';

const MATEO = { id: 7, displayName: 'Mateo Manager', email: 'mateo@example.com', profilePic: null, username: 'mateo' };
const DETAIL: IncentiveDetail = {
  ...listItem(2, 'Speak at a meetup'),
  description: '<p>Give a <strong>talk</strong>.</p>',
  conditions: [{ attr: 'department', value: 'Sales' }],
  requireApproval: true,
  approvalLevels: [[MATEO]],
};

const renderEdit = () =>
  renderPage(<EditIncentivePage />, {
    url: '/admin/programs/incentives/2/edit',
    path: '/admin/programs/incentives/:id/edit',
  });

describe('editing an incentive', () => {
  afterEach(() => jest.restoreAllMocks());

  it('starts from the stored incentive and sends the changed form as multipart', async () => {
    answerGets((path, options) => (path === 'admin/incentives/2' ? DETAIL : formReads(path, options)));
    const patch = jest.spyOn(v2Client, 'patch').mockResolvedValue(DETAIL as never);
    const { user } = renderEdit();
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Speak at a meetup' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Approvers of step 1' })).toHaveTextContent('Mateo Manager');
    expect(screen.getByText('talk')).toBeInTheDocument();
    const amount = screen.getByRole('spinbutton', { name: 'Points per claim' });
    await user.clear(amount);
    await user.type(amount, '75');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const [path, body] = patch.mock.calls[0]! as [string, FormData];
    expect(path).toBe('admin/incentives/2');
    expect(JSON.parse(String(body.get('incentive')))).toMatchObject({
      name: 'Speak at a meetup',
      amount: 75,
      conditions: [{ attr: 'department', value: 'Sales' }],
      requireApproval: true,
      approvalLevels: [[7]],
      description: expect.stringContaining('<strong>talk</strong>'),
    });
    expect(body.get('icon')).toBeNull();
    await waitFor(() => expect(currentAddress()).toBe('/admin/programs/incentives'));
  });

  it('says the spec’s error when the incentive cannot be read', async () => {
    answerGets((path, options) => {
      if (path === 'admin/incentives/2') throw httpError(404, { error: 'not_found', message: 'Not found' });
      return formReads(path, options);
    });
    renderEdit();
    expect(await screen.findByText('Failed to fetch incentive with id')).toBeInTheDocument();
  });
});
