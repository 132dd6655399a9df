import { pocketsphinxRecogniser, type SpeechRecogniser } from './speech-recogniser';
import { signTranscriptionToken } from './transcription-token';
import { signAccessToken } from '../session/tokens';
import { TEST_SECRET } from '../testing/test-api';
import { dictate, goForwardSamples, startTranscriptionServer } from '../testing/transcription-test-server';

const EMPLOYEE = { user_id: 3, company_id: 1 };
const MINUTE_MS = 60_000;
const wordsOf = (text: string) => text.toLowerCase().split(/\s+/).filter(Boolean);

describe('the speech socket', () => {
  let server: Awaited<ReturnType<typeof startTranscriptionServer>>;
  afterEach(() => server.stop());

  it('transcribes real recorded speech sent in 100 ms frames: "go forward ten meters"', async () => {
    server = await startTranscriptionServer();
    const token = await signTranscriptionToken(EMPLOYEE, TEST_SECRET);
    const { messages, code } = await dictate(server.streamUrl(token), goForwardSamples());
    expect(messages[0]).toEqual({ type: 'ready', sample_rate: 16_000 });
    const transcript = messages.find((message) => message.type === 'transcript');
    expect(transcript && wordsOf(transcript.text)).toEqual(['go', 'forward', 'ten', 'meters']);
    expect(code).toBe(1000);
  }, 20_000);

  it('answers an empty text for a session with no audio', async () => {
    server = await startTranscriptionServer();
    const token = await signTranscriptionToken(EMPLOYEE, TEST_SECRET);
    const { messages } = await dictate(server.streamUrl(token), Buffer.alloc(0));
    expect(messages).toEqual([
      { type: 'ready', sample_rate: 16_000 },
      { type: 'transcript', text: '' },
    ]);
  }, 20_000);

  it('refuses a missing, forged, expired or access token, and a user no longer active in that company', async () => {
    const members = new Set([EMPLOYEE.user_id]);
    server = await startTranscriptionServer({ isActiveMember: (claims) => members.has(claims.user_id) });
    const forged = await signTranscriptionToken(EMPLOYEE, new TextEncoder().encode('x'.repeat(40)));
    const expired = await signTranscriptionToken(EMPLOYEE, TEST_SECRET, Date.now() - 6 * MINUTE_MS);
    const access = await signAccessToken(EMPLOYEE, TEST_SECRET);
    const stranger = await signTranscriptionToken({ user_id: 99, company_id: 1 }, TEST_SECRET);
    for (const token of ['', 'not-a-token', forged, expired, access, stranger]) {
      const { messages, code } = await dictate(server.streamUrl(token), goForwardSamples());
      expect({ messages, code }).toEqual({ messages: [{ type: 'error', error: 'unauthorized' }], code: 1008 });
    }
  });

  it('honours a token for five minutes: the client keeps it four and a half', async () => {
    server = await startTranscriptionServer();
    const token = await signTranscriptionToken(EMPLOYEE, TEST_SECRET, Date.now() - 4.5 * MINUTE_MS);
    const { messages } = await dictate(server.streamUrl(token), Buffer.alloc(0));
    expect(messages[0]).toEqual({ type: 'ready', sample_rate: 16_000 });
  });

  it('stops a session that sends more audio than allowed, or half a sample', async () => {
    server = await startTranscriptionServer({ maxAudioBytes: 32_000 });
    const token = await signTranscriptionToken(EMPLOYEE, TEST_SECRET);
    const long = await dictate(server.streamUrl(token), goForwardSamples());
    expect(long.messages.at(-1)).toEqual({ type: 'error', error: 'audio_too_long' });
    expect(long.messages.some((message) => message.type === 'transcript')).toBe(false);
    const odd = await dictate(server.streamUrl(token), Buffer.alloc(3));
    expect(odd.messages.at(-1)).toEqual({ type: 'error', error: 'bad_audio' });
  });

  it('says unavailable when the recogniser is not installed', async () => {
    const missing = pocketsphinxRecogniser({ binary: '/nonexistent/pocketsphinx_continuous' });
    expect(missing.available()).toBe(false);
    server = await startTranscriptionServer({ recogniser: missing });
    const token = await signTranscriptionToken(EMPLOYEE, TEST_SECRET);
    const { messages } = await dictate(server.streamUrl(token), goForwardSamples());
    expect(messages).toEqual([{ type: 'error', error: 'unavailable' }]);
  });

  it('says failed when the recogniser breaks mid-way', async () => {
    const broken: SpeechRecogniser = { available: () => true, transcribe: () => Promise.reject(new Error('crash')) };
    server = await startTranscriptionServer({ recogniser: broken });
    const token = await signTranscriptionToken(EMPLOYEE, TEST_SECRET);
    const { messages } = await dictate(server.streamUrl(token), goForwardSamples());
    expect(messages.at(-1)).toEqual({ type: 'error', error: 'failed' });
  });
});

describe('pocketsphinxRecogniser', () => {
  it('is available with Debian’s pocketsphinx and pocketsphinx-en-us installed', () => {
    expect(pocketsphinxRecogniser().available()).toBe(true);
  });

  it('is unavailable without its acoustic model', () => {
    expect(pocketsphinxRecogniser({ modelDir: '/nonexistent/en-us' }).available()).toBe(false);
  });

  it('leaves no temporary files behind', async () => {
    const fs = await import('node:fs');
    const os = await import('node:os');
    const before = fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith('laurel-dictation-'));
    await pocketsphinxRecogniser().transcribe(goForwardSamples());
    const after = fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith('laurel-dictation-'));
    expect(after).toEqual(before);
  }, 20_000);
});
