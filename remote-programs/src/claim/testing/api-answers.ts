import { HttpError, v2Client, type RequestOptions } from '@laurel/shared';

type Answer = (path: string, options?: RequestOptions) => unknown;

/** Answers `v2Client.get` from `answer` (which may throw an HttpError); returns the spy. */
export const answerGets = (answer: Answer) =>
  jest
    .spyOn(v2Client, 'get')
    .mockImplementation((async (path: string, options?: RequestOptions) => answer(path, options)) as never);

export const answerPosts = (answer: (path: string, body: unknown, options?: RequestOptions) => unknown) =>
  jest
    .spyOn(v2Client, 'post')
    .mockImplementation((async (path: string, body: unknown, options?: RequestOptions) =>
      answer(path, body, options)) as never);

export const httpError = (status: number, body?: unknown) => new HttpError(status, { body });
