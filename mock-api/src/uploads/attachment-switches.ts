import { attachmentToolsOf, type AttachmentTools } from '@laurel/shared/contract';
import type { RequestSubject } from '../authz/subject';

/** The attachment tools the subject has (recognition §6): the same function the composer shows them by. */
export function attachmentToolsFor(subject: RequestSubject): AttachmentTools {
  const { company } = subject;
  return attachmentToolsOf(subject, {
    disable_image_uploads: company.settings.disable_image_uploads,
    disable_gifs: company.settings.disable_gifs,
    disable_video_uploads: company.disable_video_uploads,
    disable_video_recordings: company.disable_video_recordings,
  });
}

/** Whoever may upload or record a video may send one to `POST /videos`. */
export const mayUploadVideo = (tools: AttachmentTools) => tools.videoUpload || tools.videoRecording;
