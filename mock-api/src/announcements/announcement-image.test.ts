import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ANNOUNCEMENT_IMAGE_FIELD, ANNOUNCEMENT_IMAGE_MAX_BYTES, type Announcement } from '@laurel/shared/contract';
import { createTestApi } from '../testing/test-api';
import { personaAuth } from '../testing/persona-auth';
import { ANNOUNCEMENTS, asMultipart, groupOf, groupToken, testClock, validForm } from '../testing/announcements';
import { JPEG, PNG, SVG_WITH_SCRIPT } from '../uploads/upload-fixtures';

/** The first bytes of a Windows executable, which is what a renamed `.exe` starts with. */
const EXECUTABLE = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(120)]);

let uploadsDir: string;
beforeAll(() => {
  uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'laurel-announcement-images-'));
});
afterAll(() => fs.rmSync(uploadsDir, { recursive: true, force: true }));

const storedFiles = () =>
  fs.existsSync(path.join(uploadsDir, 'announcement_images'))
    ? fs
        .readdirSync(path.join(uploadsDir, 'announcement_images'), { recursive: true })
        .filter((name) => /\./.test(String(name)))
    : [];

async function setUp() {
  const clock = testClock();
  const api = createTestApi({ now: clock.now, uploadsDir });
  api.db.announcements.splice(0);
  const admin = await personaAuth(api.db, 'announcements_admin');
  const form = validForm(clock, [groupToken(groupOf(api.db, 1, 'everyone'))]);
  const post = () => asMultipart(api.http.post(ANNOUNCEMENTS).set('Authorization', admin.authorization), form);
  const patch = (id: number, changes = {}) =>
    asMultipart(api.http.patch(`${ANNOUNCEMENTS}/${id}`).set('Authorization', admin.authorization), {
      ...form,
      ...changes,
    });
  return { ...api, admin, post, patch };
}

describe('the announcement image', () => {
  it('stores a PNG under a generated name and serves it to the company by its bytes', async () => {
    const api = await setUp();
    const created = await api
      .post()
      .attach(ANNOUNCEMENT_IMAGE_FIELD, PNG, { filename: '../../party.png', contentType: 'image/png' })
      .expect(201);
    const { image } = created.body.result as Announcement;
    expect(image?.filename).toBe('party.png');
    expect(image?.url).toMatch(/^\/uploads\/announcement_images\/1\/[0-9a-f]{32}\.png$/);
    const served = await api.http.get(image!.url).set('Cookie', api.admin.cookie).expect(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(served.body as Buffer, PNG)).toBe(0);
  });

  it.each([
    [
      'one byte over 10 MB',
      Buffer.concat([PNG, Buffer.alloc(ANNOUNCEMENT_IMAGE_MAX_BYTES + 1 - PNG.length)]),
      'big.png',
      413,
      'image_upload_too_big',
    ],
    ['a renamed executable', EXECUTABLE, 'photo.jpg', 415, 'unsupported_file_type'],
    ['an SVG', SVG_WITH_SCRIPT, 'logo.svg', 415, 'unsupported_file_type'],
    ['an SVG named .png', SVG_WITH_SCRIPT, 'logo.png', 415, 'unsupported_file_type'],
  ])('refuses %s and stores nothing', async (_what, bytes, filename, status, error) => {
    const api = await setUp();
    const before = storedFiles().length;
    const response = await api.post().attach(ANNOUNCEMENT_IMAGE_FIELD, bytes, { filename, contentType: 'image/png' });
    expect([response.status, response.body.error]).toEqual([status, error]);
    expect(api.db.announcements).toEqual([]);
    expect(storedFiles()).toHaveLength(before);
  });

  it('replaces the image on update, and remove_image takes it away', async () => {
    const api = await setUp();
    const created = await api.post().attach(ANNOUNCEMENT_IMAGE_FIELD, PNG, 'first.png').expect(201);
    const { id, image: first } = created.body.result as Announcement;
    const replaced = await api.patch(id).attach(ANNOUNCEMENT_IMAGE_FIELD, JPEG, 'second.jpg').expect(200);
    const second = (replaced.body.result as Announcement).image!;
    expect(second.filename).toBe('second.jpg');
    await api.http.get(first!.url).set('Cookie', api.admin.cookie).expect(404);

    const kept = await api.patch(id).expect(200);
    expect((kept.body.result as Announcement).image).toEqual(second);
    const removed = await api.patch(id, { remove_image: true }).expect(200);
    expect((removed.body.result as Announcement).image).toBeNull();
    await api.http.get(second.url).set('Cookie', api.admin.cookie).expect(404);
  });
});
