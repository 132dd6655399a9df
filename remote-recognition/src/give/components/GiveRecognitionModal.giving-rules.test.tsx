import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { SWRConfig } from 'swr';
import { v2Client } from '@laurel/shared';
import { signInForTests } from '@laurel/shared/testing/profiles';
import { i18n } from '../../i18n';
import { GiveRecognitionModal } from './GiveRecognitionModal';
import { alice, answerComposerReads, budgetFixture, settingsFixture } from '../testing/give-fixtures';

const STARS = { singular: 'star', plural: 'stars' };

function renderModal(initialText: string) {
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

describe('GiveRecognitionModal: the company’s giving rules and budget names', () => {
  beforeEach(() => signInForTests());
  afterEach(() => jest.restoreAllMocks());

  it('says the most points per recognition before sending, in the company’s word, and keeps the draft', async () => {
    answerComposerReads(
      {
        ...settingsFixture(),
        budget: STARS,
        giving_rules: { maxPointsPerRecognition: 5, minRecipients: 1, maxRecipients: null },
      },
      budgetFixture(),
    );
    const post = jest.spyOn(v2Client, 'post');
    const user = renderModal('+6 thanks #OwnIt');
    const editor = await within(modal()).findByRole('textbox', { name: 'Recognition message' });
    expect(within(modal()).getByText('You have 100 stars to give')).toBeInTheDocument();
    await user.click(within(modal()).getByRole('button', { name: 'Give +6' }));

    expect(within(modal()).getByRole('alert')).toHaveTextContent('Give at most 5 stars in one recognition.');
    expect(post).not.toHaveBeenCalled();
    expect(editor).toHaveTextContent('@Alice Ng +6 thanks #OwnIt');
  });

  it('says too few people before sending', async () => {
    answerComposerReads(
      { ...settingsFixture(), giving_rules: { maxPointsPerRecognition: null, minRecipients: 2, maxRecipients: null } },
      budgetFixture(),
    );
    const post = jest.spyOn(v2Client, 'post');
    const user = renderModal('+5 thanks #OwnIt');
    await within(modal()).findByRole('textbox', { name: 'Recognition message' });
    await user.click(within(modal()).getByRole('button', { name: 'Give +5' }));

    expect(within(modal()).getByRole('alert')).toHaveTextContent('Recognize at least 2 people at once.');
    expect(post).not.toHaveBeenCalled();
  });
});
