import { HttpError, v2Client, type RequestOptions } from '@laurel/shared';

type Answer = (path: string, options?: RequestOptions) => unknown;

const settle = (answer: Answer) => async (path: string, options?: RequestOptions) => answer(path, options);

/** Answers `v2Client.get` from `answer` (which may throw an HttpError); returns the spy. */
export const answerGets = (answer: Answer) =>
  jest.spyOn(v2Client, 'get').mockImplementation(settle(answer) as typeof v2Client.get);

export const answerPosts = (answer: (path: string, body: unknown) => unknown) =>
  jest
    .spyOn(v2Client, 'post')
    .mockImplementation((async (path: string, body?: unknown) => answer(path, body)) as typeof v2Client.post);

export const answerDeletes = (answer: Answer) =>
  jest.spyOn(v2Client, 'delete').mockImplementation(settle(answer) as typeof v2Client.delete);

export const httpError = (status: number, body?: unknown) => new HttpError(status, { body });

/** A pending answer the test settles when it wants. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}
