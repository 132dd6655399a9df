export type LoadStatus = 'idle' | 'loading' | 'fetched' | 'error';

export interface LoadState<T> {
  status: LoadStatus;
  data: T | null;
  error: unknown;
}

export const idle = <T>(): LoadState<T> => ({ status: 'idle', data: null, error: null });
