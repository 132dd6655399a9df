import { screen, within } from '@testing-library/react';
import { NewIncentivePage } from '../../pages/NewIncentivePage';
import { renderPage } from '../../testing/render-page';
import { answerGets, answerPosts, formReads, httpError } from '../testing/incentive-answers';

const renderForm = () =>
  renderPage(<NewIncentivePage />, { url: '/admin/programs/incentives/new', path: '/admin/programs/incentives/new' });

describe('the incentive form', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the spec’s messages at their fields and keeps what was typed', async () => {
    answerGets(formReads);
    const post = answerPosts(() => ({}));
    const { user } = renderForm();
    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.type(name, 'x'.repeat(41));
    expect(screen.getByText('41/40')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Claims need approval' }));
    await user.click(screen.getByRole('button', { name: 'Create incentive' }));
    expect(await screen.findByText('Keep the name under 40 characters')).toBeInTheDocument();
    expect(screen.getByText('The amount must be a whole number above zero')).toBeInTheDocument();
    expect(
      screen.getByText('Approval needs 1 to 4 steps, each with at least one colleague of your company'),
    ).toBeInTheDocument();
    expect(name).toHaveValue('x'.repeat(41));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(post).not.toHaveBeenCalled();
  });

  it('shows the and/or choice only with two conditions and hides the add button when every value is used', async () => {
    answerGets(formReads);
    const { user } = renderForm();
    const add = await screen.findByRole('button', { name: 'Add a condition' });
    await user.click(add);
    expect(screen.queryByRole('group', { name: 'People must match' })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Value of condition 1' }), 'Sales');
    expect(await screen.findByText('Reaches 40 of 100 people')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add a condition' }));
    expect(screen.getByRole('group', { name: 'People must match' })).toBeInTheDocument();
    const second = screen.getByRole('combobox', { name: 'Value of condition 2' });
    expect(within(second).queryByRole('option', { name: 'Sales' })).not.toBeInTheDocument();
    await user.selectOptions(second, 'Engineering');
    expect(screen.queryByRole('button', { name: 'Add a condition' })).not.toBeInTheDocument();
  });

  it('estimates the cost from the people reached, the limit and the exchange rate', async () => {
    answerGets(formReads);
    const { user } = renderForm();
    await user.type(screen.getByRole('spinbutton', { name: 'Points per claim' }), '5');
    expect(await screen.findByText('$250')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add a condition' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Value of condition 1' }), 'Sales');
    expect(await screen.findByText('$100')).toBeInTheDocument();
  });

  it('shows the server’s refusal at its field', async () => {
    answerGets(formReads);
    answerPosts(() => {
      throw httpError(422, { error: 'incentive_name_required', errors: ['incentive_name_required'] });
    });
    const { user } = renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Fine name');
    await user.type(screen.getByRole('spinbutton', { name: 'Points per claim' }), '10');
    await user.click(screen.getByRole('button', { name: 'Create incentive' }));
    expect(await screen.findByText('Give the incentive a name')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Fine name');
  });
});
