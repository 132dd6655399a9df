import { v1Client, v2Client } from '@laurel/shared';
import type { RecipientResult } from '@laurel/shared/recognition';
import { autocomplete } from './get-users-autocomplete';

/** The person a `give_recognition=<id>` link names: the user lookup, then autocomplete on v1 (spec §2). */
export async function recipientById(id: number): Promise<RecipientResult | null> {
  try {
    const person = await v2Client.get<RecipientResult>(`/user_management/users/${id}`);
    return {
      id: person.id,
      display_name: person.display_name,
      username: person.username,
      profile_pic_url: person.profile_pic_url,
      ...(person.preferred_privacy && { preferred_privacy: person.preferred_privacy }),
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
