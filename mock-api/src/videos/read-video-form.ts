import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import busboy from 'busboy';
import type { Request } from 'express';
import {
  BONUS_IMAGE_MAX_BYTES as VIDEO_POSTER_MAX_BYTES,
  VIDEO_FIELDS,
  VIDEO_NAME_MAX_LENGTH,
  type ApiErrorId,
} from '@laurel/shared/contract';
import { DRAIN_MAX_BYTES, MULTIPART_OVERHEAD_MAX_BYTES } from '../uploads/read-multipart';
import { imageTypeOf } from '../uploads/image-content';
import { VIDEO_SIGNATURE_BYTES, videoTypeOf } from './video-content';

const FILE_NAME_RANDOM_BYTES = 16;

export type VideoFormRefusal = Extract<
  ApiErrorId,
  'file_too_large' | 'missing_file' | 'empty_file' | 'bad_request' | 'unsupported_video_type' | 'unsupported_file_type'
>;

export interface StoredVideo {
  name: string;
  /** The generated names of the video and its poster in the company's folder. */
  file: string;
  poster: string | null;
}

const generatedName = (extension: string) => `${randomBytes(FILE_NAME_RANDOM_BYTES).toString('hex')}.${extension}`;

function dropRest(req: Request) {
  let dropped = 0;
  req.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > DRAIN_MAX_BYTES) req.socket.destroy();
  });
  req.resume();
}

/**
 * Reads `POST /videos` (recognition §7: `video[name]`, `video[file]`, `video[poster]`), streaming the video
 * to a temporary file so a 300 MB upload is never held in memory: its first bytes must say WebM or MP4, its
 * size stays under `maxBytes`, the poster must be a JPEG or PNG. What is kept gets generated names only.
 */
export function readVideoForm(
  req: Request,
  dir: string,
  maxBytes: number,
): Promise<StoredVideo | { refused: VideoFormRefusal }> {
  if (!req.is('multipart/form-data')) {
    dropRest(req);
    return Promise.resolve({ refused: 'missing_file' });
  }
  const declared = Number(req.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes + VIDEO_POSTER_MAX_BYTES + MULTIPART_OVERHEAD_MAX_BYTES) {
    dropRest(req);
    return Promise.resolve({ refused: 'file_too_large' });
  }
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: req.headers,
      limits: {
        fileSize: Math.max(maxBytes, VIDEO_POSTER_MAX_BYTES),
        files: 2,
        fields: 2,
        fieldSize: 4 * VIDEO_NAME_MAX_LENGTH,
        parts: 6,
      },
    });
  } catch {
    dropRest(req);
    return Promise.resolve({ refused: 'bad_request' });
  }

  const partial = path.join(dir, `.${generatedName('part')}`);
  return new Promise((resolve) => {
    let name = '';
    let videoBytes = 0;
    let videoHead = Buffer.alloc(0);
    let videoType: ReturnType<typeof videoTypeOf> = null;
    let sawVideo = false;
    let writing: Promise<void> = Promise.resolve();
    let out: ReturnType<typeof createWriteStream> | null = null;
    const posterChunks: Buffer[] = [];
    let posterBytes = 0;
    let settled = false;

    const refuse = (refused: VideoFormRefusal) => {
      if (settled) return;
      settled = true;
      req.unpipe(parser);
      dropRest(req);
      out?.destroy();
      void writing.catch(() => undefined).finally(() => rm(partial, { force: true }));
      resolve({ refused });
    };

    parser.on('field', (field, value, info) => {
      if (info.valueTruncated || info.nameTruncated) return refuse('bad_request');
      if (field === VIDEO_FIELDS.name) name = value.trim().slice(0, VIDEO_NAME_MAX_LENGTH);
    });
    parser.on('file', (field, stream) => {
      if (field === VIDEO_FIELDS.poster) {
        stream.on('data', (chunk: Buffer) => {
          posterBytes += chunk.length;
          if (posterBytes > VIDEO_POSTER_MAX_BYTES) return refuse('file_too_large');
          posterChunks.push(chunk);
        });
        return;
      }
      if (field !== VIDEO_FIELDS.file || sawVideo) return stream.resume();
      sawVideo = true;
      const file = createWriteStream(partial, { flags: 'wx' });
      out = file;
      writing = new Promise((done, fail) => {
        file.on('finish', done);
        file.on('error', fail);
        file.on('close', done);
      });
      stream.on('data', (chunk: Buffer) => {
        if (settled) return;
        videoBytes += chunk.length;
        if (videoBytes > maxBytes) return refuse('file_too_large');
        if (!videoType) {
          videoHead = Buffer.concat([videoHead, chunk]).subarray(0, VIDEO_SIGNATURE_BYTES);
          if (videoHead.length >= VIDEO_SIGNATURE_BYTES) {
            videoType = videoTypeOf(videoHead);
            if (!videoType) return refuse('unsupported_video_type');
          }
        }
        if (!file.write(chunk)) {
          stream.pause();
          file.once('drain', () => stream.resume());
        }
      });
      stream.on('limit', () => refuse('file_too_large'));
      stream.on('end', () => file.end());
    });
    parser.on('error', () => refuse('bad_request'));
    req.on('aborted', () => refuse('bad_request'));
    parser.on('close', () => {
      if (settled) return;
      if (!sawVideo) return refuse('missing_file');
      if (videoBytes === 0) return refuse('empty_file');
      const type = videoType ?? videoTypeOf(videoHead);
      if (!type) return refuse('unsupported_video_type');
      const poster = Buffer.concat(posterChunks);
      const posterType = poster.length > 0 ? imageTypeOf(poster) : null;
      if (poster.length > 0 && !posterType) return refuse('unsupported_file_type');
      settled = true;
      const file = generatedName(type.extension);
      const posterName = posterType ? generatedName(posterType.extension) : null;
      writing
        .then(() => rename(partial, path.join(dir, file)))
        .then(() => (posterName ? writeFile(path.join(dir, posterName), poster, { flag: 'wx' }) : undefined))
        .then(() => resolve({ name, file, poster: posterName }))
        .catch(() => resolve({ refused: 'bad_request' }));
    });
    void mkdir(dir, { recursive: true }).then(() => req.pipe(parser));
  });
}
