import { v2Client } from '@laurel/shared';
import type { RecipientResult } from '@laurel/shared/recognition';

export interface AutocompleteQuery {
  search: string;
  includeNonReceivable?: boolean;
  includeSelf?: boolean;
  searchUsergroups?: boolean;
}

/** `GET /users/autocomplete`: people (and groups when asked) matching what was typed. */
export function autocomplete(query: AutocompleteQuery, client = v2Client): Promise<RecipientResult[]> {
  return client
    .get<{ result: RecipientResult[] }>('/users/autocomplete', {
      params: {
        search: query.search,
        include_non_receivable: query.includeNonReceivable ?? false,
        include_self: query.includeSelf ?? false,
        search_usergroups: query.searchUsergroups ?? false,
      },
    })
    .then((body) => body.result);
}
