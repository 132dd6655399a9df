import { act, renderHook } from '@testing-library/react';
import type { FetchVariants } from '../config/experiment-client';
import { bootstrapApp } from '../config/bootstrap-app';
import { useExperimentGate } from './use-experiment-gate';

const base64Url = (text: string) => btoa(text).replace(/=+$/, '');
const token = `${base64Url('{"alg":"HS256"}')}.${base64Url('{"user_id":7}')}.sig`;

test('open without a gate, pending until the page has booted, then the environment decides', async () => {
  expect(renderHook(() => useExperimentGate(undefined)).result.current).toBe('open');
  const { result } = renderHook(() => useExperimentGate({ flag: 'one-on-ones' }));
  expect(result.current).toBe('pending');
  const fetchImpl: FetchVariants = jest.fn();
  await act(() => bootstrapApp({ env: 'development', values: {}, getToken: async () => token, fetchImpl }));
  expect(result.current).toBe('open');
  expect(fetchImpl).not.toHaveBeenCalled();
});
