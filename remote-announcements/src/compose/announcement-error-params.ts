import {
  ANNOUNCEMENT_DESCRIPTION_MAX_LENGTH,
  ANNOUNCEMENT_IMAGE_MAX_MEGABYTES,
  ANNOUNCEMENT_TITLE_MAX_LENGTH,
  type ApiErrorId,
} from '@laurel/shared/contract';

/** The limits an announcement error names, as the server fills them (recognition §5, §9). */
export const announcementErrorParams = (id: ApiErrorId | undefined) => ({
  max: id === 'description_too_long' ? ANNOUNCEMENT_DESCRIPTION_MAX_LENGTH : ANNOUNCEMENT_TITLE_MAX_LENGTH,
  maxMegabytes: ANNOUNCEMENT_IMAGE_MAX_MEGABYTES,
});
