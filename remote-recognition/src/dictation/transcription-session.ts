import {
  TRANSCRIPTION_STREAM_PATH,
  TRANSCRIPTION_TOKEN_PARAM,
  type TranscriptionErrorId,
  type TranscriptionServerMessage,
} from '@laurel/shared/contract';

/** The speech service's refusal, by its id. */
export class TranscriptionError extends Error {
  constructor(readonly id: TranscriptionErrorId | 'closed') {
    super(`Transcription failed: ${id}`);
    this.name = 'TranscriptionError';
  }
}

export function transcriptionStreamUrl(token: string, location: Pick<Location, 'protocol' | 'host'> = window.location) {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  const query = new URLSearchParams({ [TRANSCRIPTION_TOKEN_PARAM]: token });
  return `${scheme}//${location.host}${TRANSCRIPTION_STREAM_PATH}?${query.toString()}`;
}

export interface TranscriptionSession {
  send(chunk: Int16Array<ArrayBuffer>): void;
  /** Says stop and resolves with what the service heard. */
  finish(): Promise<string>;
  /** Drops the session without waiting for text. */
  cancel(): void;
}

/** Opens the speech socket; resolves once the service says it is ready for audio. */
export function openTranscriptionSession(url: string, createSocket = (target: string) => new WebSocket(target)) {
  const socket = createSocket(url);
  socket.binaryType = 'arraybuffer';
  let settle: { resolve: (text: string) => void; reject: (error: Error) => void } | null = null;
  const transcript = new Promise<string>((resolve, reject) => {
    settle = { resolve, reject };
  });
  // A failure before finish() is read when it is awaited; it must not surface as unhandled meanwhile.
  transcript.catch(() => undefined);

  return new Promise<TranscriptionSession>((resolveReady, rejectReady) => {
    socket.onmessage = (event: MessageEvent) => {
      const message = JSON.parse(String(event.data)) as TranscriptionServerMessage;
      if (message.type === 'ready') resolveReady(session);
      else if (message.type === 'transcript') settle?.resolve(message.text);
      else {
        const error = new TranscriptionError(message.error);
        rejectReady(error);
        settle?.reject(error);
      }
    };
    socket.onerror = () => undefined;
    socket.onclose = () => {
      const error = new TranscriptionError('closed');
      rejectReady(error);
      settle?.reject(error);
    };
    const session: TranscriptionSession = {
      send(chunk) {
        if (socket.readyState === WebSocket.OPEN) socket.send(chunk);
      },
      finish() {
        if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ type: 'stop' }));
        return transcript;
      },
      cancel() {
        socket.close();
      },
    };
  });
}
