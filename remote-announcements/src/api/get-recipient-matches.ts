import { v2Client } from '@laurel/shared';
import type { RecipientResult } from '@laurel/shared/recognition';

/** `GET /users/autocomplete` with groups: the people and groups an announcement may go to (recognition §7). */
export const getRecipientMatches = (search: string) =>
  v2Client
    .get<{ result: RecipientResult[] }>('/users/autocomplete', {
      params: { search, include_non_receivable: true, include_self: true, search_usergroups: true },
    })
    .then((body) => body.result);
