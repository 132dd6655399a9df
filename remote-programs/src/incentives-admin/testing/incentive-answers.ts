import { HttpError, v2Client, type RequestOptions } from '@laurel/shared';
import type { IncentiveListItem } from '@laurel/shared/contract';

type Answer = (path: string, options?: RequestOptions) => unknown;

export const answerGets = (answer: Answer) =>
  jest
    .spyOn(v2Client, 'get')
    .mockImplementation((async (path: string, options?: RequestOptions) => answer(path, options)) as never);

export const answerPosts = (answer: (path: string, body: unknown) => unknown) =>
  jest.spyOn(v2Client, 'post').mockImplementation((async (path: string, body: unknown) => answer(path, body)) as never);

export const httpError = (status: number, body?: unknown) => new HttpError(status, { body });

export const listItem = (id: number, name: string, pendingApprovals = 0): IncentiveListItem => ({
  id,
  name,
  giverId: 1,
  periodType: null,
  amount: 50,
  message: '',
  iconUrl: null,
  state: 'active',
  visibility: 'publicly_visible',
  requireProof: false,
  conditionsOperator: 'and',
  conditions: [],
  claimLimitMode: 'unlimited',
  claimLimit: null,
  quantity: null,
  pendingApprovals,
  type: 'claimable',
  deletedAt: null,
});

export const USER_GROUPS = {
  result: {
    departments: [
      { type: 'department', key: 'Sales', name: 'Sales' },
      { type: 'department', key: 'Engineering', name: 'Engineering' },
    ],
    teams: [],
    locations: [],
    roles: [],
  },
};

/** The form's reads: the budget (with the list), the groups and the count, 40 people of 100 once a condition is set. */
export const formReads: Answer = (path, options) => {
  if (path === 'admin/incentives')
    return { records: [], metadata: { totalCount: 0, budget: { exchangeRate: 2, isoCode: 'USD' } } };
  if (path === 'user_groups') return USER_GROUPS;
  if (path === 'user_groups/custom_property_groups') return { result: [] };
  if (path === 'users/metadata/user_count') {
    const conditions = JSON.parse(String(options?.params?.conditions)) as unknown[];
    return { scopedCount: conditions.length > 0 ? 40 : 100, totalCount: 100 };
  }
  throw httpError(404, { error: 'not_found' });
};
