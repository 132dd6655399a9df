import { v2Client } from '@laurel/shared';
import type { RecipientResult } from '@laurel/shared/recognition';

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
