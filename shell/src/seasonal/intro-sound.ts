import type { SeasonKind } from '@laurel/shared/seasonal';
import { SEASON_THEMES, type Note } from './season-themes';

const SAMPLE_RATE_HZ = 8000;
const AMPLITUDE = 100;
const WAV_HEADER_BYTES = 44;

const cachedUrls = new Map<SeasonKind, string>();

/**
 * The season's intro tune as a data: URL. The webpack config has no rule for audio assets, so the
 * sound is synthesised (8-bit mono PCM WAV) instead of shipped as a file.
 */
export function introSoundUrl(kind: SeasonKind): string {
  let url = cachedUrls.get(kind);
  if (!url) {
    url = `data:audio/wav;base64,${toBase64(wavFile(tuneSamples(SEASON_THEMES[kind].tune)))}`;
    cachedUrls.set(kind, url);
  }
  return url;
}

function tuneSamples(tune: readonly Note[]): Uint8Array {
  const notes = tune.map(noteSamples);
  const samples = new Uint8Array(notes.reduce((length, part) => length + part.length, 0));
  notes.reduce((offset, part) => {
    samples.set(part, offset);
    return offset + part.length;
  }, 0);
  return samples;
}

function noteSamples({ fromHz, toHz, ms }: Note): Uint8Array {
  const count = Math.round((SAMPLE_RATE_HZ * ms) / 1000);
  const samples = new Uint8Array(count).fill(128);
  let phase = 0;
  for (let index = 0; index < count && fromHz > 0; index += 1) {
    const progress = index / count;
    phase += (2 * Math.PI * (fromHz + (toHz - fromHz) * progress)) / SAMPLE_RATE_HZ;
    // Rising then falling envelope, so each note starts and ends without a click.
    const envelope = Math.sin(Math.PI * progress);
    samples[index] = 128 + Math.round(AMPLITUDE * envelope * Math.sin(phase));
  }
  return samples;
}

function wavFile(samples: Uint8Array): Uint8Array {
  const bytes = new Uint8Array(WAV_HEADER_BYTES + samples.length);
  const view = new DataView(bytes.buffer);
  const text = (offset: number, value: string) =>
    [...value].forEach((char, index) => view.setUint8(offset + index, char.charCodeAt(0)));
  text(0, 'RIFF');
  view.setUint32(4, WAV_HEADER_BYTES - 8 + samples.length, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, SAMPLE_RATE_HZ, true);
  view.setUint32(28, SAMPLE_RATE_HZ, true);
  view.setUint16(32, 1, true);
  view.setUint16(34, 8, true);
  text(36, 'data');
  view.setUint32(40, samples.length, true);
  bytes.set(samples, WAV_HEADER_BYTES);
  return bytes;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  bytes.forEach((byte) => {
    binary += String.fromCharCode(byte);
  });
  return btoa(binary);
}
