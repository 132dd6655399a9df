import { screen, waitFor, within } from '@testing-library/react';
import { v2Client } from '@laurel/shared';
import { apiErrorText } from '@laurel/shared/contract';
import { EditNominationPeriodPage } from '../../pages/EditNominationPeriodPage';
import { NewNominationPeriodPage } from '../../pages/NewNominationPeriodPage';
import { currentAddress, renderPage } from '../../testing/render-page';
import { answerGets, answerPosts, formReads, httpError } from '../../incentives-admin/testing/incentive-answers';
import { instantOfDay } from '../form/period-days';
import { periodDetail } from '../testing/period-answers';

const NEW = '/admin/programs/nominations/new';
const renderNew = () => renderPage(<NewNominationPeriodPage />, { url: NEW, path: NEW });

describe('the nomination period form', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows each problem at its field, keeps what was typed and sends nothing', async () => {
    answerGets(formReads);
    const post = answerPosts(() => ({}));
    const { user } = renderNew();
    const limit = screen.getByRole('spinbutton', { name: 'Nominations per person' });
    await user.type(limit, '0');
    await user.clear(screen.getByLabelText('First day'));
    await user.type(screen.getByLabelText('Last day'), '2026-01-01');
    await user.click(screen.getByRole('button', { name: 'Create period' }));
    expect(await screen.findByText('Give the nomination period a name')).toBeInTheDocument();
    expect(screen.getByText('Choose a start date')).toBeInTheDocument();
    expect(screen.getByText('The nomination limit must be between 1 and 100, or none')).toBeInTheDocument();
    expect(limit).toHaveValue(0);
    expect(limit).toHaveAttribute('aria-invalid', 'true');
    expect(post).not.toHaveBeenCalled();
  });

  it('refuses an end before the start, and a rule without a value in the group that holds it', async () => {
    answerGets(formReads);
    const post = answerPosts(() => ({}));
    const { user } = renderNew();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Team player');
    await user.clear(screen.getByLabelText('First day'));
    await user.type(screen.getByLabelText('First day'), '2026-12-10');
    await user.type(screen.getByLabelText('Last day'), '2026-12-01');
    const nominators = screen.getByRole('region', { name: 'Who may nominate' });
    await user.click(await within(nominators).findByRole('button', { name: 'Add a condition' }));
    await user.click(screen.getByRole('button', { name: 'Create period' }));
    expect(await screen.findByText('The end date must be after the start date')).toBeInTheDocument();
    expect(
      await within(nominators).findByText('Each rule needs an attribute and a value, and a value only once'),
    ).toBeInTheDocument();
    const nominees = screen.getByRole('region', { name: 'Who may be nominated' });
    expect(within(nominees).queryByText(/Each rule needs/)).not.toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('creates the period from the form: days as instants, rules groups, limit and visibility, then opens it', async () => {
    answerGets(formReads);
    const post = answerPosts(() => periodDetail({ id: 42, name: 'Team player' }));
    const { user } = renderNew();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Team player');
    await user.clear(screen.getByLabelText('First day'));
    await user.type(screen.getByLabelText('First day'), '2026-12-01');
    await user.type(screen.getByLabelText('Last day'), '2026-12-14');
    const nominees = screen.getByRole('region', { name: 'Who may be nominated' });
    await user.click(await within(nominees).findByRole('button', { name: 'Add a condition' }));
    await user.selectOptions(within(nominees).getByRole('combobox', { name: 'Value of condition 1' }), 'Sales');
    await user.type(screen.getByRole('spinbutton', { name: 'Nominations per person' }), '2');
    await user.click(screen.getByRole('radio', { name: /Public/ }));
    await user.click(screen.getByRole('button', { name: 'Create period' }));
    expect(post).toHaveBeenCalledWith('admin/nomination_periods', {
      name: 'Team player',
      description: '',
      startDate: instantOfDay('2026-12-01'),
      endDate: instantOfDay('2026-12-15'),
      nomineeRulesGroup: { groupType: 'AND', conditions: [{ attr: 'department', value: 'Sales' }] },
      nominatorRulesGroup: { groupType: 'AND', conditions: [] },
      nominationLimit: 2,
      visibility: 'public',
    });
    await waitFor(() => expect(currentAddress()).toBe('/admin/programs/nominations/42'));
  });

  it('puts the server’s refusal at its field', async () => {
    answerGets(formReads);
    answerPosts(() => {
      throw httpError(422, {
        error: 'nomination_period_name_too_long',
        message: apiErrorText('nomination_period_name_too_long', { max: 100 }),
        errors: ['nomination_period_name_too_long'],
      });
    });
    const { user } = renderNew();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Team player');
    await user.click(screen.getByRole('button', { name: 'Create period' }));
    expect(await screen.findByText('Keep the name under 100 characters')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Team player');
  });

  it('edits the stored period: its days and rules in the form, unchanged instants kept, unlimited as empty', async () => {
    const stored = periodDetail({ nominationLimit: null });
    answerGets((path, options) => (path === 'admin/nomination_periods/7' ? stored : formReads(path, options)));
    const patch = jest.spyOn(v2Client, 'patch').mockResolvedValue(stored as never);
    const path = '/admin/programs/nominations/:id/edit';
    const { user } = renderPage(<EditNominationPeriodPage />, { url: '/admin/programs/nominations/7/edit', path });
    const name = await screen.findByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Culture Champion');
    expect(screen.getByRole('spinbutton', { name: 'Nominations per person' })).toHaveValue(null);
    const nominators = screen.getByRole('region', { name: 'Who may nominate' });
    expect(await within(nominators).findByRole('combobox', { name: 'Value of condition 1' })).toHaveValue('Sales');
    await user.clear(name);
    await user.type(name, 'Culture Champion 2027');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(patch).toHaveBeenCalledWith('admin/nomination_periods/7', {
      name: 'Culture Champion 2027',
      description: stored.description,
      startDate: stored.startDate,
      endDate: stored.endDate,
      nomineeRulesGroup: stored.nomineeRulesGroup,
      nominatorRulesGroup: stored.nominatorRulesGroup,
      nominationLimit: null,
      visibility: 'admin',
    });
  });
});
