import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocket } from 'ws';
import {
  TRANSCRIPTION_CHUNK_SAMPLES,
  TRANSCRIPTION_BYTES_PER_SAMPLE,
  TRANSCRIPTION_STREAM_PATH,
  type TranscriptionServerMessage,
} from '@laurel/shared/contract';
import { attachTranscription, type TranscriptionServerOptions } from '../transcription/transcription-server';
import { pocketsphinxRecogniser } from '../transcription/speech-recogniser';
import { TEST_SECRET } from './test-api';

/** Debian's pocketsphinx-testdata: a man saying "go forward ten meters", raw 16 kHz mono s16le. */
export const GO_FORWARD_RAW = '/usr/share/pocketsphinx/test/data/goforward.raw';
export const goForwardSamples = () => fs.readFileSync(GO_FORWARD_RAW);

/** The speech socket on an ephemeral port, with the installed recogniser unless told otherwise. */
export async function startTranscriptionServer(options: Partial<TranscriptionServerOptions> = {}) {
  const server = http.createServer();
  const speech = attachTranscription(server, {
    secret: TEST_SECRET,
    recogniser: pocketsphinxRecogniser(),
    isActiveMember: () => true,
    ...options,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const stop = async () => {
    await speech.close();
    await new Promise((resolve) => server.close(resolve));
  };
  return { stop, streamUrl: (token: string) => `ws://127.0.0.1:${port}${TRANSCRIPTION_STREAM_PATH}?token=${token}` };
}

/** Opens a session, sends `samples` in 100 ms frames as the browser does, says stop and collects every answer. */
export function dictate(url: string, samples: Buffer | null) {
  const socket = new WebSocket(url);
  const messages: TranscriptionServerMessage[] = [];
  socket.on('message', (raw) => messages.push(JSON.parse(raw.toString()) as TranscriptionServerMessage));
  socket.on('open', () => {
    if (!samples) return;
    const frame = TRANSCRIPTION_CHUNK_SAMPLES * TRANSCRIPTION_BYTES_PER_SAMPLE;
    for (let at = 0; at < samples.length; at += frame) socket.send(samples.subarray(at, at + frame));
    socket.send(JSON.stringify({ type: 'stop' }));
  });
  return new Promise<{ messages: TranscriptionServerMessage[]; code: number }>((resolve) =>
    socket.on('close', (code) => resolve({ messages, code })),
  );
}
