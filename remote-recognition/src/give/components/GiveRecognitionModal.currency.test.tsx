import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { SWRConfig } from 'swr';
import { signInForTests } from '@laurel/shared/testing/profiles';
import { i18n } from '../../i18n';
import { GiveRecognitionModal } from './GiveRecognitionModal';
import { alice, answerComposerReads, budgetFixture, settingsFixture } from '../testing/give-fixtures';

function renderModal() {
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <GiveRecognitionModal initialRecipientId={alice.id} onClose={jest.fn()} />
        </MemoryRouter>
      </I18nextProvider>
    </SWRConfig>,
  );
}

const modal = () => screen.getByRole('dialog', { name: 'Give recognition' });

describe('GiveRecognitionModal: the balance of a company whose budget format is currency', () => {
  beforeEach(() => signInForTests());
  afterEach(() => jest.restoreAllMocks());

  it('shows the giver’s balance as money at the budget’s rate', async () => {
    const settings = settingsFixture();
    answerComposerReads(
      { ...settings, budget: { ...settings.budget, currency: { code: 'EUR', rate: 4 } } },
      budgetFixture(),
    );
    renderModal();
    await within(modal()).findByRole('textbox', { name: 'Recognition message' });
    expect(within(modal()).getByText('You have €25.00 to give')).toBeInTheDocument();
  });

  it('keeps points when the company counts in points', async () => {
    answerComposerReads(settingsFixture(), budgetFixture());
    renderModal();
    await within(modal()).findByRole('textbox', { name: 'Recognition message' });
    expect(within(modal()).getByText('You have 100 points to give')).toBeInTheDocument();
  });
});
