import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { SWRConfig } from 'swr';
import { v2Client } from '@laurel/shared';
import { signInForTests } from '@laurel/shared/testing/profiles';
import { i18n } from '../../i18n';
import { alice, answerComposerReads, settingsFixture } from '../testing/give-fixtures';
import { GiveRecognitionModal } from './GiveRecognitionModal';

const modal = () => screen.getByRole('dialog', { name: 'Give recognition' });

describe("GiveRecognitionModal: the company's default privacy", () => {
  beforeEach(() => signInForTests());
  afterEach(() => jest.restoreAllMocks());

  it('starts a recognition at the default privacy the company settings chose', async () => {
    answerComposerReads({ ...settingsFixture(), bonus_privacy: 'true', default_privacy: 'immediate_team' });
    const post = jest.spyOn(v2Client, 'post').mockResolvedValue({ result: { id: 7 } });
    render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <I18nextProvider i18n={i18n}>
          <MemoryRouter>
            <GiveRecognitionModal initialRecipientId={alice.id} initialText="+10 thanks #OwnIt" onClose={jest.fn()} />
          </MemoryRouter>
        </I18nextProvider>
      </SWRConfig>,
    );
    await within(modal()).findByRole('textbox', { name: 'Recognition message' });
    await userEvent.setup().click(within(modal()).getByRole('button', { name: 'Give +10' }));
    await waitFor(() => expect(post).toHaveBeenCalled());
    expect(post.mock.calls[0]?.[1]).toMatchObject({ bonus: { privacy: 'immediate_team' } });
  });
});
