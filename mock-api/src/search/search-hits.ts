import type { PersonRef, RecognitionHit, UserHit } from '@laurel/shared/contract';
import type { Bonus, User } from '../db/types';

export type { PersonRef, RecognitionHit, UserHit };

export const personRef = ({ id, slug, display_name }: User): PersonRef => ({ id, slug, display_name });

export function recognitionHit(bonus: Bonus, giver: User, receivers: readonly User[]): RecognitionHit {
  return {
    objectID: String(bonus.id),
    id: bonus.id,
    reason: bonus.reason,
    giver: personRef(giver),
    receivers: receivers.map(personRef),
    created_at: bonus.created_at,
  };
}

export function userHit(user: User, lastRecognition: RecognitionHit | undefined): UserHit {
  return {
    objectID: String(user.id),
    display_name: user.display_name,
    profile_pic: user.profile_pic_url,
    slug: user.slug,
    custom_properties: {
      location: user.custom_properties.location ?? null,
      department: user.custom_properties.department || null,
    },
    last_recognition: lastRecognition
      ? { id: lastRecognition.id, reason: lastRecognition.reason, receivers: lastRecognition.receivers }
      : null,
  };
}
