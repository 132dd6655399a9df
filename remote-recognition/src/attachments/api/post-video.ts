import { VIDEO_FIELDS, type VideoUpload } from '@laurel/shared/recognition';
import { postWithProgress, type UploadOptions } from './post-with-progress';

export interface VideoToUpload {
  name: string;
  file: Blob;
  fileName: string;
  poster: Blob | null;
}

/** `POST /videos` (spec §7): multipart name, file and poster, with progress; cancellable through the signal. */
export function postVideo(
  { name, file, fileName, poster }: VideoToUpload,
  options: UploadOptions,
): Promise<VideoUpload> {
  const form = new FormData();
  form.append(VIDEO_FIELDS.name, name);
  form.append(VIDEO_FIELDS.file, file, fileName);
  if (poster) form.append(VIDEO_FIELDS.poster, poster, 'poster.jpg');
  return postWithProgress<{ result: VideoUpload }>('/videos', form, options).then((body) => body.result);
}
