import { v2Client } from '@laurel/shared';
import type { TranscriptionToken } from '@laurel/shared/contract';
import { createTokenCache } from '../token-cache';

/** `POST /transcription/tokens` (recognition §7): a temporary token for the speech socket. */
export const postTranscriptionToken = (): Promise<string> =>
  v2Client.post<{ result: TranscriptionToken }>('/transcription/tokens').then((body) => body.result.token);

/** One cache for the page: a second dictation within 4.5 minutes asks for no new token. */
export const transcriptionTokens = createTokenCache(postTranscriptionToken);
