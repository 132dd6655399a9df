import { createScoreQueue } from './score-queue';

interface Call {
  text: string;
  signal: AbortSignal;
  resolve: (value: string) => void;
  reject: (reason: unknown) => void;
}

function setUp() {
  const calls: Call[] = [];
  const results: [string, string][] = [];
  const busy: boolean[] = [];
  const queue = createScoreQueue<string>({
    score: (text, signal) =>
      new Promise((resolve, reject) => {
        calls.push({ text, signal, resolve, reject });
      }),
    onResult: (text, result) => results.push([text, result]),
    onBusyChange: (value) => busy.push(value),
    debounceMs: 2000,
    timeoutMs: 20_000,
  });
  return { queue, calls, results, busy };
}

/** Lets the promise callbacks of an answer run. */
const answered = () => Promise.resolve().then(() => undefined);

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('the score queue', () => {
  it('asks 2 s after the last keystroke, for the latest text only', () => {
    const { queue, calls } = setUp();
    queue.request('Thanks for the');
    jest.advanceTimersByTime(1999);
    queue.request('Thanks for the launch deck');
    jest.advanceTimersByTime(1999);
    expect(calls).toHaveLength(0);
    jest.advanceTimersByTime(1);
    expect(calls.map((call) => call.text)).toEqual(['Thanks for the launch deck']);
  });

  it('keeps one request in flight and only the latest waiting text behind it', async () => {
    const { queue, calls, results } = setUp();
    queue.request('first text');
    jest.advanceTimersByTime(2000);
    queue.request('second text');
    jest.advanceTimersByTime(2000);
    queue.request('third text');
    jest.advanceTimersByTime(2000);
    expect(calls.map((call) => call.text)).toEqual(['first text']);
    calls[0]!.resolve('score 1');
    await answered();
    expect(results).toEqual([['first text', 'score 1']]);
    expect(calls.map((call) => call.text)).toEqual(['first text', 'third text']);
  });

  it('abandons an answer later than 20 s silently, aborts it and moves on to the waiting text', async () => {
    const { queue, calls, results } = setUp();
    queue.request('slow text');
    jest.advanceTimersByTime(2000);
    queue.request('next text');
    jest.advanceTimersByTime(2000);
    jest.advanceTimersByTime(17_999);
    expect(calls).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(calls.map((call) => call.text)).toEqual(['slow text', 'next text']);
    calls[0]!.resolve('too late');
    await answered();
    expect(results).toEqual([]);
  });

  it('stays silent on a failure and carries on', async () => {
    const { queue, calls, results } = setUp();
    queue.request('failing text');
    jest.advanceTimersByTime(2000);
    calls[0]!.reject(new Error('503'));
    await answered();
    queue.request('working text');
    jest.advanceTimersByTime(2000);
    calls[1]!.resolve('score');
    await answered();
    expect(results).toEqual([['working text', 'score']]);
  });

  it('answers a text it has scored from its cache, at once and without asking again', async () => {
    const { queue, calls, results } = setUp();
    queue.request('cached text');
    jest.advanceTimersByTime(2000);
    calls[0]!.resolve('score');
    await answered();
    queue.request('cached text, edited');
    queue.request('cached text');
    jest.advanceTimersByTime(5000);
    expect(calls).toHaveLength(1);
    expect(results).toEqual([
      ['cached text', 'score'],
      ['cached text', 'score'],
    ]);
  });

  it('clear drops the waiting text and abandons the one in flight', async () => {
    const { queue, calls, results, busy } = setUp();
    queue.request('in flight');
    jest.advanceTimersByTime(2000);
    queue.request('waiting');
    queue.clear();
    expect(calls[0]!.signal.aborted).toBe(true);
    calls[0]!.resolve('late');
    jest.advanceTimersByTime(30_000);
    await answered();
    expect(calls).toHaveLength(1);
    expect(results).toEqual([]);
    expect(busy).toEqual([true, false]);
  });
});
