import { celebrationDefaults, type Celebration, type CelebrationType } from '@laurel/shared/contract';

export { answerGets, answerPosts, httpError } from '../../incentives-admin/testing/incentive-answers';

export const celebration = (id: number, type: CelebrationType, changes: Partial<Celebration> = {}): Celebration => ({
  id,
  ...celebrationDefaults(type),
  ...changes,
});

export const listOf = (...records: Celebration[]) => ({ records, metadata: { totalCount: records.length } });

export const USER_GROUPS = {
  result: {
    departments: [
      { type: 'department', key: 'Sales', name: 'Sales' },
      { type: 'department', key: 'Marketing', name: 'Marketing' },
    ],
    teams: [{ type: 'team', key: 'Platform', name: 'Platform' }],
    locations: [{ type: 'location', key: 'Berlin', name: 'Berlin' }],
    roles: [],
  },
};
