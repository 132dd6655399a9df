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

function giveTo(recipientId: number) {
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <GiveRecognitionModal initialRecipientId={recipientId} initialText="+10 thanks #OwnIt" onClose={jest.fn()} />
        </MemoryRouter>
      </I18nextProvider>
    </SWRConfig>,
  );
}

const COMPANY = { ...settingsFixture(), bonus_privacy: 'true' as const, default_privacy: 'publicly_visible' as const };

describe("GiveRecognitionModal: the recipient's privacy preference", () => {
  beforeEach(() => signInForTests());
  afterEach(() => jest.restoreAllMocks());

  it('starts at the privacy the recipient prefers and tells the giver why', async () => {
    answerComposerReads(COMPANY, undefined, [{ ...alice, preferred_privacy: 'privately_visible' }]);
    const post = jest.spyOn(v2Client, 'post').mockResolvedValue({ result: { id: 7 } });
    giveTo(alice.id);
    expect(
      await within(modal()).findByText('Alice Ng prefers private recognition. You can still change who sees it.'),
    ).toBeInTheDocument();
    expect(within(modal()).getByRole('button', { name: /Visible to: Only the people involved/ })).toBeInTheDocument();
    await userEvent.setup().click(within(modal()).getByRole('button', { name: 'Give +10' }));
    await waitFor(() => expect(post).toHaveBeenCalled());
    expect(post.mock.calls[0]?.[1]).toMatchObject({ bonus: { privacy: 'privately_visible' } });
  });

  it("keeps the company's default and says nothing when the recipient has no preference", async () => {
    answerComposerReads(COMPANY);
    const post = jest.spyOn(v2Client, 'post').mockResolvedValue({ result: { id: 7 } });
    giveTo(alice.id);
    await within(modal()).findByRole('textbox', { name: 'Recognition message' });
    expect(within(modal()).queryByTestId('recipient-privacy-preference')).not.toBeInTheDocument();
    await userEvent.setup().click(within(modal()).getByRole('button', { name: 'Give +10' }));
    await waitFor(() => expect(post).toHaveBeenCalled());
    expect(post.mock.calls[0]?.[1]).toMatchObject({ bonus: { privacy: 'publicly_visible' } });
  });
});
