import { screen } from '@testing-library/react';
import { v2Client } from '@laurel/shared';
import { EditCelebrationPage } from '../../pages/EditCelebrationPage';
import { NewCelebrationPage } from '../../pages/NewCelebrationPage';
import { renderPage } from '../../testing/render-page';
import { USER_GROUPS, answerGets, celebration, httpError } from '../testing/celebration-answers';

const PATH = '/admin/programs/celebrations';
const reads = (stored = celebration(1, 'birthday')) =>
  answerGets((path) => {
    if (path === 'user_groups') return USER_GROUPS;
    if (path === 'user_groups/custom_property_groups') return { result: [] };
    if (path === 'users/metadata/user_count') return { scopedCount: 40, totalCount: 100 };
    if (path === `admin/celebrations/${stored.id}`) return stored;
    throw httpError(404, { error: 'not_found', message: 'Not found' });
  });
const renderNew = (type: string) =>
  renderPage(<NewCelebrationPage />, { url: `${PATH}/new/${type}`, path: `${PATH}/new/:type` });
const renderEdit = (id: number) =>
  renderPage(<EditCelebrationPage />, { url: `${PATH}/${id}/edit`, path: `${PATH}/:id/edit` });

describe('the celebration form', () => {
  afterEach(() => jest.restoreAllMocks());

  it('starts a new work anniversary at 100 points, public, the same amount every year', async () => {
    reads();
    renderNew('work_anniversary');
    expect(await screen.findByRole('heading', { level: 1, name: 'New Work anniversary celebration' })).toBeVisible();
    expect(screen.getByRole('spinbutton', { name: 'Points each year' })).toHaveValue(100);
    expect(screen.getByRole('radio', { name: 'Public' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'The same amount every year' })).toBeChecked();
    expect(screen.queryByRole('group', { name: 'Years and points' })).not.toBeInTheDocument();
  });

  it('shows the validation messages at their fields, keeps what was typed and sends nothing', async () => {
    reads();
    const post = jest.spyOn(v2Client, 'post');
    const { user } = renderNew('work_anniversary');
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.click(screen.getByRole('radio', { name: 'Only on the years listed' }));
    await user.click(screen.getByRole('button', { name: 'Add a year' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Years of row 1' }), '80');
    await user.type(screen.getByRole('spinbutton', { name: 'Points of row 1' }), '500');
    await user.click(screen.getByRole('button', { name: 'Create celebration' }));
    expect(await screen.findByText('Give the celebration a name')).toBeInTheDocument();
    expect(
      screen.getByText('Each year needs a whole number of years from 1 to 75 and an amount, once each'),
    ).toBeInTheDocument();
    expect(name).toHaveFocus();
    expect(screen.getByRole('spinbutton', { name: 'Points of row 1' })).toHaveValue(500);
    expect(post).not.toHaveBeenCalled();
  });

  it('sends a work anniversary with its year mappings and rows added and removed', async () => {
    reads();
    const post = jest.spyOn(v2Client, 'post').mockImplementation((async (_path: string, body: object) => ({
      id: 9,
      ...body,
    })) as never);
    const { user } = renderNew('work_anniversary');
    await user.click(
      await screen.findByRole('radio', { name: 'Every year, with a different amount from some years on' }),
    );
    for (const [index, [years, points]] of [
      ['5', '500'],
      ['7', '700'],
      ['10', '1000'],
    ].entries()) {
      await user.click(screen.getByRole('button', { name: 'Add a year' }));
      await user.type(screen.getByRole('spinbutton', { name: `Years of row ${index + 1}` }), years!);
      await user.type(screen.getByRole('spinbutton', { name: `Points of row ${index + 1}` }), points!);
    }
    await user.click(screen.getByRole('button', { name: 'Remove row 2' }));
    await user.click(screen.getByRole('button', { name: 'Create celebration' }));
    expect(post).toHaveBeenCalledWith(
      'admin/celebrations',
      expect.objectContaining({
        type: 'work_anniversary',
        amount: 100,
        workAnniversaryPointSetting: 'everyYearWithCustomAmount',
        yearAmountMappings: [
          { yearThreshold: 5, amount: 500 },
          { yearThreshold: 10, amount: 1000 },
        ],
        receivingRulesGroup: null,
      }),
    );
  });

  it('edits a birthday: points, visibility and receiving rules with any-of, sent as a PATCH', async () => {
    reads();
    const patch = jest.spyOn(v2Client, 'patch').mockImplementation((async (_path: string, body: object) => ({
      ...celebration(1, 'birthday'),
      ...body,
    })) as never);
    const { user } = renderEdit(1);
    const points = await screen.findByRole('spinbutton', { name: 'Points per person' });
    await user.clear(points);
    await user.type(points, '75');
    await user.click(screen.getByRole('radio', { name: 'Immediate team' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Sales' }));
    expect(screen.queryByRole('group', { name: 'People must match' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Berlin' }));
    await user.click(screen.getByRole('radio', { name: 'Any chosen group' }));
    expect(await screen.findByText('Reaches 40 of 100 people')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(patch).toHaveBeenCalledWith(
      'admin/celebrations/1',
      expect.objectContaining({
        amount: 75,
        visibility: 'immediate_team',
        receivingRulesGroup: {
          groupType: 'OR',
          conditions: [
            { attr: 'department', value: 'Sales' },
            { attr: 'location', value: 'Berlin' },
          ],
        },
      }),
    );
  });

  it('puts the server’s refusal at its field', async () => {
    reads();
    jest.spyOn(v2Client, 'patch').mockRejectedValue(
      httpError(422, {
        error: 'celebration_amount_invalid',
        message: 'The amount must be a whole number from 0 to 100000',
        errors: ['celebration_amount_invalid'],
      }),
    );
    const { user } = renderEdit(1);
    await user.click(await screen.findByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The amount must be a whole number from 0 to 100000')).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Points per person' })).toHaveFocus();
  });

  it('says the spec’s error when the celebration cannot be read', async () => {
    reads();
    renderEdit(404);
    expect(await screen.findByText('Failed to fetch celebration with id')).toBeInTheDocument();
  });
});
