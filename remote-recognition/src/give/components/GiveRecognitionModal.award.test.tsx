import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { SWRConfig } from 'swr';
import { HttpError, useToastStore, v2Client } from '@laurel/shared';
import { apiErrorText, type GivableAward } from '@laurel/shared/contract';
import { signInForTests } from '@laurel/shared/testing/profiles';
import { i18n } from '../../i18n';
import { GiveRecognitionModal } from './GiveRecognitionModal';
import { alice, budgetFixture, settingsFixture } from '../testing/give-fixtures';
import { givableAward } from '../../awards/testing/award-fixtures';

const spot = givableAward({
  id: 8,
  name: 'Spot award',
  amountEditable: true,
  messageEditable: true,
  visibilityEditable: true,
  message: 'Well done @recipient',
  amount: 10,
  budgetLeft: 15,
  periodType: 'month',
});
const teamPlayer = givableAward();

function answerReads(awards: GivableAward[] = [teamPlayer, spot]) {
  jest.spyOn(v2Client, 'get').mockImplementation(async (path: string) => {
    if (path === '/companies/show') return { result: settingsFixture() };
    if (path === '/users/show') return { result: budgetFixture() };
    if (path === '/awards') return { result: { items: awards } };
    if (path === `/user_management/users/${alice.id}`) return alice;
    throw new Error(`Unexpected GET ${path}`);
  });
}

function renderAwardModal(award: { awardId?: number } = {}, { toAlice = true } = {}) {
  const initialRecipientId = toAlice ? alice.id : undefined;
  const onClose = jest.fn();
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <GiveRecognitionModal award={award} initialRecipientId={initialRecipientId} onClose={onClose} />
        </MemoryRouter>
      </I18nextProvider>
    </SWRConfig>,
  );
  return { onClose, user: userEvent.setup() };
}

const modal = () => screen.getByRole('dialog', { name: 'Give an award' });
const bonusOf = (post: jest.SpyInstance) => (post.mock.calls[0]![1] as { bonus: Record<string, unknown> }).bonus;

describe('the composer in the award context', () => {
  beforeEach(() => {
    signInForTests();
    useToastStore.setState({ toasts: [] });
  });
  afterEach(() => jest.restoreAllMocks());

  it('offers the awards to choose from and gives a templated one with its message filled and its amount fixed', async () => {
    answerReads();
    const post = jest.spyOn(v2Client, 'post').mockResolvedValue({ result: { id: 90, amount: 30, receiver_ids: [2] } });
    const { user, onClose } = renderAwardModal();
    await user.click(await within(modal()).findByRole('radio', { name: /Team player/ }));
    expect(within(modal()).getByText('Congratulations @alice!')).toBeInTheDocument();
    expect(within(modal()).getByText('Each person receives 30 points.')).toBeInTheDocument();
    expect(within(modal()).queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
    await user.click(within(modal()).getByRole('checkbox', { name: /Post without my name/ }));
    await user.click(within(modal()).getByRole('button', { name: 'Award +30' }));
    expect(bonusOf(post)).toMatchObject({
      award_id: 7,
      hide_giver: true,
      reason: 'Congratulations @receiver_username!',
      reason_tokens: [{ token: '@alice', type: 'username' }],
      amount: 30,
    });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(useToastStore.getState().toasts.map((toast) => toast.message)).toContain('Award given');
  });

  it('shows the budget refusal in the server’s words and keeps what was typed', async () => {
    answerReads();
    const refusal = apiErrorText('award_budget_exceeded', { left: 15, needed: 20, period: 'month' });
    jest
      .spyOn(v2Client, 'post')
      .mockRejectedValue(new HttpError(422, { body: { error: 'award_budget_exceeded', message: refusal } }));
    const { user, onClose } = renderAwardModal({ awardId: spot.id });
    const message = await within(modal()).findByRole('textbox', { name: 'Message' });
    expect(within(modal()).queryByRole('radio')).not.toBeInTheDocument();
    expect(within(modal()).getByText("15 points left in this award's budget this month.")).toBeInTheDocument();
    await user.clear(message);
    await user.type(message, 'Thank you for the launch, @recipient');
    const amount = within(modal()).getByRole('spinbutton', { name: 'Points for each person' });
    await user.clear(amount);
    await user.type(amount, '20');
    await user.click(within(modal()).getByRole('button', { name: 'Award +20' }));
    expect(await within(modal()).findByText(refusal)).toBeInTheDocument();
    expect(message).toHaveValue('Thank you for the launch, @recipient');
    expect(within(modal()).getByText('Thank you for the launch, @alice')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says at the field who must receive it and an amount that will not do, without sending', async () => {
    answerReads();
    const post = jest.spyOn(v2Client, 'post');
    const { user } = renderAwardModal({ awardId: spot.id }, { toAlice: false });
    const amount = await within(modal()).findByRole('spinbutton', { name: 'Points for each person' });
    await user.clear(amount);
    await user.click(within(modal()).getByRole('button', { name: 'Award' }));
    expect(within(modal()).getByRole('textbox', { name: 'Who receives the award' })).toHaveAccessibleDescription(
      /Choose who receives the award/,
    );
    expect(amount).toHaveAccessibleDescription(/The amount must be a whole number above zero/);
    expect(post).not.toHaveBeenCalled();
  });

  it('tells the giver an award that needs approval awaits it', async () => {
    answerReads([givableAward({ requiresApproval: true })]);
    jest.spyOn(v2Client, 'post').mockResolvedValue({
      result: null,
      approval_request: { id: 4, award: { id: 7, name: 'Team player' }, state: 'pending' },
    });
    const { user, onClose } = renderAwardModal();
    expect(await within(modal()).findByText('This award is posted once its approvers approve it.')).toBeInTheDocument();
    await user.click(within(modal()).getByRole('button', { name: 'Award +30' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(useToastStore.getState().toasts).toEqual([
      expect.objectContaining({ message: expect.stringContaining('awaits approval'), persistent: true }),
    ]);
  });

  it('says so when there is no award to give', async () => {
    answerReads([]);
    renderAwardModal();
    expect(await within(modal()).findByText('There are no awards you can give right now.')).toBeInTheDocument();
  });
});
