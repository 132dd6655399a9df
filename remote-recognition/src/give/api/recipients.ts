import useSWR from 'swr';
import { v1Client, v2Client } from '@laurel/shared';
import type { RecipientResult } from '@laurel/shared/recognition';

export const RECIPIENTS_KEY = '/recipients';

const fetchRecipients = () => v2Client.get<{ result: RecipientResult[] }>(RECIPIENTS_KEY).then((body) => body.result);

/** Everyone who may receive, for an empty query; cached for the page's life (spec §7). */
export const useRecipients = (enabled: boolean) =>
  useSWR(enabled ? RECIPIENTS_KEY : null, fetchRecipients, {
    shouldRetryOnError: false,
    revalidateIfStale: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });

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

/** The person a `give_recognition=<id>` link names: the user lookup, then autocomplete on v1 (spec §2). */
export async function recipientById(id: number): Promise<RecipientResult | null> {
  try {
    const person = await v2Client.get<RecipientResult>(`/user_management/users/${id}`);
    return {
      id: person.id,
      display_name: person.display_name,
      username: person.username,
      profile_pic_url: person.profile_pic_url,
    };
  } catch {
    try {
      const found = await autocomplete({ search: String(id) }, v1Client);
      return found.find((candidate) => candidate.id === id) ?? null;
    } catch {
      return null;
    }
  }
}

/** The most ids one lookup carries, so its address stays short. */
export const PEOPLE_PER_LOOKUP = 100;

/** People by id, for a group's popover and for expanding a group; long lists in several lookups. */
export async function peopleByIds(ids: readonly number[]): Promise<RecipientResult[]> {
  const chunks = Array.from({ length: Math.ceil(ids.length / PEOPLE_PER_LOOKUP) }, (_, index) =>
    ids.slice(index * PEOPLE_PER_LOOKUP, (index + 1) * PEOPLE_PER_LOOKUP),
  );
  const answers = await Promise.all(
    chunks.map((chunk) =>
      v2Client.get<{ result: RecipientResult[] }>('/users/by_ids', { params: { ids: [...chunk] } }),
    ),
  );
  return answers.flatMap((answer) => answer.result);
}
