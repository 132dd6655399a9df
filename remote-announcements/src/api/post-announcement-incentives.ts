import { v2Client } from '@laurel/shared';
import type { AnnouncementIncentive, AnnouncementRecipientToken } from '@laurel/shared/contract';

/** `POST /incentives/announcement_incentives` (recognition §7): the incentives the recipients may claim. */
export const postAnnouncementIncentives = (reasonTokens: readonly AnnouncementRecipientToken[]) =>
  v2Client
    .post<{ result: AnnouncementIncentive[] }>('/incentives/announcement_incentives', { reason_tokens: reasonTokens })
    .then((body) => body.result);
