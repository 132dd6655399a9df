import { createChunker } from './audio-chunker';
import { captureMicrophone } from './microphone-capture';
import { openTranscriptionSession, transcriptionStreamUrl, type TranscriptionSession } from './transcription-session';
import { transcriptionTokens } from './api/post-transcription-token';
import { levelOf } from './visualizer-levels';

export interface DictationRecording {
  /** Sends the last samples, says stop and resolves with the text heard. */
  stop(): Promise<string>;
  cancel(): void;
}

/**
 * Starting (recognition §4): the microphone first (so a refusal is known at once), then a token and the
 * speech socket. What is said while the socket opens is kept and sent when it is ready.
 */
export async function startDictation(onLevel: (level: number) => void): Promise<DictationRecording> {
  const chunker = createChunker();
  const early: Int16Array<ArrayBuffer>[] = [];
  let session: TranscriptionSession | null = null;
  const microphone = await captureMicrophone((samples) => {
    onLevel(levelOf(samples));
    for (const chunk of chunker.push(samples)) {
      if (session) session.send(chunk);
      else early.push(chunk);
    }
  });
  try {
    session = await openTranscriptionSession(transcriptionStreamUrl(await transcriptionTokens.get()));
  } catch (error) {
    microphone.stop();
    throw error;
  }
  for (const chunk of early.splice(0)) session.send(chunk);
  const opened = session;
  return {
    stop() {
      microphone.stop();
      const rest = chunker.flush();
      if (rest.length > 0) opened.send(rest);
      return opened.finish();
    },
    cancel() {
      microphone.stop();
      opened.cancel();
    },
  };
}
