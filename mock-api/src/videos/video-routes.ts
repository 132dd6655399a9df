import { rm } from 'node:fs/promises';
import path from 'node:path';
import { Router } from 'express';
import { VIDEO_MAX_BYTES, type VideoUpload } from '@laurel/shared/contract';
import type { Store } from '../db/store';
import type { VideoRow } from '../db/types';
import { guardedBy } from '../authz/route-guard';
import { subjectOf } from '../authz/subject';
import { sendError } from '../http/send-error';
import { attachmentToolsFor, mayUploadVideo } from '../uploads/attachment-switches';
import { readVideoForm } from './read-video-form';
import { videoDirOf, videoFileUrl } from './video-files';

export function videoUploadOf(video: VideoRow): VideoUpload {
  const original = videoFileUrl(video.company_id, video.file);
  return {
    id: video.id,
    name: video.name,
    video_poster_url: video.poster && videoFileUrl(video.company_id, video.poster),
    // The mock API does not transcode: every quality is the original.
    video_hd_url: original,
    video_sd_url: original,
    video_original_url: original,
  };
}

export interface VideoRouteOptions {
  uploadsDir: string;
  /** Tests lower it to send an oversize video in a few kilobytes; the API runs with the spec's 300 MB. */
  maxBytes?: number;
  now: () => number;
}

/**
 * `POST /videos` and `GET /videos/{id}/discard` (recognition §7). A video is kept by its bytes (WebM or
 * MP4) under a generated name; only its uploader discards it, and never once a recognition shows it.
 */
export function videoRoutes(store: Store, { uploadsDir, maxBytes = VIDEO_MAX_BYTES, now }: VideoRouteOptions): Router {
  const router = Router();

  router.post('/videos', guardedBy('POST', '/api/v2/videos'), (req, res, next) => {
    const subject = subjectOf(res);
    if (!mayUploadVideo(attachmentToolsFor(subject))) return sendError(res, 'forbidden');
    const { user, company } = subject;
    readVideoForm(req, videoDirOf(uploadsDir, company.id), maxBytes)
      .then((read) => {
        if ('refused' in read) {
          return sendError(res, read.refused, { params: { maxMegabytes: Math.round(maxBytes / (1024 * 1024)) } });
        }
        const video: VideoRow = {
          id: store.nextId('videos'),
          company_id: company.id,
          user_id: user.id,
          name: read.name,
          file: read.file,
          poster: read.poster,
          created_at: new Date(now()).toISOString(),
          bonus_id: null,
        };
        store.all('videos').push(video);
        store.persist();
        res.status(201).json({ result: videoUploadOf(video) });
      })
      .catch(next);
  });

  router.get('/videos/:id/discard', guardedBy('GET', '/api/v2/videos/:id/discard'), (req, res, next) => {
    const { user } = subjectOf(res);
    const videos = store.all('videos');
    const index = videos.findIndex((video) => String(video.id) === req.params.id && video.user_id === user.id);
    const video = videos[index];
    if (!video) return sendError(res, 'not_found');
    if (video.bonus_id !== null) return sendError(res, 'conflict');
    videos.splice(index, 1);
    store.persist();
    const dir = videoDirOf(uploadsDir, video.company_id);
    Promise.all([video.file, video.poster].flatMap((name) => (name ? [rm(path.join(dir, name), { force: true })] : [])))
      .then(() => res.status(204).end())
      .catch(next);
  });

  return router;
}
