import { TRANSCRIPTION_CHUNK_SAMPLES } from '@laurel/shared/contract';

/** Gathers 16 kHz samples into the 100 ms chunks the speech service takes (recognition §9). */
export function createChunker(samplesPerChunk = TRANSCRIPTION_CHUNK_SAMPLES) {
  let pending = new Int16Array(samplesPerChunk);
  let filled = 0;
  return {
    /** The chunks the samples complete; the rest waits for more. */
    push(samples: Int16Array): Int16Array<ArrayBuffer>[] {
      const chunks: Int16Array<ArrayBuffer>[] = [];
      let at = 0;
      while (at < samples.length) {
        const taken = Math.min(samplesPerChunk - filled, samples.length - at);
        pending.set(samples.subarray(at, at + taken), filled);
        filled += taken;
        at += taken;
        if (filled === samplesPerChunk) {
          chunks.push(pending);
          pending = new Int16Array(samplesPerChunk);
          filled = 0;
        }
      }
      return chunks;
    },
    /** What is left at the end, shorter than a chunk; empty when nothing is. */
    flush(): Int16Array<ArrayBuffer> {
      const rest = pending.slice(0, filled);
      filled = 0;
      return rest;
    },
  };
}
