import { csrfHeaders, HttpError, SOURCE_HEADER, SOURCE_INTERNAL, useSessionStore, v2Client } from '@laurel/shared';

export interface UploadOptions {
  /** Called with the share of the body sent, from 0 to 1. */
  onProgress?: (sent: number) => void;
  /** Aborting it cancels the upload; the promise then rejects with an `AbortError`. */
  signal?: AbortSignal;
}

export const isAbortError = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * POSTs a form to the v2 API with XMLHttpRequest, which reports the upload's progress where fetch reports
 * none; it sends what the shared client sends and reads the answer as it does (JSON, or an `HttpError`).
 */
export function postWithProgress<T>(
  path: string,
  body: FormData,
  { onProgress, signal }: UploadOptions = {},
): Promise<T> {
  const token = useSessionStore.getState().token;
  const headers: Record<string, string> = {
    Accept: 'application/json',
    [SOURCE_HEADER]: SOURCE_INTERNAL,
    ...csrfHeaders(),
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
  };
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const aborted = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    if (signal?.aborted) return aborted();
    xhr.open('POST', v2Client.url(path));
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const response = {
        status: xhr.status,
        text: async () => xhr.responseText,
        headers: { get: (name: string) => xhr.getResponseHeader(name) },
      };
      if (xhr.status < 200 || xhr.status >= 300) {
        void HttpError.fromResponse(response).then(reject);
        return;
      }
      resolve((xhr.responseText === '' ? undefined : JSON.parse(xhr.responseText)) as T);
    };
    xhr.onerror = () => reject(new TypeError('The upload failed'));
    xhr.onabort = aborted;
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}
