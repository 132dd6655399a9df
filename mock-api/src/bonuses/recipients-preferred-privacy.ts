import { sharedPreferredPrivacy, type BonusPrivacy } from '@laurel/shared/contract';
import type { User } from '../db/types';

/** The privacy every recipient asked to be recognised with (profile settings), when they agree. */
export const recipientsPreferredPrivacy = (recipients: readonly User[]): BonusPrivacy | null =>
  sharedPreferredPrivacy(recipients.map((recipient) => recipient.recognition_preferences?.default_privacy));
