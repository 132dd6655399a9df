import { TRANSCRIPTION_TOKEN_TTL_SECONDS } from '@laurel/shared/contract';
import { createTestApi, TEST_SECRET } from '../testing/test-api';
import { personaAuth } from '../testing/persona-auth';
import { verifyTranscriptionToken } from './transcription-token';
import { pocketsphinxRecogniser } from './speech-recogniser';
import { verifyAccessToken } from '../session/tokens';

const TOKENS = '/api/v2/transcription/tokens';
const REPHRASE = '/api/v2/constructive_feedback/text_processing/rephrase_feedback_message_text';
const NOW = Date.parse('2026-11-23T10:00:00Z');

describe('POST /transcription/tokens', () => {
  it('issues a five-minute token for the caller and their company, usable only on the speech socket', async () => {
    const api = createTestApi({ now: () => NOW });
    const { authorization, user } = await personaAuth(api.db, 'employee');
    const answer = await api.http.post(TOKENS).set('Authorization', authorization).expect(201);
    expect(answer.body.result.expires_in).toBe(TRANSCRIPTION_TOKEN_TTL_SECONDS);
    const { token } = answer.body.result as { token: string };
    expect(await verifyTranscriptionToken(token, TEST_SECRET, NOW)).toEqual({
      user_id: user.id,
      company_id: user.company_id,
    });
    expect(await verifyTranscriptionToken(token, TEST_SECRET, NOW + 299_000)).not.toBeNull();
    expect(await verifyTranscriptionToken(token, TEST_SECRET, NOW + 301_000)).toBeNull();
    expect(await verifyAccessToken(token, TEST_SECRET)).toBeNull();
    await api.http.get('/api/v2/users/show').set('Authorization', `Bearer ${token}`).expect(401);
  });

  it('refuses whoever neither gives recognition nor uses Achieve, and anyone signed out', async () => {
    const api = createTestApi();
    const { authorization } = await personaAuth(api.db, 'trial_admin');
    const refused = await api.http.post(TOKENS).set('Authorization', authorization).expect(403);
    expect(refused.body.error).toBe('forbidden');
    await api.http.post(TOKENS).expect(401);
  });

  it('answers 503 transcription_unavailable when no recogniser is installed', async () => {
    const api = createTestApi({ recogniser: pocketsphinxRecogniser({ binary: '/nonexistent/pocketsphinx' }) });
    const { authorization } = await personaAuth(api.db, 'employee');
    const answer = await api.http.post(TOKENS).set('Authorization', authorization).expect(503);
    expect(answer.body).toEqual({
      error: 'transcription_unavailable',
      message: 'Voice dictation is unavailable right now',
    });
  });
});

describe('POST /constructive_feedback/text_processing/rephrase_feedback_message_text', () => {
  it('answers the rule-based rewrite of the text', async () => {
    const api = createTestApi();
    const { authorization } = await personaAuth(api.db, 'employee');
    const answer = await api.http
      .post(REPHRASE)
      .set('Authorization', authorization)
      .send({ text: 'um i think the demo went great you know' })
      .expect(200);
    expect(answer.body).toEqual({ result: { rephrased_text: 'I think the demo went great.' } });
  });

  it.each([
    ['no text', {}, 'rephrase_text_missing', 'There is no text to rephrase'],
    ['blank text', { text: '  \n ' }, 'rephrase_text_missing', 'There is no text to rephrase'],
    ['a number', { text: 42 }, 'rephrase_text_missing', 'There is no text to rephrase'],
    [
      'over 5000 characters',
      { text: 'a'.repeat(5001) },
      'rephrase_text_too_long',
      'Keep the text to rephrase under 5000 characters',
    ],
  ])('refuses %s with 422 and its message', async (_case, body, error, message) => {
    const api = createTestApi();
    const { authorization } = await personaAuth(api.db, 'employee');
    const answer = await api.http.post(REPHRASE).set('Authorization', authorization).send(body).expect(422);
    expect(answer.body).toMatchObject({ error, message });
  });

  it('refuses whoever may not dictate', async () => {
    const api = createTestApi();
    const { authorization } = await personaAuth(api.db, 'trial_admin');
    await api.http.post(REPHRASE).set('Authorization', authorization).send({ text: 'hello' }).expect(403);
  });
});
