import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { SWRConfig } from 'swr';
import { HttpError, useToastStore, v2Client } from '@laurel/shared';
import { signInForTests } from '@laurel/shared/testing/profiles';
import { i18n } from '../../i18n';
import { GiveRecognitionModal } from '../../give/components/GiveRecognitionModal';
import { answerComposerReads } from '../../give/testing/give-fixtures';
import { startDictation } from '../start-dictation';
import { MicrophoneDeniedError } from '../microphone-capture';

jest.mock('../start-dictation', () => ({ startDictation: jest.fn() }));
const started = jest.mocked(startDictation);

const REPHRASE = '/constructive_feedback/text_processing/rephrase_feedback_message_text';

function renderModal(initialText?: string) {
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <GiveRecognitionModal initialText={initialText} onClose={jest.fn()} />
        </MemoryRouter>
      </I18nextProvider>
    </SWRConfig>,
  );
  return userEvent.setup();
}

const modal = () => screen.getByRole('dialog', { name: 'Give recognition' });
const message = () => within(modal()).findByRole('textbox', { name: 'Recognition message' });
const panel = () => within(modal()).getByRole('region', { name: 'Voice dictation' });
const dictate = () => within(modal()).getByRole('button', { name: 'Dictate your message' });

function recordingThatHears(text: string) {
  const stop = jest.fn().mockResolvedValue(text);
  started.mockImplementation(async (onLevel) => {
    onLevel(900);
    return { stop, cancel: jest.fn() };
  });
  return stop;
}

describe('dictation in the give composer', () => {
  beforeEach(() => {
    signInForTests();
    Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia: jest.fn() }, configurable: true });
    useToastStore.setState({ toasts: [] });
  });
  afterEach(() => jest.restoreAllMocks());

  it('records, transcribes, rephrases and writes the words into the message; the switch shows the raw words', async () => {
    answerComposerReads();
    recordingThatHears('go forward ten meters');
    const post = jest
      .spyOn(v2Client, 'post')
      .mockResolvedValue({ result: { rephrased_text: 'Go forward ten meters.' } });
    const user = renderModal();
    await message();
    await user.click(dictate());
    // The composer has other status regions (the attachments' upload): the dictation's is the one saying this.
    const listening = await within(modal()).findByText('Listening. Speak, then press Stop.');
    expect(listening.closest('[role="status"]')).not.toBeNull();
    expect(screen.getByTestId('dictation-visualizer').children).toHaveLength(40);
    await user.click(within(modal()).getByRole('button', { name: 'Stop dictating' }));

    expect(await message()).toHaveTextContent('Go forward ten meters.');
    expect(post).toHaveBeenCalledWith(REPHRASE, { text: 'go forward ten meters' });
    const switcher = within(modal()).getByRole('group', { name: 'Dictated text' });
    expect(within(switcher).getByRole('button', { name: 'Polished' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(switcher).getByRole('button', { name: 'As spoken' }));
    await waitFor(async () => expect(await message()).toHaveTextContent(/^go forward ten meters$/));
    expect(within(switcher).getByRole('button', { name: 'As spoken' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(switcher).getByRole('button', { name: 'Polished' }));
    await waitFor(async () => expect(await message()).toHaveTextContent(/^Go forward ten meters\.$/));
  });

  it('puts the words at the caret, a space apart from what is already written', async () => {
    answerComposerReads();
    recordingThatHears('thanks a lot');
    jest.spyOn(v2Client, 'post').mockResolvedValue({ result: { rephrased_text: 'Thanks a lot.' } });
    const user = renderModal('Great demo');
    await message();
    await user.click(dictate());
    await user.click(await within(modal()).findByRole('button', { name: 'Stop dictating' }));
    // The modal puts the caret at the start of a prefilled message.
    expect(await message()).toHaveTextContent(/^Thanks a lot\. Great demo$/);
    await user.click(within(modal()).getByRole('button', { name: 'As spoken' }));
    await waitFor(async () => expect(await message()).toHaveTextContent(/^thanks a lot Great demo$/));
  });

  it('keeps the raw words, without the switch to a rephrasing, when rephrasing fails', async () => {
    answerComposerReads();
    recordingThatHears('go forward');
    jest.spyOn(v2Client, 'post').mockRejectedValue(new HttpError(500));
    const user = renderModal();
    await message();
    await user.click(dictate());
    await user.click(await within(modal()).findByRole('button', { name: 'Stop dictating' }));
    expect(await message()).toHaveTextContent(/^go forward$/);
    const polished = within(modal()).getByRole('button', { name: 'Polished' });
    expect(polished).toHaveAttribute('aria-disabled', 'true');
  });

  it('says transcribe.access_denied in a toast and goes back to Idle when the microphone is refused', async () => {
    answerComposerReads();
    started.mockRejectedValue(new MicrophoneDeniedError());
    const user = renderModal();
    await message();
    await user.click(dictate());
    const said = "Laurel can't use your microphone. Allow it in your browser's site settings to dictate.";
    await waitFor(() =>
      expect(useToastStore.getState().toasts).toEqual([expect.objectContaining({ message: said, status: 'error' })]),
    );
    expect(within(panel()).getByRole('alert')).toHaveTextContent(said);
    expect(dictate()).not.toHaveAttribute('aria-disabled');
  });

  it('says plainly when the service is unavailable (503), and when no words were heard', async () => {
    answerComposerReads();
    started.mockRejectedValueOnce(new HttpError(503, { body: { error: 'transcription_unavailable' } }));
    const user = renderModal();
    await message();
    await user.click(dictate());
    await waitFor(() =>
      expect(within(panel()).getByRole('alert')).toHaveTextContent(
        'Voice dictation is unavailable right now. Type your message instead.',
      ),
    );

    recordingThatHears('  ');
    const post = jest.spyOn(v2Client, 'post');
    await user.click(dictate());
    await user.click(await within(modal()).findByRole('button', { name: 'Stop dictating' }));
    await waitFor(() => expect(within(panel()).getByRole('alert')).toHaveTextContent("We didn't catch any words."));
    expect(post).not.toHaveBeenCalled();
    expect(within(modal()).queryByRole('group', { name: 'Dictated text' })).toBeNull();
  });
});
