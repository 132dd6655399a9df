import type { BonusAttachment } from '@laurel/shared/contract';
import type { Store } from '../db/store';
import type { Bonus } from '../db/types';
import type { RequestSubject } from '../authz/subject';
import { isCatalogueGifUrl } from '../gifs/gif-files';
import { attachmentToolsFor, mayUploadVideo } from '../uploads/attachment-switches';
import { BONUS_IMAGES_PATH } from '../uploads/bonus-image-routes';
import { videoUploadOf } from '../videos/video-routes';

const isOwnCompanyImage = (url: string, companyId: number) =>
  new RegExp(`^${BONUS_IMAGES_PATH}/${companyId}/[0-9a-f]{32}\\.(?:jpg|png|gif)$`).test(url);

/**
 * The attachments a recognition may carry, as stored (recognition §3, §6): a picture this company uploaded,
 * a GIF of the catalogue, or a video the giver uploaded and no recognition shows yet, each only while its
 * tool is on. A video's addresses come from what was stored, never from the request. Null refuses them all.
 */
export function resolveAttachments(
  store: Store,
  subject: RequestSubject,
  attachments: readonly BonusAttachment[],
): BonusAttachment[] | null {
  const tools = attachmentToolsFor(subject);
  const resolved: BonusAttachment[] = [];
  for (const attachment of attachments) {
    const { category, url, alt_text } = attachment;
    if (category === 'image' && tools.image && isOwnCompanyImage(url, subject.company.id)) {
      resolved.push({ category, url, alt_text });
    } else if (category === 'social' && tools.gif && isCatalogueGifUrl(url)) {
      resolved.push({ category, url, alt_text });
    } else if (category === 'video' && mayUploadVideo(tools)) {
      const video = store
        .all('videos')
        .find((row) => row.id === attachment.video_id && row.user_id === subject.user.id && row.bonus_id === null);
      if (!video) return null;
      const upload = videoUploadOf(video);
      resolved.push({
        category,
        url: upload.video_original_url,
        alt_text,
        video_id: video.id,
        ...(upload.video_poster_url && {
          video_poster_url: upload.video_poster_url,
          video_thumbnail_url: upload.video_poster_url,
        }),
      });
    } else return null;
  }
  return resolved;
}

/** A video shown by a recognition is its own from then on: no second recognition and no discard takes it. */
export function claimVideos(store: Store, bonus: Bonus): void {
  for (const attachment of bonus.attachments ?? []) {
    const video = store.all('videos').find((row) => row.id === attachment.video_id);
    if (video) video.bonus_id = bonus.id;
  }
}
