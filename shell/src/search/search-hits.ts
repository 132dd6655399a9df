import type { RecognitionHit, UserHit } from '@laurel/shared';

export type { PersonRef, RecognitionHit, UserHit } from '@laurel/shared';

export interface GlobalSearchResults {
  users: UserHit[];
  recognitions: RecognitionHit[];
}
