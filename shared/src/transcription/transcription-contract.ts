/** Recognition §9: audio goes to the speech service at 16 kHz, in 100 ms chunks of 16-bit mono samples. */
export const TRANSCRIPTION_SAMPLE_RATE_HZ = 16_000;
export const TRANSCRIPTION_CHUNK_MS = 100;
export const TRANSCRIPTION_CHUNK_SAMPLES = (TRANSCRIPTION_SAMPLE_RATE_HZ * TRANSCRIPTION_CHUNK_MS) / 1000;
export const TRANSCRIPTION_BYTES_PER_SAMPLE = 2;

/** Recognition §9: the client keeps a token 4.5 minutes; the server honours it for 5, so a cached one never lapses mid-start. */
export const TRANSCRIPTION_TOKEN_CACHE_MS = 270_000;
export const TRANSCRIPTION_TOKEN_TTL_SECONDS = 300;

/** The longest dictation the service takes; a minute of speech is a long recognition already. */
export const TRANSCRIPTION_MAX_SECONDS = 120;
export const TRANSCRIPTION_MAX_AUDIO_BYTES =
  TRANSCRIPTION_MAX_SECONDS * TRANSCRIPTION_SAMPLE_RATE_HZ * TRANSCRIPTION_BYTES_PER_SAMPLE;

/** The speech socket, proxied with the API on the page's origin; the token rides in the query as browsers send no headers. */
export const TRANSCRIPTION_STREAM_PATH = '/api/v2/transcription/stream';
export const TRANSCRIPTION_TOKEN_PARAM = 'token';

/** `POST /transcription/tokens` (recognition §7). */
export interface TranscriptionToken {
  token: string;
  expires_in: number;
}

/** What the client sends as text; audio goes as binary frames of little-endian Int16 samples. */
export interface TranscriptionStopMessage {
  type: 'stop';
}

export type TranscriptionErrorId = 'unauthorized' | 'unavailable' | 'audio_too_long' | 'bad_audio' | 'failed';

export type TranscriptionServerMessage =
  | { type: 'ready'; sample_rate: number }
  | { type: 'transcript'; text: string }
  | { type: 'error'; error: TranscriptionErrorId };

/** `POST /constructive_feedback/text_processing/rephrase_feedback_message_text` (recognition §7). */
export const REPHRASE_PATH = '/constructive_feedback/text_processing/rephrase_feedback_message_text';
export const REPHRASE_MAX_LENGTH = 5000;

export interface RephraseAnswer {
  rephrased_text: string;
}

export type RephraseProblem = 'rephrase_text_missing' | 'rephrase_text_too_long';

/** What keeps a text from being rephrased; the client asks this before sending, the server before answering. */
export function rephraseProblemOf(text: unknown): RephraseProblem | null {
  if (typeof text !== 'string' || text.trim() === '') return 'rephrase_text_missing';
  return text.length > REPHRASE_MAX_LENGTH ? 'rephrase_text_too_long' : null;
}
