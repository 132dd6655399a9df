import { HttpError, v2Client, type RequestOptions } from '@laurel/shared';

/** Answers `v2Client.get` from `answer` (which may throw an HttpError); returns the spy. */
export const answerGets = (answer: (path: string, options?: RequestOptions) => unknown) =>
  jest
    .spyOn(v2Client, 'get')
    .mockImplementation((async (path: string, options?: RequestOptions) =>
      answer(path, options)) as typeof v2Client.get);

export const answerPosts = (answer: (path: string, body: unknown) => unknown) =>
  jest
    .spyOn(v2Client, 'post')
    .mockImplementation((async (path: string, body?: unknown) => answer(path, body)) as typeof v2Client.post);

export const answerPatches = (answer: (path: string, body: unknown) => unknown) =>
  jest
    .spyOn(v2Client, 'patch')
    .mockImplementation((async (path: string, body?: unknown) => answer(path, body)) as typeof v2Client.patch);

export const httpError = (status: number, body?: unknown) => new HttpError(status, { body });
