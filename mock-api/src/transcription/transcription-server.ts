import type { IncomingMessage, Server } from 'node:http';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import {
  TRANSCRIPTION_MAX_AUDIO_BYTES,
  TRANSCRIPTION_MAX_SECONDS,
  TRANSCRIPTION_SAMPLE_RATE_HZ,
  TRANSCRIPTION_STREAM_PATH,
  TRANSCRIPTION_TOKEN_PARAM,
  type TranscriptionErrorId,
  type TranscriptionServerMessage,
} from '@laurel/shared/contract';
import { acceptUpgradesAt } from '../realtime/upgrade-paths';
import { verifyTranscriptionToken, type TranscriptionClaims } from './transcription-token';
import type { SpeechRecogniser } from './speech-recogniser';

export interface TranscriptionServerOptions {
  secret: Uint8Array;
  recogniser: SpeechRecogniser;
  /** The token's user is still active and still in the token's company. */
  isActiveMember: (claims: TranscriptionClaims) => boolean;
  maxAudioBytes?: number;
  /** A session that never says stop is closed after this; audio keeps arriving at most this long. */
  sessionLimitMs?: number;
  now?: () => number;
}

/** A browser sends 100 ms a frame (3.2 KB); a frame of more than a few seconds is not dictation. */
const MAX_FRAME_BYTES = 64 * 1024;
const SESSION_GRACE_MS = 30_000;

const tokenOf = (request: IncomingMessage) =>
  new URL(request.url ?? '/', 'http://speech.invalid').searchParams.get(TRANSCRIPTION_TOKEN_PARAM) ?? '';

const send = (socket: WebSocket, message: TranscriptionServerMessage) => {
  if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
};

const isStop = (raw: RawData) => {
  try {
    return (JSON.parse(raw.toString()) as { type?: unknown }).type === 'stop';
  } catch {
    return false;
  }
};

/**
 * The speech socket (recognition §7, §9): with a token from `POST /transcription/tokens`, the browser
 * sends 16 kHz mono Int16 audio in binary frames and `{"type":"stop"}`; the server answers the text the
 * recogniser heard, or an error, and closes. Nothing is kept: the audio lives only in this session.
 */
export function attachTranscription(
  server: Server,
  {
    secret,
    recogniser,
    isActiveMember,
    maxAudioBytes = TRANSCRIPTION_MAX_AUDIO_BYTES,
    sessionLimitMs = TRANSCRIPTION_MAX_SECONDS * 1000 + SESSION_GRACE_MS,
    now = Date.now,
  }: TranscriptionServerOptions,
) {
  const sockets = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  const stopAccepting = acceptUpgradesAt(server, TRANSCRIPTION_STREAM_PATH, sockets);

  const fail = (socket: WebSocket, error: TranscriptionErrorId) => {
    send(socket, { type: 'error', error });
    socket.close(error === 'unauthorized' ? 1008 : 1000);
  };

  async function admit(socket: WebSocket, request: IncomingMessage): Promise<boolean> {
    const claims = await verifyTranscriptionToken(tokenOf(request), secret, now());
    if (socket.readyState !== WebSocket.OPEN) return false;
    if (!claims || !isActiveMember(claims)) {
      fail(socket, 'unauthorized');
      return false;
    }
    if (!recogniser.available()) {
      fail(socket, 'unavailable');
      return false;
    }
    send(socket, { type: 'ready', sample_rate: TRANSCRIPTION_SAMPLE_RATE_HZ });
    return true;
  }

  sockets.on('connection', (socket: WebSocket, request: IncomingMessage) => {
    const admitted = admit(socket, request);
    const chunks: Buffer[] = [];
    let bytes = 0;
    let finished = false;
    const limit = setTimeout(() => socket.terminate(), sessionLimitMs);
    limit.unref();

    function receive(raw: RawData, isBinary: boolean) {
      if (finished) return;
      if (!isBinary) {
        if (!isStop(raw)) return;
        finished = true;
        const heard = bytes === 0 ? Promise.resolve('') : recogniser.transcribe(Buffer.concat(chunks));
        heard
          .then((text) => {
            send(socket, { type: 'transcript', text });
            socket.close(1000);
          })
          .catch(() => fail(socket, 'failed'));
        return;
      }
      const frame = Buffer.isBuffer(raw) ? raw : Buffer.concat(Array.isArray(raw) ? raw : [Buffer.from(raw)]);
      bytes += frame.length;
      if (frame.length % 2 !== 0) {
        finished = true;
        fail(socket, 'bad_audio');
      } else if (bytes > maxAudioBytes) {
        finished = true;
        fail(socket, 'audio_too_long');
      } else {
        chunks.push(frame);
      }
    }

    // Frames wait for the token check, so audio sent right after opening is not lost.
    socket.on('message', (raw: RawData, isBinary: boolean) => {
      void admitted.then((ok) => ok && receive(raw, isBinary));
    });
    socket.on('error', () => socket.terminate());
    socket.on('close', () => clearTimeout(limit));
  });

  return {
    close() {
      stopAccepting();
      for (const socket of sockets.clients) socket.terminate();
      return new Promise<void>((resolve) => sockets.close(() => resolve()));
    },
  };
}
