import { v2Client } from '@laurel/shared';
import { REPHRASE_PATH, type RephraseAnswer } from '@laurel/shared/contract';

/** `POST …/rephrase_feedback_message_text` (recognition §7): the dictated text, rewritten as written text. */
export const postRephrase = (text: string): Promise<string> =>
  v2Client.post<{ result: RephraseAnswer }>(REPHRASE_PATH, { text }).then((body) => body.result.rephrased_text);
