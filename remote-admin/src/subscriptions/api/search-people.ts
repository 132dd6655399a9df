import { v2Client } from '@laurel/shared';
import type { IncentiveUserSummary } from '@laurel/shared/contract';

/** `POST /user_management/users/search` (programs §7): active colleagues by name or e-mail. */
export const searchPeople = (search: string) =>
  v2Client
    .post<{ result: IncentiveUserSummary[] }>('user_management/users/search', { search })
    .then((body) => body.result);
