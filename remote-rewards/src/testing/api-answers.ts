import { HttpError, rewardsCatalogClient, v2Client, type RequestOptions } from '@laurel/shared';

type Answer = (path: string, options?: RequestOptions) => unknown;

/** Answers the rewards service's reads from `answer` (which may throw an HttpError); returns the spy. */
export const answerCatalog = (answer: Answer) =>
  jest
    .spyOn(rewardsCatalogClient, 'get')
    .mockImplementation((async (path: string, options?: RequestOptions) => answer(path, options)) as never);

export const answerV2Gets = (answer: Answer) =>
  jest
    .spyOn(v2Client, 'get')
    .mockImplementation((async (path: string, options?: RequestOptions) => answer(path, options)) as never);

export const answerV2Posts = (answer: (path: string, body: unknown, options?: RequestOptions) => unknown) =>
  jest
    .spyOn(v2Client, 'post')
    .mockImplementation((async (path: string, body: unknown, options?: RequestOptions) =>
      answer(path, body, options)) as never);

export const httpError = (status: number, body?: unknown) => new HttpError(status, { body });

/** The viewer's budget as `GET /users/show` answers it. */
export const budget = (earning: number, giving = 100) => ({
  result: {
    id: 1,
    giving_balance: giving,
    flash_points_balance: 0,
    earning_balance: earning,
    monthly_allowance: 100,
    can_give_non_zero: true,
  },
});
