import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { VIDEO_FIELDS } from '@laurel/shared/contract';
import { createTestApi } from '../testing/test-api';
import { personaAuth } from '../testing/persona-auth';
import { give, userBy } from '../testing/give';
import { JPEG, MP4, PNG, WEBM } from '../uploads/upload-fixtures';

let uploadsDir: string;
beforeAll(() => {
  uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'laurel-videos-'));
});
afterAll(() => fs.rmSync(uploadsDir, { recursive: true, force: true }));

async function setUp(persona = 'employee') {
  const api = createTestApi({ uploadsDir });
  const auth = await personaAuth(api.db, persona);
  const upload = (video = WEBM, poster: Buffer | null = JPEG) => {
    const request = api.http
      .post('/api/v2/videos')
      .set('Authorization', auth.authorization)
      .field(VIDEO_FIELDS.name, 'Thanks, team')
      .attach(VIDEO_FIELDS.file, video, 'clip.webm');
    return poster ? request.attach(VIDEO_FIELDS.poster, poster, 'poster.jpg') : request;
  };
  return { api, ...auth, upload };
}

const THANKS = (slug: string) => `+5 @${slug} for the demo #OwnIt`;

describe('POST /api/v2/videos', () => {
  it('stores a WebM and its poster under generated names and serves them with ranges', async () => {
    const { api, upload, cookie, user } = await setUp();
    const answer = await upload();
    expect(answer.status).toBe(201);
    const { result } = answer.body;
    expect(result).toEqual({
      id: expect.any(Number),
      name: 'Thanks, team',
      video_poster_url: expect.stringMatching(new RegExp(`^/uploads/videos/${user.company_id}/[0-9a-f]{32}\\.jpg$`)),
      video_hd_url: result.video_original_url,
      video_sd_url: result.video_original_url,
      video_original_url: expect.stringMatching(new RegExp(`^/uploads/videos/${user.company_id}/[0-9a-f]{32}\\.webm$`)),
    });
    const video = await api.http.get(result.video_original_url).set('Cookie', cookie);
    expect([video.status, video.headers['content-type'], video.headers['x-content-type-options']]).toEqual([
      200,
      'video/webm',
      'nosniff',
    ]);
    const range = await api.http.get(result.video_original_url).set('Cookie', cookie).set('Range', 'bytes=0-3');
    expect(range.status).toBe(206);
    const poster = await api.http.get(result.video_poster_url).set('Cookie', cookie);
    expect(poster.headers['content-type']).toBe('image/jpeg');
    const outsider = await personaAuth(api.db, 'free_user');
    expect((await api.http.get(result.video_original_url).set('Cookie', outsider.cookie)).status).toBe(404);
    expect((await api.http.get(result.video_original_url)).status).toBe(404);
  });

  it('takes an MP4 and a video without a poster', async () => {
    const { upload } = await setUp();
    const answer = await upload(MP4, null);
    expect(answer.status).toBe(201);
    expect(answer.body.result.video_original_url).toMatch(/\.mp4$/);
    expect(answer.body.result.video_poster_url).toBeNull();
  });

  it('refuses a poster that is not a picture', async () => {
    const { upload } = await setUp();
    const answer = await upload(WEBM, Buffer.from('<svg onload="alert(1)"/>'));
    expect([answer.status, answer.body.error]).toEqual([415, 'unsupported_file_type']);
  });
});

describe('GET /api/v2/videos/:id/discard', () => {
  it('removes the uploader’s video and its files', async () => {
    const { api, upload, authorization, cookie } = await setUp();
    const { result } = (await upload()).body;
    const discard = await api.http.get(`/api/v2/videos/${result.id}/discard`).set('Authorization', authorization);
    expect(discard.status).toBe(204);
    expect(api.db.videos.find((video) => video.id === result.id)).toBeUndefined();
    expect((await api.http.get(result.video_original_url).set('Cookie', cookie)).status).toBe(404);
    const again = await api.http.get(`/api/v2/videos/${result.id}/discard`).set('Authorization', authorization);
    expect(again.status).toBe(404);
  });

  it('never discards a colleague’s video, nor one a recognition shows', async () => {
    const { api, upload, authorization } = await setUp();
    const { result } = (await upload()).body;
    const colleague = await personaAuth(api.db, 'manager');
    const foreign = await api.http
      .get(`/api/v2/videos/${result.id}/discard`)
      .set('Authorization', colleague.authorization);
    expect(foreign.status).toBe(404);

    const manager = userBy(api.db, 'manager');
    const given = await give(api, authorization, {
      reason: THANKS(manager.slug),
      attachments_attributes: [{ category: 'video', url: '/x', alt_text: 'Our demo', video_id: result.id }],
    });
    expect(given.status).toBe(201);
    const shown = await api.http.get(`/api/v2/videos/${result.id}/discard`).set('Authorization', authorization);
    expect([shown.status, shown.body.error]).toEqual([409, 'conflict']);
  });
});

describe('attachments on POST /api/v2/bonuses', () => {
  it('stores a video with the addresses the server kept, whatever the request said', async () => {
    const { api, upload, authorization } = await setUp();
    const { result: video } = (await upload()).body;
    const manager = userBy(api.db, 'manager');
    const given = await give(api, authorization, {
      reason: THANKS(manager.slug),
      attachments_attributes: [
        {
          category: 'video',
          url: 'https://elsewhere.example/evil.webm',
          alt_text: 'Our demo',
          video_id: video.id,
          video_poster_url: 'https://elsewhere.example/poster.jpg',
        },
      ],
    });
    expect(given.status).toBe(201);
    expect(given.body.result.attachments).toEqual([
      {
        category: 'video',
        url: video.video_original_url,
        alt_text: 'Our demo',
        video_id: video.id,
        video_poster_url: video.video_poster_url,
        video_thumbnail_url: video.video_poster_url,
      },
    ]);
    // One recognition shows a video: a second one cannot take it.
    const again = await give(api, authorization, {
      reason: THANKS(manager.slug),
      attachments_attributes: [{ category: 'video', url: '/x', alt_text: '', video_id: video.id }],
    });
    expect([again.status, again.body.error]).toEqual([422, 'attachment_failed']);
  });

  it('takes a picture the company uploaded and a GIF of the catalogue', async () => {
    const { api, authorization } = await setUp();
    const image = await api.http
      .post('/api/v2/bonus_images')
      .set('Authorization', authorization)
      .attach('file', PNG, 'me.png');
    const manager = userBy(api.db, 'manager');
    for (const attachment of [
      { category: 'image', url: image.body.result.image_path, alt_text: 'Team photo' },
      { category: 'social', url: '/api/v2/media/gifs/high-five.gif', alt_text: 'High five' },
    ]) {
      const given = await give(api, authorization, {
        reason: THANKS(manager.slug),
        attachments_attributes: [attachment],
      });
      expect(given.status).toBe(201);
      expect(given.body.result.attachments).toEqual([attachment]);
    }
  });

  it.each([
    ['a picture from elsewhere', { category: 'image', url: 'https://elsewhere.example/a.png', alt_text: '' }],
    [
      'another company’s picture',
      { category: 'image', url: `/uploads/bonus_images/2/${'a'.repeat(32)}.png`, alt_text: '' },
    ],
    ['a GIF not in the catalogue', { category: 'social', url: '/api/v2/media/gifs/unknown.gif', alt_text: '' }],
    ['a colleague’s video', { category: 'video', url: '/x', alt_text: '', video_id: -1 }],
  ])('refuses %s with attachment_failed and gives nothing', async (_case, attachment) => {
    const { api, authorization } = await setUp();
    const manager = userBy(api.db, 'manager');
    const count = api.db.bonuses.length;
    const given = await give(api, authorization, {
      reason: THANKS(manager.slug),
      attachments_attributes: [attachment],
    });
    expect([given.status, given.body.error]).toEqual([422, 'attachment_failed']);
    expect(api.db.bonuses).toHaveLength(count);
  });

  it('refuses a GIF or a picture where the company turned that tool off', async () => {
    const { api, authorization } = await setUp('tier_two_user');
    const colleague = api.db.users.find((user) => user.company_id === 4 && user.persona !== 'tier_two_user')!;
    const given = await give(api, authorization, {
      reason: `+1 @${colleague.slug} thanks #Thanks`,
      attachments_attributes: [{ category: 'social', url: '/api/v2/media/gifs/high-five.gif', alt_text: '' }],
    });
    expect([given.status, given.body.error]).toEqual([422, 'attachment_failed']);
  });
});
