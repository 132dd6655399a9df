import { HttpError } from '@laurel/shared';
import { isNotFound, loadErrorReason } from './load-error';

describe('load error', () => {
  it('names the status the server answered, reporting statuses outside the catalogue as unknown', () => {
    expect(loadErrorReason(new HttpError(403))).toBe('403');
    expect(loadErrorReason(new HttpError(503))).toBe('503');
    expect(loadErrorReason(new HttpError(500))).toBe('500');
    expect(loadErrorReason(new HttpError(418))).toBe('unknown');
  });

  it('tells a request that never reached the server from any other failure', () => {
    expect(loadErrorReason(new TypeError('Failed to fetch'))).toBe('network');
    expect(loadErrorReason(new Error('HttpClient v2 is not initialized'))).toBe('unknown');
  });

  it('knows a 404', () => {
    expect(isNotFound(new HttpError(404))).toBe(true);
    expect(isNotFound(new HttpError(403))).toBe(false);
    expect(isNotFound(undefined)).toBe(false);
  });
});
