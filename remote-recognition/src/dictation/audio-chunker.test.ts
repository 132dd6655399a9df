import { createChunker } from './audio-chunker';

const ramp = (from: number, length: number) => Int16Array.from({ length }, (_, index) => from + index);

describe('createChunker', () => {
  it('sends 100 ms at 16 kHz: chunks of 1600 samples, in order, across pushes', () => {
    const chunker = createChunker();
    expect(chunker.push(ramp(0, 1000))).toEqual([]);
    const chunks = chunker.push(ramp(1000, 2500));
    expect(chunks.map((chunk) => chunk.length)).toEqual([1600, 1600]);
    expect(chunks[0]![0]).toBe(0);
    expect(chunks[1]![0]).toBe(1600);
    expect(chunks[1]![1599]).toBe(3199);
    expect(Array.from(chunker.flush())).toEqual(Array.from(ramp(3200, 300)));
  });

  it('flushes nothing when the samples filled whole chunks, and starts afresh after a flush', () => {
    const chunker = createChunker(4);
    expect(chunker.push(ramp(0, 8))).toHaveLength(2);
    expect(chunker.flush()).toHaveLength(0);
    chunker.push(ramp(0, 3));
    chunker.flush();
    expect(chunker.push(ramp(10, 4)).map((chunk) => Array.from(chunk))).toEqual([[10, 11, 12, 13]]);
  });

  it('never hands out a chunk it writes to again', () => {
    const chunker = createChunker(2);
    const [first] = chunker.push(ramp(1, 2));
    chunker.push(ramp(7, 2));
    expect(Array.from(first!)).toEqual([1, 2]);
  });
});
