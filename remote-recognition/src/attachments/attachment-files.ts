import type { AttachmentTools } from '@laurel/shared/recognition';

/** Spec §5, §9: no attachment over 300 MB, dropped or chosen. */
export const ATTACHMENT_MAX_BYTES = 300 * 1024 * 1024;
export const ATTACHMENT_MAX_MEGABYTES = ATTACHMENT_MAX_BYTES / (1024 * 1024);
/** Spec §5: what a drop may carry when only images are enabled, and when videos are too. */
const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif'];
const ATTACHMENT_EXTENSIONS = ['avi', 'jpg', 'jpeg', 'mov', 'mp4', 'png', 'gif', 'webm', 'wmv'];

export type FileKind = 'image' | 'video';

const VIDEO_EXTENSIONS = ATTACHMENT_EXTENSIONS.filter((extension) => !IMAGE_EXTENSIONS.includes(extension));

const extensionOf = (name: string) => /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';

/** Spec §5: a type starting with `video` goes to the video upload, anything else to the image upload. */
export function fileKindOf(file: Pick<File, 'name' | 'type'>): FileKind | null {
  const extension = extensionOf(file.name);
  if (file.type.startsWith('video') || VIDEO_EXTENSIONS.includes(extension)) {
    return VIDEO_EXTENSIONS.includes(extension) ? 'video' : null;
  }
  return IMAGE_EXTENSIONS.includes(extension) ? 'image' : null;
}

/** The kinds of file a person may add: images with the image tool, videos with the video upload. */
export const uploadKindsOf = (tools: AttachmentTools): ReadonlySet<FileKind> =>
  new Set<FileKind>([...(tools.image ? (['image'] as const) : []), ...(tools.videoUpload ? (['video'] as const) : [])]);

/** Spec §5: only the first allowed file of a drop is used. */
export function firstAllowedFile<F extends Pick<File, 'name' | 'type'>>(
  files: readonly F[],
  kinds: ReadonlySet<FileKind>,
): F | null {
  return (
    files.find((file) => {
      const kind = fileKindOf(file);
      return kind !== null && kinds.has(kind);
    }) ?? null
  );
}

export const isTooLarge = (file: Pick<File, 'size'>) => file.size > ATTACHMENT_MAX_BYTES;

export type DropText = 'attachment' | 'video' | 'image';

/** Spec §2: the overlay names what may be dropped; nothing may be when neither upload is on. */
export function dropTextOf(kinds: ReadonlySet<FileKind>): DropText | null {
  if (kinds.has('image') && kinds.has('video')) return 'attachment';
  if (kinds.has('video')) return 'video';
  if (kinds.has('image')) return 'image';
  return null;
}

/** What a file input offers for each kind. */
export const acceptOf = (kind: FileKind) =>
  (kind === 'image' ? IMAGE_EXTENSIONS : VIDEO_EXTENSIONS).map((extension) => `.${extension}`).join(',');
