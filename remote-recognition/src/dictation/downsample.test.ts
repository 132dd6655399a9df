import { createDownsampler } from './downsample';

const constant = (length: number, value: number) => new Float32Array(length).fill(value);

describe('createDownsampler', () => {
  it('turns 48 kHz into 16 kHz: a third of the samples, each the mean of three, as Int16', () => {
    const downsample = createDownsampler(48_000);
    const input = new Float32Array([0.3, 0.3, 0.3, -0.6, -0.6, -0.6, 1, 0.5, 0]);
    expect(Array.from(downsample(input))).toEqual([Math.round(0.3 * 0x7fff), Math.round(-0.6 * 0x7fff), 16384]);
  });

  it('gives 1600 samples for 100 ms, from 48 kHz and from 44.1 kHz across uneven buffers', () => {
    const from48 = createDownsampler(48_000);
    expect(from48(constant(4800, 0.1))).toHaveLength(1600);
    const from44 = createDownsampler(44_100);
    const lengths = [2048, 2048, 312].map((length) => from44(constant(length, 0.1)).length);
    expect(lengths.reduce((sum, length) => sum + length, 0)).toBe(Math.floor((4408 * 16_000) / 44_100));
  });

  it('keeps the leftover of a buffer for the next one, so nothing is lost at the seams', () => {
    const downsample = createDownsampler(48_000);
    expect(downsample(new Float32Array([0.5, 0.5]))).toHaveLength(0);
    expect(Array.from(downsample(new Float32Array([0.5, 0, 0, 0])))).toEqual([Math.round(0.5 * 0x7fff), 0]);
  });

  it('clips what is over full scale instead of wrapping round', () => {
    const downsample = createDownsampler(16_000);
    expect(Array.from(downsample(new Float32Array([2, -2])))).toEqual([32767, -32767]);
  });
});
