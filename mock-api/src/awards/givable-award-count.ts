import { canGiveAward, type PermissionSubject } from '@laurel/shared/contract';
import type { Store } from '../db/store';

/** How many active manual awards the subject may give: the profile says so, so the feed asks for none when none. */
export const givableAwardCount = (store: Store, subject: PermissionSubject) =>
  store
    .all('awards')
    .filter((award) => award.company_id === subject.company.id && award.deleted_at === null)
    .filter((award) => award.state === 'active' && canGiveAward(subject, { giverIds: award.giver_ids })).length;
