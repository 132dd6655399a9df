import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { SWRConfig } from 'swr';
import { v2Client } from '@laurel/shared';
import type { FlashPointsProgram, GiverBudget } from '@laurel/shared/recognition';
import { signInForTests, subjectFor } from '@laurel/shared/testing/profiles';
import { i18n } from '../../i18n';
import { GiveRecognitionModal } from '../components/GiveRecognitionModal';
import { alice, budgetFixture, settingsFixture } from '../testing/give-fixtures';

const HOUR_MS = 3600 * 1000;
const program = (overrides: Partial<FlashPointsProgram> = {}): FlashPointsProgram => ({
  id: 1,
  name: 'Year-end sprint',
  startDate: new Date(Date.now() - 48 * HOUR_MS).toISOString(),
  endDate: new Date(Date.now() + 27 * HOUR_MS).toISOString(),
  baseColor: '#1b2a4a',
  accentColor: '#ffd35c',
  amountPerPerson: 50,
  flashPointsBalance: 50,
  ...overrides,
});

function answerReads(budget: GiverBudget, programs: FlashPointsProgram[]) {
  return jest.spyOn(v2Client, 'get').mockImplementation(async (path: string) => {
    if (path === '/companies/show') return { result: settingsFixture() };
    if (path === '/users/show') return { result: budget };
    if (path === '/programs/flash_points') return { result: programs };
    if (path === `/user_management/users/${alice.id}`) return alice;
    throw new Error(`Unexpected GET ${path}`);
  });
}

function renderModal(initialText = '') {
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <GiveRecognitionModal initialRecipientId={alice.id} initialText={initialText} onClose={jest.fn()} />
        </MemoryRouter>
      </I18nextProvider>
    </SWRConfig>,
  );
  return userEvent.setup();
}

const modal = () => screen.getByRole('dialog', { name: 'Give recognition' });
const editor = () => within(modal()).findByRole('textbox', { name: 'Recognition message' });
const withFlashPoints = budgetFixture({ giving_balance: 100, flash_points_balance: 50 });

describe('flash points in the give modal', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the banner with its countdown, in white on a dark base colour, and the chip beside the balance', async () => {
    signInForTests();
    const reads = answerReads(withFlashPoints, [program()]);
    renderModal();
    const banner = await within(modal()).findByRole('region', { name: 'Flash points' });
    expect(banner).toHaveTextContent('You have 50 flash points to give: Year-end sprint');
    expect(within(banner).getByRole('timer')).toHaveTextContent(/^1d 0[23]h \d\dm \d\ds$/);
    expect(banner).toHaveStyle({ color: '#ffffff', backgroundColor: '#1b2a4a' });
    expect(within(modal()).getByText('50 flash points')).toBeInTheDocument();
    expect(within(modal()).getByText('You have 100 points to give')).toBeInTheDocument();
    expect(reads).toHaveBeenCalledWith('/programs/flash_points', { params: { status: 'active' }, inflect: 'camel' });
  });

  it('writes dark text on a light base colour', async () => {
    signInForTests();
    answerReads(withFlashPoints, [program({ baseColor: '#ffd35c' })]);
    renderModal();
    const banner = await within(modal()).findByRole('region', { name: 'Flash points' });
    expect(banner).toHaveStyle({ color: '#1a1a1a' });
  });

  it('says the give takes flash points first and sends what it showed', async () => {
    signInForTests();
    answerReads(withFlashPoints, [program()]);
    const bonus = { id: 7, amount: 70, receiver_ids: [alice.id], reason: '@alice +70 thanks #OwnIt' };
    const post = jest.spyOn(v2Client, 'post').mockResolvedValue({ result: bonus });
    const user = renderModal('+70 thanks #OwnIt');
    await editor();
    expect(
      await within(modal()).findByText('This uses 50 flash points first, then 20 from your giving balance.'),
    ).toBeInTheDocument();
    await user.click(within(modal()).getByRole('button', { name: 'Give +70' }));
    await waitFor(() => expect(post).toHaveBeenCalled());
    expect(post.mock.calls[0]?.[1]).toMatchObject({ bonus: { flash_points_used: 50 } });
  });

  it.each([
    [
      'the program has ended',
      () => signInForTests(),
      [program({ endDate: new Date(Date.now() - 1000).toISOString() })],
    ],
    ['no program runs', () => signInForTests(), []],
    ['the tier has no flash points', () => signInForTests(subjectFor('tier_one')), [program()]],
  ])('shows no banner and spends none when %s', async (_when, signIn, programs) => {
    signIn();
    answerReads(withFlashPoints, programs);
    const post = jest.spyOn(v2Client, 'post').mockResolvedValue({
      result: { id: 7, amount: 10, receiver_ids: [alice.id], reason: '' },
    });
    const user = renderModal('+10 thanks #OwnIt');
    await editor();
    await user.click(within(modal()).getByRole('button', { name: 'Give +10' }));
    await waitFor(() => expect(post).toHaveBeenCalled());
    expect(post.mock.calls[0]?.[1]).toMatchObject({ bonus: { flash_points_used: 0 } });
    expect(within(modal()).queryByRole('region', { name: 'Flash points' })).not.toBeInTheDocument();
  });

  it('asks for no program without flash points', async () => {
    signInForTests();
    const reads = answerReads(budgetFixture(), [program()]);
    renderModal();
    await editor();
    expect(reads).not.toHaveBeenCalledWith('/programs/flash_points', expect.anything());
    expect(within(modal()).queryByRole('region', { name: 'Flash points' })).not.toBeInTheDocument();
  });
});
