import { usePermissionSubject } from '@laurel/shared';
import { attachmentToolsOf, type AttachmentTools, type RecognitionSettings } from '@laurel/shared/recognition';

const NO_TOOLS: AttachmentTools = { gif: false, image: false, videoUpload: false, videoRecording: false };

const canRecord = () =>
  typeof MediaRecorder !== 'undefined' && typeof navigator !== 'undefined' && !!navigator.mediaDevices?.getUserMedia;

/** Spec §6: the tools the company's switches and the person's permissions leave, and recording only where the browser can. */
export function useAttachmentTools(settings: RecognitionSettings): AttachmentTools {
  const subject = usePermissionSubject();
  if (!subject) return NO_TOOLS;
  const tools = attachmentToolsOf(subject, settings);
  return { ...tools, videoRecording: tools.videoRecording && canRecord() };
}
