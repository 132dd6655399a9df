import { TRANSCRIPTION_SAMPLE_RATE_HZ } from '@laurel/shared/contract';

const toInt16 = (value: number) => Math.round(Math.max(-1, Math.min(1, value)) * 0x7fff);

/**
 * Turns the microphone's float samples at the audio context's rate (44.1 or 48 kHz) into 16 kHz Int16,
 * each output sample the mean of the input it covers (a crude low-pass, enough for speech). It keeps
 * what a buffer leaves over, so buffers join without a seam.
 */
export function createDownsampler(inputRate: number, outputRate = TRANSCRIPTION_SAMPLE_RATE_HZ) {
  const ratio = inputRate / outputRate;
  let carry = new Float32Array(0);
  let offset = 0;
  return (input: Float32Array): Int16Array => {
    const samples = new Float32Array(carry.length + input.length);
    samples.set(carry);
    samples.set(input, carry.length);
    const count = Math.max(0, Math.floor((samples.length - offset) / ratio));
    const output = new Int16Array(count);
    for (let index = 0; index < count; index += 1) {
      const start = offset + index * ratio;
      const from = Math.floor(start);
      const to = Math.max(from + 1, Math.floor(start + ratio));
      let sum = 0;
      for (let at = from; at < to; at += 1) sum += samples[at] ?? 0;
      output[index] = toInt16(sum / (to - from));
    }
    const consumed = offset + count * ratio;
    carry = samples.slice(Math.floor(consumed));
    offset = consumed - Math.floor(consumed);
    return output;
  };
}
