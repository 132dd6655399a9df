const SAMPLE_RATE_HZ = 8000;
const SOUND_DURATION_MS = 700;
const START_FREQUENCY_HZ = 520;
const END_FREQUENCY_HZ = 330;
const WAV_HEADER_BYTES = 44;

let cachedUrl: string | undefined;

/**
 * A short falling "ooo" as a data: URL. The webpack config has no rule for audio assets, so the
 * sound is synthesised (8-bit mono PCM WAV) instead of shipped as a file.
 */
export function introSoundUrl(): string {
  cachedUrl ??= `data:audio/wav;base64,${toBase64(wavFile(glideSamples()))}`;
  return cachedUrl;
}

function glideSamples(): Uint8Array {
  const count = (SAMPLE_RATE_HZ * SOUND_DURATION_MS) / 1000;
  const samples = new Uint8Array(count);
  let phase = 0;
  for (let index = 0; index < count; index += 1) {
    const progress = index / count;
    const frequencyHz = START_FREQUENCY_HZ + (END_FREQUENCY_HZ - START_FREQUENCY_HZ) * progress;
    phase += (2 * Math.PI * frequencyHz) / SAMPLE_RATE_HZ;
    // Rising then falling envelope, so the sound starts and ends without a click.
    const envelope = Math.sin(Math.PI * progress);
    samples[index] = 128 + Math.round(100 * envelope * Math.sin(phase));
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
