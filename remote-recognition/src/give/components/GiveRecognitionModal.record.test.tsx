import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { SWRConfig } from 'swr';
import { signInForTests } from '@laurel/shared/testing/profiles';
import { i18n } from '../../i18n';
import { alice, answerComposerReads, budgetFixture, settingsFixture } from '../testing/give-fixtures';
import { GiveRecognitionModal } from './GiveRecognitionModal';

function renderModal(startRecording: boolean, settings = settingsFixture()) {
  answerComposerReads(settings, budgetFixture(), [alice]);
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <GiveRecognitionModal startRecording={startRecording} onClose={jest.fn()} />
        </MemoryRouter>
      </I18nextProvider>
    </SWRConfig>,
  );
}

const messageBox = () => screen.findByRole('textbox', { name: 'Recognition message' });

describe('the give modal opened to record (the mobile add menu)', () => {
  beforeEach(() => {
    signInForTests();
    // jsdom has no camera: the browser's side of recording is the e2e's.
    Object.assign(globalThis, { MediaRecorder: class {} });
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: { getUserMedia: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) },
    });
  });
  afterEach(() => {
    jest.restoreAllMocks();
    delete (globalThis as { MediaRecorder?: unknown }).MediaRecorder;
    delete (navigator as { mediaDevices?: unknown }).mediaDevices;
  });

  it('opens the recorder over the composer', async () => {
    renderModal(true);
    await messageBox();
    expect(await screen.findByRole('dialog', { name: 'Record a video' })).toBeInTheDocument();
  });

  it('opens the composer alone when not asked to record', async () => {
    renderModal(false);
    await messageBox();
    expect(screen.queryByRole('dialog', { name: 'Record a video' })).not.toBeInTheDocument();
  });

  it('opens the composer alone where the company switched recording off', async () => {
    renderModal(true, settingsFixture({ disable_video_recordings: true }));
    await messageBox();
    expect(screen.queryByRole('dialog', { name: 'Record a video' })).not.toBeInTheDocument();
  });
});
