import { act, renderHook } from '@testing-library/react';
import { LOOKUP_DEBOUNCE_MS, useDebouncedLookup } from './use-debounced-lookup';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const settle = async (ms = LOOKUP_DEBOUNCE_MS) => {
  await act(async () => {
    jest.advanceTimersByTime(ms);
    await Promise.resolve();
  });
};

it('searches the trimmed words once typing pauses, and only the last of them', async () => {
  const search = jest.fn((words: string) => Promise.resolve([`${words}!`]));
  const { result, rerender } = renderHook(({ query }) => useDebouncedLookup(query, search), {
    initialProps: { query: 'da' },
  });
  await settle(LOOKUP_DEBOUNCE_MS - 1);
  rerender({ query: ' dana ' });
  await settle();
  expect(search.mock.calls).toEqual([['dana']]);
  expect(result.current).toEqual({ words: 'dana', state: 'done', items: ['dana!'] });
});

it('hides the answer to an earlier query while the current one is on its way, and a blank query has none', async () => {
  const search = jest.fn((words: string) => Promise.resolve([words]));
  const { result, rerender } = renderHook(({ query }) => useDebouncedLookup(query, search), {
    initialProps: { query: 'ann' },
  });
  await settle();
  expect(result.current?.state).toBe('done');
  rerender({ query: 'anna' });
  expect(result.current).toBeNull();
  rerender({ query: '  ' });
  await settle();
  expect(result.current).toBeNull();
});

it('says the search failed', async () => {
  const search = jest.fn(() => Promise.reject(new Error('offline')));
  const { result } = renderHook(() => useDebouncedLookup('kim', search));
  await settle();
  expect(result.current).toEqual({ words: 'kim', state: 'failed' });
});
