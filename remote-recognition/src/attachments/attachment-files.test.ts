import type { AttachmentTools } from '@laurel/shared/recognition';
import {
  ATTACHMENT_MAX_BYTES,
  acceptOf,
  dropTextOf,
  fileKindOf,
  firstAllowedFile,
  isTooLarge,
  uploadKindsOf,
} from './attachment-files';

const file = (name: string, type = '', size = 10) => ({ name, type, size });
const tools = (overrides: Partial<AttachmentTools> = {}): AttachmentTools => ({
  gif: true,
  image: true,
  videoUpload: true,
  videoRecording: true,
  ...overrides,
});

describe('fileKindOf', () => {
  it.each([
    ['team.JPG', 'image/jpeg', 'image'],
    ['team.jpeg', '', 'image'],
    ['team.png', 'image/png', 'image'],
    ['party.gif', 'image/gif', 'image'],
    ['clip.webm', 'video/webm', 'video'],
    ['clip.mov', 'video/quicktime', 'video'],
    ['clip.avi', '', 'video'],
    ['clip.wmv', '', 'video'],
    ['clip.mp4', 'video/mp4', 'video'],
    ['logo.svg', 'image/svg+xml', null],
    ['notes.txt', 'text/plain', null],
    ['run.exe', 'application/x-msdownload', null],
    ['clip.mkv', 'video/x-matroska', null],
  ])('%s (%s) is %s', (name, type, kind) => {
    expect(fileKindOf(file(name, type))).toBe(kind);
  });
});

describe('firstAllowedFile', () => {
  it('takes the first file of an enabled kind and skips the rest', () => {
    const files = [file('notes.txt'), file('clip.webm', 'video/webm'), file('team.png', 'image/png')];
    expect(firstAllowedFile(files, uploadKindsOf(tools()))?.name).toBe('clip.webm');
    expect(firstAllowedFile(files, uploadKindsOf(tools({ videoUpload: false })))?.name).toBe('team.png');
    expect(firstAllowedFile(files, uploadKindsOf(tools({ videoUpload: false, image: false })))).toBeNull();
  });
});

describe('dropTextOf', () => {
  it('names what the overlay accepts', () => {
    expect(dropTextOf(uploadKindsOf(tools()))).toBe('attachment');
    expect(dropTextOf(uploadKindsOf(tools({ image: false })))).toBe('video');
    expect(dropTextOf(uploadKindsOf(tools({ videoUpload: false })))).toBe('image');
    expect(dropTextOf(uploadKindsOf(tools({ videoUpload: false, image: false })))).toBeNull();
  });
});

describe('isTooLarge and acceptOf', () => {
  it('refuses a file over 300 MB and offers the spec’s extensions', () => {
    expect(isTooLarge({ size: ATTACHMENT_MAX_BYTES })).toBe(false);
    expect(isTooLarge({ size: ATTACHMENT_MAX_BYTES + 1 })).toBe(true);
    expect(acceptOf('image')).toBe('.jpg,.jpeg,.png,.gif');
    expect(acceptOf('video')).toBe('.avi,.mov,.mp4,.webm,.wmv');
  });
});
