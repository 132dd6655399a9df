import { screen, waitFor } from '@testing-library/react';
import { v2Client } from '@laurel/shared';
import { apiErrorText } from '@laurel/shared/contract';
import { EditAwardPage } from '../../pages/EditAwardPage';
import { NewAwardPage } from '../../pages/NewAwardPage';
import { currentAddress, renderPage } from '../../testing/render-page';
import { answerGets, formReads, httpError } from '../../incentives-admin/testing/incentive-answers';
import { awardDetail, MATEO } from '../testing/award-answers';

const PATH = '/admin/programs/awards';
const renderNew = () => renderPage(<NewAwardPage />, { url: `${PATH}/new`, path: `${PATH}/new` });
const sentAward = (spy: jest.SpyInstance, call = 0) =>
  JSON.parse(String((spy.mock.calls[call]![1] as FormData).get('award'))) as Record<string, unknown>;

describe('creating an award', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows each rule’s error at its field before sending, keeping what was typed', async () => {
    answerGets(formReads);
    const post = jest.spyOn(v2Client, 'post');
    const { user } = renderNew();
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), 'Star of the month');
    await user.click(screen.getByRole('checkbox', { name: 'The giver may write their own message' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Budget period' }), 'month');
    await user.click(screen.getByRole('button', { name: 'Create award' }));

    expect(await screen.findByText('Give the award a name')).toBeInTheDocument();
    expect(screen.getByText('The amount must be a whole number above zero')).toBeInTheDocument();
    expect(screen.getByText('Write the message a fixed award posts')).toBeInTheDocument();
    expect(
      screen.getByText('A budget needs both a whole number of points above zero and its period'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Star of the month');
    expect(post).not.toHaveBeenCalled();
  });

  it('sends the form as multipart: points, budget per period, message, audience and approval steps', async () => {
    answerGets(formReads);
    const post = jest.spyOn(v2Client, 'post').mockImplementation((async (path: string) => {
      if (path === 'user_management/users/search') return { result: [MATEO] };
      return awardDetail(12, 'Team player');
    }) as never);
    const { user } = renderNew();
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Team player');
    await user.type(screen.getByRole('spinbutton', { name: 'Points per recipient' }), '30');
    await user.click(screen.getByRole('checkbox', { name: 'The giver may change the points' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Budget period' }), 'quarter');
    await user.type(screen.getByRole('spinbutton', { name: 'Points per quarter' }), '600');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Thank you @recipient!');
    await user.click(screen.getByRole('button', { name: 'Add a condition' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Value of condition 1' }), 'Sales');
    await user.click(screen.getByRole('checkbox', { name: 'Gives need approval' }));
    await user.type(screen.getByRole('searchbox', { name: 'Find an approver for step 1' }), 'mat');
    await user.click(await screen.findByRole('button', { name: 'Add Mateo Manager' }));
    await user.click(screen.getByRole('button', { name: 'Create award' }));

    await waitFor(() => expect(currentAddress()).toBe(PATH));
    const call = post.mock.calls.findIndex(([path]) => path === 'admin/awards/awards');
    expect(sentAward(post, call)).toMatchObject({
      name: 'Team player',
      amount: 30,
      amountEditable: true,
      budgetPerPeriod: 600,
      periodType: 'quarter',
      message: 'Thank you @recipient!',
      messageEditable: true,
      conditions: [{ attr: 'department', value: 'Sales' }],
      approvalLevels: [[7]],
    });
    expect(sentAward(post, call)).not.toHaveProperty('requireApproval');
  });

  it('puts the server’s refusal at its field', async () => {
    answerGets(formReads);
    jest.spyOn(v2Client, 'post').mockRejectedValue(
      httpError(422, {
        error: 'award_givers_invalid',
        message: apiErrorText('award_givers_invalid'),
        errors: ['award_givers_invalid'],
      }),
    );
    const { user } = renderNew();
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Team player');
    await user.type(screen.getByRole('spinbutton', { name: 'Points per recipient' }), '10');
    await user.click(screen.getByRole('button', { name: 'Create award' }));
    expect(await screen.findByText(apiErrorText('award_givers_invalid'))).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Team player');
  });

  it('sends a claimable award to the incentive form', async () => {
    answerGets(formReads);
    const { user } = renderNew();
    await user.click(await screen.findByRole('radio', { name: /Claimable/ }));
    expect(screen.getByRole('link', { name: 'Create a claimable award' })).toHaveAttribute(
      'href',
      '/admin/programs/incentives/new',
    );
    expect(screen.queryByRole('button', { name: 'Create award' })).not.toBeInTheDocument();
  });
});

describe('editing an award', () => {
  afterEach(() => jest.restoreAllMocks());

  const renderEdit = () => renderPage(<EditAwardPage />, { url: `${PATH}/5/edit`, path: `${PATH}/:id/edit` });

  it('starts from the stored award and sends the changed form', async () => {
    const stored = awardDetail(5, 'Team player', {
      budgetPerPeriod: 500,
      periodType: 'month',
      givers: [MATEO],
      approvalLevels: [[MATEO]],
    });
    answerGets((path, options) => (path === 'admin/awards/awards/5' ? stored : formReads(path, options)));
    const patch = jest.spyOn(v2Client, 'patch').mockResolvedValue(stored as never);
    const { user } = renderEdit();
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Team player' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Givers' })).toHaveTextContent('Mateo Manager');
    expect(screen.getByRole('list', { name: 'Approvers of step 1' })).toHaveTextContent('Mateo Manager');
    const budget = screen.getByRole('spinbutton', { name: 'Points per month' });
    expect(budget).toHaveValue(500);
    await user.clear(budget);
    await user.type(budget, '800');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(patch).toHaveBeenCalled());
    expect(patch.mock.calls[0]![0]).toBe('admin/awards/awards/5');
    expect(sentAward(patch)).toMatchObject({
      budgetPerPeriod: 800,
      periodType: 'month',
      giverIds: [7],
      approvalLevels: [[7]],
      title: 'Helper of the month',
    });
  });

  it('says the error when the award cannot be read', async () => {
    answerGets((path, options) => {
      if (path === 'admin/awards/awards/5') throw httpError(404, { error: 'not_found', message: 'Not found' });
      return formReads(path, options);
    });
    renderEdit();
    expect(await screen.findByText('Failed to fetch the award')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
