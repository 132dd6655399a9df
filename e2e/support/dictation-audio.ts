import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './system';

/** Debian's pocketsphinx-testdata: a man saying "go forward ten meters", raw 16 kHz mono s16le. */
const GO_FORWARD_RAW = '/usr/share/pocketsphinx/test/data/goforward.raw';
const SAMPLE_RATE_HZ = 16_000;
/** Silence after the words, so a recording stopped a little late hears no second take. */
const TRAILING_SILENCE_SECONDS = 4;

function wavOf(samples: Buffer): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + samples.length, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(SAMPLE_RATE_HZ, 24);
  header.writeUInt32LE(SAMPLE_RATE_HZ * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(samples.length, 40);
  return Buffer.concat([header, samples]);
}

/** The recorded speech as a WAV file Chromium can play as its microphone. */
export function goForwardWav(): string {
  const file = path.join(os.tmpdir(), `laurel-goforward-${process.pid}.wav`);
  const silence = Buffer.alloc(TRAILING_SILENCE_SECONDS * SAMPLE_RATE_HZ * 2);
  fs.writeFileSync(file, wavOf(Buffer.concat([fs.readFileSync(GO_FORWARD_RAW), silence])));
  return file;
}

/** Chromium with a fake microphone that plays `wav` once, granted without a prompt. */
export const fakeMicrophoneLaunch = (wav: string) => ({
  executablePath: CHROMIUM_PATH,
  args: [
    ...CHROMIUM_ARGS,
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-audio-capture=${wav}%noloop`,
  ],
});
