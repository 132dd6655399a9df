import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { SWRConfig } from 'swr';
import { HttpError, rewardsCatalogClient, v1Client, v2Client } from '@laurel/shared';
import { BONUS_CREATED_EVENT, type BonusCreatedDetail } from '@laurel/shared/recognition';
import { apiErrorText } from '@laurel/shared/contract';
import { signInForTests } from '@laurel/shared/testing/profiles';
import { i18n } from '../../i18n';
import { GiveRecognitionModal } from './GiveRecognitionModal';
import { alice, answerComposerReads, budgetFixture, settingsFixture } from '../testing/give-fixtures';

function renderModal(props: { initialRecipientId?: number; initialText?: string } = {}) {
  const onClose = jest.fn();
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <GiveRecognitionModal {...props} onClose={onClose} />
        </MemoryRouter>
      </I18nextProvider>
    </SWRConfig>,
  );
  return { onClose, user: userEvent.setup() };
}

const modal = () => screen.getByRole('dialog', { name: 'Give recognition' });
const editor = () => within(modal()).findByRole('textbox', { name: 'Recognition message' });

describe('GiveRecognitionModal', () => {
  beforeEach(() => signInForTests());
  afterEach(() => jest.restoreAllMocks());

  it('opens with the linked person as a chip and the text, and says what is required', async () => {
    answerComposerReads();
    renderModal({ initialRecipientId: alice.id, initialText: 'Thanks' });
    expect(await editor()).toHaveTextContent('@Alice Ng Thanks');
    expect(within(modal()).getByText('Amount and hashtag required')).toBeInTheDocument();
    expect(within(modal()).getByText('You have 100 points to give')).toBeInTheDocument();
  });

  it('closes at once on Cancel while nothing has been written', async () => {
    answerComposerReads();
    const { user, onClose } = renderModal();
    await editor();
    await user.click(within(modal()).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('finds the linked person through v1 autocomplete when the user lookup fails', async () => {
    answerComposerReads(settingsFixture(), budgetFixture(), []);
    const v1 = jest.spyOn(v1Client, 'get').mockResolvedValue({ result: [{ ...alice, id: 21 }, alice] });
    renderModal({ initialRecipientId: alice.id, initialText: 'Thanks' });
    expect(await editor()).toHaveTextContent('@Alice Ng Thanks');
    expect(v1).toHaveBeenCalledWith(
      '/users/autocomplete',
      expect.objectContaining({ params: expect.objectContaining({ search: '2' }) }),
    );
  });

  it('opens with the text alone when the person cannot be found', async () => {
    answerComposerReads(settingsFixture(), budgetFixture(), []);
    jest.spyOn(v1Client, 'get').mockResolvedValue({ result: [alice] });
    renderModal({ initialRecipientId: 99, initialText: 'Thanks' });
    expect(await editor()).toHaveTextContent(/^Thanks$/);
  });

  it('lists every broken rule under the many-issues heading, without sending', async () => {
    answerComposerReads();
    const post = jest.spyOn(v2Client, 'post');
    const { user } = renderModal({ initialText: 'thanks' });
    await editor();
    await user.click(within(modal()).getByRole('button', { name: 'Give' }));
    const problems = within(modal()).getByRole('alert');
    expect(problems).toHaveTextContent('There are a few issues with your recognition:');
    expect(
      within(problems)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Add someone to recognize with @.',
      'Add an amount with +, for example +10.',
      'Add one of your company values: #OwnIt, #BeCurious.',
    ]);
    expect(post).not.toHaveBeenCalled();
  });

  it('gives, announces the recognition with its total, and closes', async () => {
    answerComposerReads();
    const bonus = { id: 7, amount: 10, receiver_ids: [2], reason: '@alice +10 thanks #OwnIt' };
    const post = jest.spyOn(v2Client, 'post').mockResolvedValue({ result: bonus });
    const created = jest.fn();
    window.addEventListener(BONUS_CREATED_EVENT, created);
    const { user, onClose } = renderModal({ initialRecipientId: alice.id, initialText: '+10 thanks #OwnIt' });
    await editor();
    await user.click(within(modal()).getByRole('button', { name: 'Give +10' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [path, body, options] = post.mock.calls[0] ?? [];
    expect(path).toBe('/bonuses');
    expect(body).toEqual({
      bonus: {
        privacy: 'publicly_visible',
        reason: '@alice +10 thanks #OwnIt',
        attachments_attributes: [],
        reason_tokens: [{ context: 'recipient', token: '@alice', display_name: 'Alice Ng', type: 'username' }],
        flash_points_used: 0,
      },
    });
    expect(options?.params).toEqual({ include_children: true, application_name: 'web' });
    expect(options?.headers?.['Idempotency-Key']).toEqual(expect.any(String));
    const detail = (created.mock.calls[0]?.[0] as CustomEvent<BonusCreatedDetail>).detail;
    expect(detail).toEqual({ bonus, totalAmount: 10 });
    window.removeEventListener(BONUS_CREATED_EVENT, created);
  });

  it("shows the server's message and keeps the draft when the server refuses", async () => {
    answerComposerReads();
    jest
      .spyOn(v2Client, 'post')
      .mockRejectedValue(new HttpError(422, { body: { error: 'server_error', message: 'Recognition is paused' } }));
    const { user, onClose } = renderModal({ initialRecipientId: alice.id, initialText: '+10 thanks #OwnIt' });
    await editor();
    await user.click(within(modal()).getByRole('button', { name: 'Give +10' }));
    expect(await within(modal()).findByText('Recognition is paused')).toBeInTheDocument();
    expect(await editor()).toHaveTextContent('@Alice Ng +10 thanks #OwnIt');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('keeps the draft and says when to try again when gives are rate-limited', async () => {
    const wait = 'Too many requests: try again in 30 seconds';
    answerComposerReads();
    jest
      .spyOn(v2Client, 'post')
      .mockRejectedValue(new HttpError(429, { body: { error: 'rate_limited', message: wait }, retryAfterSeconds: 30 }));
    const { user, onClose } = renderModal({ initialRecipientId: alice.id, initialText: '+10 thanks #OwnIt' });
    await editor();
    await user.click(within(modal()).getByRole('button', { name: 'Give +10' }));
    expect(await within(modal()).findByText(wait)).toBeInTheDocument();
    expect(await editor()).toHaveTextContent('@Alice Ng +10 thanks #OwnIt');
    expect(within(modal()).getByRole('button', { name: 'Give +10' })).toBeEnabled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows a refusal the server names by its catalogue id in the catalogue’s words the server sent', async () => {
    answerComposerReads();
    jest.spyOn(v2Client, 'post').mockRejectedValue(
      new HttpError(422, {
        body: { error: 'reason_too_long', message: apiErrorText('reason_too_long', { max: 1000 }) },
      }),
    );
    const { user } = renderModal({ initialRecipientId: alice.id, initialText: '+10 thanks #OwnIt' });
    await editor();
    await user.click(within(modal()).getByRole('button', { name: 'Give +10' }));
    expect(await within(modal()).findByText('Keep a recognition under 1000 characters')).toBeInTheDocument();
  });

  it('offers the allowance boost when nothing is left to give', async () => {
    answerComposerReads(settingsFixture(), budgetFixture({ giving_balance: 0 }));
    const catalog = jest.spyOn(rewardsCatalogClient, 'get').mockImplementation(async (path: string) =>
      path === '/company_item_categories'
        ? {
            data: [
              { id: 1, key: 'cash' },
              { id: 3, key: 'points_boost' },
            ],
          }
        : {
            data: [
              { id: 3, item: { provider: 'amazon' } },
              { id: 8, item: { provider: 'bonusly' } },
            ],
          },
    );
    const { user, onClose } = renderModal();
    const link = await within(modal()).findByRole('link', { name: 'Add to your balance' });
    expect(link).toHaveAttribute('href', '/rewards/8');
    expect(catalog).toHaveBeenCalledWith('/catalogs/allowance_boost', {
      params: { 'filters[category_ids]': [3], 'filters[provider]': 'bonusly', pagination: false },
    });
    await user.click(link);
    expect(onClose).toHaveBeenCalled();
  });
});
