import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import {
  ANNOUNCEMENT_IMAGE_FIELD,
  ANNOUNCEMENT_IMAGE_MAX_BYTES,
  BONUS_IMAGE_FIELD,
  BONUS_IMAGE_MAX_BYTES,
  CLAIM_ATTACHMENT_FIELD,
  CLAIM_ATTACHMENT_MAX_BYTES,
  COMPANY_LOGO_FIELD,
  COMPANY_LOGO_MAX_BYTES,
  INCENTIVE_FORM_FIELD,
  INCENTIVE_ICON_FIELD,
  INCENTIVE_ICON_MAX_BYTES,
  calendarDayOf,
  VIDEO_FIELDS,
  VIDEO_MAX_BYTES,
  AVATAR_FIELD,
  AVATAR_MAX_BYTES,
} from '@laurel/shared/contract';
import { createMockApi } from '../app';
import { generateDatabase } from '../seed/generate';
import { APP_ORIGIN, TEST_SECRET, TEST_TODAY } from '../testing/test-api';
import { personaAuth } from '../testing/persona-auth';
import { securityTally, writeSecurityResults } from '../testing/security-results';
import { GIF, JPEG, MP4, PDF, PNG, PROGRAM, SVG_WITH_SCRIPT, WEBM, uploadBody } from './upload-fixtures';

/**
 * Every upload route, one row each: a route that lands (incentive images, award images) adds its row here and is put through every case below.
 */
interface UploadRoute {
  name: string;
  path: string;
  field: string;
  maxBytes: number;
  /** A persona who may upload, one who may not, and one whose company has this kind of upload turned off. */
  uploader: string;
  forbidden: string[];
  switchedOff?: string;
  /** Other multipart fields the route needs besides the file. */
  fields?: Record<string, string>;
  /** Where the answer says the stored file is served, and the name it was stored under. */
  servedAt: (body: UploadAnswer) => string;
  storedName: (body: UploadAnswer) => string;
  /** The refusal of a file over the limit, when the route names its own. */
  tooLarge?: string;
  /** The file is an optional part of a form: a form without one is not refused. */
  fileOptional?: boolean;
  /** A GIF is a picture this route takes (a recognition's), not one it refuses (an announcement's). */
  acceptsGif?: boolean;
  /** A PDF is a file this route takes (a claim's proof), served only as a download. */
  acceptsPdf?: boolean;
  /** The refusal of a file of another type, when the route names its own. */
  unsupportedType?: string;
}

interface UploadAnswer {
  result: {
    image_path?: string;
    image_name?: string;
    image?: { url: string };
    claim_attachment?: { url: string };
    logoUrl?: string;
    profile_pic_url?: string;
  };
  iconUrl?: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const todayPlus = (days: number) => calendarDayOf(Date.now() + days * DAY_MS);

const UPLOAD_ROUTES: UploadRoute[] = [
  {
    name: 'recognition image',
    path: '/api/v2/bonus_images',
    field: BONUS_IMAGE_FIELD,
    maxBytes: BONUS_IMAGE_MAX_BYTES,
    uploader: 'employee',
    forbidden: ['observer', 'receiver'],
    switchedOff: 'tier_two_user',
    servedAt: (body) => body.result.image_path!,
    storedName: (body) => body.result.image_name!,
    acceptsGif: true,
  },
  {
    name: 'announcement image',
    path: '/api/v2/announcements/announcements',
    field: ANNOUNCEMENT_IMAGE_FIELD,
    maxBytes: ANNOUNCEMENT_IMAGE_MAX_BYTES,
    uploader: 'announcements_admin',
    forbidden: ['employee', 'observer'],
    fields: {
      title: 'Upload case',
      description: '<p>With a picture</p>',
      start_date: todayPlus(0),
      end_date: todayPlus(7),
      reason_tokens: JSON.stringify([{ type: 'username', user_ids: [1] }]),
    },
    servedAt: (body) => body.result.image!.url,
    storedName: (body) => body.result.image!.url.split('/').pop()!,
    tooLarge: 'image_upload_too_big',
    fileOptional: true,
  },
  {
    name: 'incentive claim proof',
    path: '/api/v2/approval_requests',
    field: CLAIM_ATTACHMENT_FIELD,
    maxBytes: CLAIM_ATTACHMENT_MAX_BYTES,
    uploader: 'employee',
    // can-access-incentives: not in a free or an Engage company.
    forbidden: ['free_user', 'tier_alpha_user'],
    fields: { award_id: '1', claim_reason: 'My proof is attached' },
    servedAt: (body) => body.result.claim_attachment!.url,
    storedName: (body) => body.result.claim_attachment!.url.split('/').pop()!,
    fileOptional: true,
    acceptsPdf: true,
    unsupportedType: 'unsupported_proof_type',
  },
  {
    name: 'incentive icon',
    path: '/api/v2/admin/incentives',
    field: INCENTIVE_ICON_FIELD,
    maxBytes: INCENTIVE_ICON_MAX_BYTES,
    uploader: 'awards_admin',
    forbidden: ['employee', 'rewards_admin'],
    fields: { [INCENTIVE_FORM_FIELD]: JSON.stringify({ name: 'Upload case', amount: 5 }) },
    servedAt: (body) => body.iconUrl!,
    storedName: (body) => body.iconUrl!.split('/').pop()!,
    tooLarge: 'image_upload_too_big',
    fileOptional: true,
  },
  {
    name: 'company logo',
    path: '/api/v2/admin/company/logo',
    field: COMPANY_LOGO_FIELD,
    maxBytes: COMPANY_LOGO_MAX_BYTES,
    uploader: 'global_admin',
    // The company settings page is the global admin's alone.
    forbidden: ['employee', 'company_admin'],
    servedAt: (body) => body.result.logoUrl!,
    storedName: (body) => body.result.logoUrl!.split('/').pop()!,
  },
  {
    name: 'profile picture',
    path: '/api/v2/users/me/avatar',
    field: AVATAR_FIELD,
    maxBytes: AVATAR_MAX_BYTES,
    uploader: 'employee',
    // Everyone changes their own picture; nobody is refused by role.
    forbidden: [],
    servedAt: (body) => body.result.profile_pic_url!,
    storedName: (body) => body.result.profile_pic_url!.split('/').pop()!,
  },
];

const VIDEO_PATH = '/api/v2/videos';

const TRAVERSAL_NAMES = [
  '../../../../etc/passwd.png',
  '..\\..\\..\\windows\\win.png',
  '/etc/cron.d/evil.png',
  '....//....//evil.png',
  '%2e%2e%2f%2e%2e%2fevil.png',
  '.htaccess',
];

let uploadsDir: string;
beforeAll(() => {
  uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'laurel-upload-cases-'));
});
afterAll(() => fs.rmSync(uploadsDir, { recursive: true, force: true }));

const refusals = securityTally(
  'upload cases refused',
  (cases) =>
    `${cases} refusals over ${UPLOAD_ROUTES.length} upload route(s): oversize, bytes not JPEG/PNG, SVG, empty, no file, persona`,
);
const accepted = securityTally(
  'uploads stored and served safely',
  (cases) => `${cases} cases: generated names, type from the bytes`,
);
afterAll(() => writeSecurityResults('uploads', [refusals.row(), accepted.row()]));

function createUploadApi() {
  const db = generateDatabase({ today: TEST_TODAY });
  const app = createMockApi({ source: db, allowedOrigins: [APP_ORIGIN], secret: TEST_SECRET, uploadsDir });
  return { app, db, http: request(app) };
}
type Api = ReturnType<typeof createUploadApi>;

/** Every file under the uploads folder, relative to it. */
function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

function post(api: Api, route: UploadRoute, authorization: string | null) {
  const req = api.http.post(route.path);
  if (authorization) req.set('Authorization', authorization);
  for (const [name, value] of Object.entries(route.fields ?? {})) req.field(name, value);
  return req;
}

/** A refusal case: what is sent, and the catalogue id it must be answered with. */
interface RefusalCase {
  name: string;
  error: string;
  /** A case about the file missing, which a route whose file is optional does not refuse. */
  aboutMissingFile?: true;
  /** A GIF, which a route that takes GIFs stores. */
  notForGifs?: true;
  send: (api: Api, route: UploadRoute, authorization: string) => Promise<request.Response | RawAnswer>;
}

const REFUSAL_CASES: RefusalCase[] = [
  {
    name: 'one byte over the limit',
    error: 'file_too_large',
    send: (api, route, auth) =>
      post(api, route, auth).attach(route.field, Buffer.concat([PNG, Buffer.alloc(route.maxBytes + 1 - PNG.length)]), {
        filename: 'big.png',
        contentType: 'image/png',
      }),
  },
  {
    name: 'oversize by its Content-Length, answered before the body is sent',
    error: 'file_too_large',
    send: (api, route, auth) => rawUpload(api, route, auth, { declare: true, totalBytes: route.maxBytes * 2 }),
  },
  {
    name: 'oversize streamed without a length, answered before the whole body is sent',
    error: 'file_too_large',
    send: (api, route, auth) => rawUpload(api, route, auth, { declare: false, totalBytes: route.maxBytes * 4 }),
  },
  {
    name: 'text with an image name and type',
    error: 'unsupported_file_type',
    send: (api, route, auth) =>
      post(api, route, auth).attach(route.field, Buffer.from('just some text, not a picture'), {
        filename: 'photo.png',
        contentType: 'image/png',
      }),
  },
  {
    name: 'a renamed executable (ELF named .png)',
    error: 'unsupported_file_type',
    send: (api, route, auth) =>
      post(api, route, auth).attach(route.field, PROGRAM, { filename: 'photo.png', contentType: 'image/png' }),
  },
  {
    name: 'HTML named .jpg',
    error: 'unsupported_file_type',
    send: (api, route, auth) =>
      post(api, route, auth).attach(route.field, Buffer.from('<html><script>alert(1)</script></html>'), {
        filename: 'photo.jpg',
        contentType: 'image/jpeg',
      }),
  },
  {
    name: 'HTML named .pdf',
    error: 'unsupported_file_type',
    send: (api, route, auth) =>
      post(api, route, auth).attach(route.field, Buffer.from('<html><script>alert(1)</script></html>'), {
        filename: 'proof.pdf',
        contentType: 'application/pdf',
      }),
  },
  {
    name: 'SVG with a script',
    error: 'unsupported_file_type',
    send: (api, route, auth) =>
      post(api, route, auth).attach(route.field, SVG_WITH_SCRIPT, {
        filename: 'logo.svg',
        contentType: 'image/svg+xml',
      }),
  },
  {
    name: 'SVG with a script named .png',
    error: 'unsupported_file_type',
    send: (api, route, auth) =>
      post(api, route, auth).attach(route.field, SVG_WITH_SCRIPT, { filename: 'logo.png', contentType: 'image/png' }),
  },
  {
    name: 'SVG without a script',
    error: 'unsupported_file_type',
    send: (api, route, auth) =>
      post(api, route, auth).attach(route.field, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), {
        filename: 'plain.svg',
        contentType: 'image/svg+xml',
      }),
  },
  {
    name: 'a GIF (not a type the spec allows)',
    notForGifs: true,
    error: 'unsupported_file_type',
    send: (api, route, auth) =>
      post(api, route, auth).attach(route.field, Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), {
        filename: 'anim.gif',
        contentType: 'image/gif',
      }),
  },
  {
    name: 'a file name with a NUL byte in its part header',
    error: 'bad_request',
    send: (api, route, auth) =>
      post(api, route, auth).attach(route.field, PNG, { filename: 'evil.png\u0000.svg', contentType: 'image/png' }),
  },
  {
    name: 'an empty file',
    error: 'empty_file',
    send: (api, route, auth) =>
      post(api, route, auth).attach(route.field, Buffer.alloc(0), { filename: 'empty.png', contentType: 'image/png' }),
  },
  {
    name: 'no file part',
    error: 'missing_file',
    aboutMissingFile: true,
    send: (api, route, auth) => post(api, route, auth).field('note', 'no file here'),
  },
  {
    name: 'the file under another field name',
    error: 'missing_file',
    aboutMissingFile: true,
    send: (api, route, auth) =>
      post(api, route, auth).attach(`${route.field}_other`, PNG, { filename: 'a.png', contentType: 'image/png' }),
  },
  {
    name: 'a JSON body',
    error: 'missing_file',
    aboutMissingFile: true,
    send: (api, route, auth) => api.http.post(route.path).set('Authorization', auth).send({ file: 'iVBORw0KGgo=' }),
  },
  {
    name: 'no token',
    error: 'unauthorized',
    send: (api, route) =>
      post(api, route, null).attach(route.field, PNG, { filename: 'a.png', contentType: 'image/png' }),
  },
];

interface RawAnswer {
  status: number;
  body: { error?: string };
  sentBytes: number;
  totalBytes: number;
}

/**
 * Sends an oversize file over a plain socket and stops writing as soon as an answer arrives: the answer
 * must come while most of the body is still unsent.
 */
async function rawUpload(
  api: Api,
  route: Pick<UploadRoute, 'path' | 'field'>,
  authorization: string,
  {
    declare,
    totalBytes,
    first = PNG,
    filename = 'huge.png',
    contentType: fileType = 'image/png',
  }: { declare: boolean; totalBytes: number; first?: Buffer; filename?: string; contentType?: string },
): Promise<RawAnswer> {
  const server = http.createServer(api.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const { head, tail, contentType } = uploadBody(route.field, filename, fileType);
  const headers: http.OutgoingHttpHeaders = { authorization, 'content-type': contentType };
  if (declare) headers['content-length'] = head.length + totalBytes + tail.length;
  const req = http.request({ host: '127.0.0.1', port, method: 'POST', path: route.path, headers });
  let sentBytes = 0;
  try {
    let answered = false;
    const answer = new Promise<{ status: number; body: { error?: string } }>((resolve, reject) => {
      req.on('response', (res) => {
        answered = true;
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text || '{}') }));
      });
      req.on('error', reject);
    });
    req.write(head);
    if (declare) req.flushHeaders();
    const chunk = Buffer.concat([first, Buffer.alloc(64 * 1024 - first.length)]);
    // With a declared length the server may answer on the headers alone: give it the chance first.
    if (declare)
      await Promise.race([answer.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 200))]);
    while (!answered && sentBytes < totalBytes) {
      const more = req.write(chunk);
      sentBytes += chunk.length;
      // Server and client share this process: let the answer be read between writes, as a separate client would.
      if (more) await new Promise((resolve) => setImmediate(resolve));
      else await Promise.race([new Promise((resolve) => req.once('drain', resolve)), answer.catch(() => undefined)]);
    }
    const { status, body } = await answer;
    return { status, body, sentBytes, totalBytes };
  } finally {
    req.destroy();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

describe.each(UPLOAD_ROUTES)('upload route: $name ($path)', (route) => {
  const cases = REFUSAL_CASES.filter(
    (refusal) => !(route.fileOptional && refusal.aboutMissingFile) && !(route.acceptsGif && refusal.notForGifs),
  ).map((refusal) => ({
    ...refusal,
    error:
      refusal.error === 'file_too_large'
        ? (route.tooLarge ?? refusal.error)
        : refusal.error === 'unsupported_file_type'
          ? (route.unsupportedType ?? refusal.error)
          : refusal.error,
  }));
  it.each(cases)('refuses $name with $error and stores nothing', async ({ error, send }) => {
    const api = createUploadApi();
    const { authorization } = await personaAuth(api.db, route.uploader);
    const before = filesUnder(uploadsDir).length;
    const answer = await send(api, route, authorization);
    const fullySent = 'sentBytes' in answer && answer.sentBytes >= answer.totalBytes;
    const ok = answer.body.error === error && !fullySent && filesUnder(uploadsDir).length === before;
    refusals.count(ok);
    expect(answer.body.error).toBe(error);
    expect(fullySent).toBe(false);
    expect(filesUnder(uploadsDir)).toHaveLength(before);
  });

  it('refuses personas who may not upload, and companies that turned the uploads off', async () => {
    const api = createUploadApi();
    const expectations = [
      ...route.forbidden.map((persona) => [persona, 'forbidden'] as const),
      ...(route.switchedOff ? [[route.switchedOff, 'image_uploads_disabled'] as const] : []),
    ];
    for (const [persona, error] of expectations) {
      const { authorization } = await personaAuth(api.db, persona);
      const answer = await post(api, route, authorization).attach(route.field, PNG, {
        filename: 'a.png',
        contentType: 'image/png',
      });
      refusals.count(answer.status === 403 && answer.body.error === error);
      expect([persona, answer.status, answer.body.error]).toEqual([persona, 403, error]);
    }
  });

  it.each<[string, Buffer, string, string, string]>([
    ['a JPEG', JPEG, 'me.jpg', 'image/jpeg', 'image/jpeg'],
    ['a PNG', PNG, 'me.png', 'image/png', 'image/png'],
    ['a JPEG sent as an SVG', JPEG, 'me.svg', 'image/svg+xml', 'image/jpeg'],
    ...(route.acceptsGif
      ? [['a GIF', GIF, 'party.gif', 'image/gif', 'image/gif'] as [string, Buffer, string, string, string]]
      : []),
  ])('stores %s and serves it with the type its bytes say', async (_kind, bytes, filename, contentType, servedType) => {
    const api = createUploadApi();
    const { authorization, cookie } = await personaAuth(api.db, route.uploader);
    const answer = await post(api, route, authorization).attach(route.field, bytes, { filename, contentType });
    expect(answer.status).toBe(201);
    const served = await api.http.get(route.servedAt(answer.body)).set('Cookie', cookie);
    const ok =
      served.status === 200 &&
      served.headers['content-type'] === servedType &&
      served.headers['x-content-type-options'] === 'nosniff' &&
      Buffer.compare(served.body as Buffer, bytes) === 0;
    accepted.count(ok);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe(servedType);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toBe('inline');
    expect(Buffer.compare(served.body as Buffer, bytes)).toBe(0);
  });

  if (route.acceptsPdf)
    it('stores a PDF and serves it as a PDF download, never inline', async () => {
      const api = createUploadApi();
      const { authorization, cookie } = await personaAuth(api.db, route.uploader);
      const answer = await post(api, route, authorization).attach(route.field, PDF, {
        filename: 'certificate.pdf',
        contentType: 'application/pdf',
      });
      expect(answer.status).toBe(201);
      expect(route.storedName(answer.body)).toMatch(/^[0-9a-f]{32}\.pdf$/);
      const served = await api.http.get(route.servedAt(answer.body)).set('Cookie', cookie);
      const ok =
        served.headers['content-type'] === 'application/pdf' &&
        served.headers['content-disposition'] === 'attachment' &&
        served.headers['x-content-type-options'] === 'nosniff';
      accepted.count(ok);
      expect(served.headers['content-type']).toBe('application/pdf');
      expect(served.headers['content-disposition']).toBe('attachment');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(Buffer.compare(served.body as Buffer, PDF)).toBe(0);
    });

  it.each(TRAVERSAL_NAMES)('ignores the name %j: stored under a generated name in the company folder', async (name) => {
    const api = createUploadApi();
    const { authorization, cookie } = await personaAuth(api.db, route.uploader);
    const answer = await post(api, route, authorization).attach(route.field, PNG, {
      filename: name,
      contentType: 'image/png',
    });
    expect(answer.status).toBe(201);
    const stored = route.storedName(answer.body);
    const everyFileGenerated = filesUnder(uploadsDir).every(
      (file) =>
        /^((bonus|announcement)_images|incentive_(proofs|icons)|company_logos|avatars)\/\d+\/[0-9a-f]{32}\.(jpg|png|gif|pdf)$/.test(
          file.split(path.sep).join('/'),
        ) || /^videos\/\d+\/[0-9a-f]{32}\.(webm|mp4|jpg|png)$/.test(file.split(path.sep).join('/')),
    );
    const served = await api.http.get(route.servedAt(answer.body)).set('Cookie', cookie);
    const ok = /^[0-9a-f]{32}\.png$/.test(stored) && everyFileGenerated && served.status === 200;
    accepted.count(ok);
    expect(stored).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(everyFileGenerated).toBe(true);
    expect(served.status).toBe(200);
  });

  it('serves what is not an image as an attachment, never inline', async () => {
    const api = createUploadApi();
    const { authorization, cookie } = await personaAuth(api.db, route.uploader);
    const answer = await post(api, route, authorization).attach(route.field, PNG, { filename: 'a.png' });
    const servedAt = route.servedAt(answer.body);
    // A file whose bytes changed on disk after the upload (or were put there by hand) is not trusted by its name.
    const file = path.join(uploadsDir, servedAt.replace(/^\/uploads\//, ''));
    fs.writeFileSync(file, SVG_WITH_SCRIPT);
    const served = await api.http.get(servedAt).set('Cookie', cookie);
    const ok =
      served.headers['content-type'] === 'application/octet-stream' &&
      served.headers['content-disposition'] === 'attachment' &&
      served.headers['x-content-type-options'] === 'nosniff';
    accepted.count(ok);
    expect(served.headers['content-type']).toBe('application/octet-stream');
    expect(served.headers['content-disposition']).toBe('attachment');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves an image only to a signed-in user of its company', async () => {
    const api = createUploadApi();
    const { authorization } = await personaAuth(api.db, route.uploader);
    const answer = await post(api, route, authorization).attach(route.field, PNG, { filename: 'a.png' });
    const servedAt = route.servedAt(answer.body);
    const outsider = await personaAuth(api.db, 'free_user');
    const statuses = [
      (await api.http.get(servedAt)).status,
      (await api.http.get(servedAt).set('Cookie', outsider.cookie)).status,
      (await api.http.get(servedAt.replace(/[^/]+$/, '..%2f..%2fdb.json')).set('Cookie', outsider.cookie)).status,
    ];
    accepted.count(statuses.every((status) => status === 404));
    expect(statuses).toEqual([404, 404, 404]);
  });
});

/**
 * `POST /videos` (recognition §7): the video streams to disk under a generated name, checked by its first
 * bytes (WebM or MP4) and counted against the spec's 300 MB as it arrives; its poster is a picture.
 */
describe(`upload route: video (${VIDEO_PATH})`, () => {
  const videoRoute = { path: VIDEO_PATH, field: VIDEO_FIELDS.file };
  const sendVideo = (api: Api, authorization: string | null, file: Buffer, filename: string, contentType: string) => {
    const req = api.http.post(VIDEO_PATH).field(VIDEO_FIELDS.name, 'Thanks');
    if (authorization) req.set('Authorization', authorization);
    return req.attach(VIDEO_FIELDS.file, file, { filename, contentType });
  };
  const videoRefusals: RefusalCase[] = [
    {
      name: 'oversize by its Content-Length, answered before the body is sent',
      error: 'file_too_large',
      send: (api, _route, auth) =>
        rawUpload(api, videoRoute, auth, {
          declare: true,
          totalBytes: VIDEO_MAX_BYTES * 2,
          first: WEBM,
          filename: 'huge.webm',
          contentType: 'video/webm',
        }),
    },
    {
      name: 'oversize streamed without a length, answered before the whole body is sent',
      error: 'file_too_large',
      send: (api, _route, auth) =>
        rawUpload(api, videoRoute, auth, {
          declare: false,
          totalBytes: VIDEO_MAX_BYTES + 16 * 1024 * 1024,
          first: WEBM,
          filename: 'huge.webm',
          contentType: 'video/webm',
        }),
    },
    {
      name: 'a renamed executable',
      error: 'unsupported_video_type',
      send: (api, _route, auth) => sendVideo(api, auth, PROGRAM, 'clip.webm', 'video/webm'),
    },
    {
      name: 'an SVG with a script named .mp4',
      error: 'unsupported_video_type',
      send: (api, _route, auth) => sendVideo(api, auth, SVG_WITH_SCRIPT, 'clip.mp4', 'video/mp4'),
    },
    {
      name: 'HTML named .webm',
      error: 'unsupported_video_type',
      send: (api, _route, auth) =>
        sendVideo(api, auth, Buffer.from('<html><script>alert(1)</script></html>'), 'clip.webm', 'video/webm'),
    },
    {
      name: 'a picture instead of a video',
      error: 'unsupported_video_type',
      send: (api, _route, auth) => sendVideo(api, auth, PNG, 'clip.webm', 'video/webm'),
    },
    {
      name: 'an empty file',
      error: 'empty_file',
      send: (api, _route, auth) => sendVideo(api, auth, Buffer.alloc(0), 'clip.webm', 'video/webm'),
    },
    {
      name: 'no file part',
      error: 'missing_file',
      send: (api, _route, auth) =>
        api.http.post(VIDEO_PATH).set('Authorization', auth).field(VIDEO_FIELDS.name, 'no file here'),
    },
    {
      name: 'a poster that is an SVG with a script',
      error: 'unsupported_file_type',
      send: (api, _route, auth) =>
        sendVideo(api, auth, WEBM, 'clip.webm', 'video/webm').attach(VIDEO_FIELDS.poster, SVG_WITH_SCRIPT, {
          filename: 'poster.jpg',
          contentType: 'image/jpeg',
        }),
    },
    {
      name: 'no token',
      error: 'unauthorized',
      send: (api) => sendVideo(api, null, WEBM, 'clip.webm', 'video/webm'),
    },
  ];

  it.each(videoRefusals)(
    'refuses $name with $error and stores nothing',
    async ({ error, send }) => {
      const api = createUploadApi();
      const { authorization } = await personaAuth(api.db, 'employee');
      const before = filesUnder(uploadsDir).length;
      const answer = await send(api, UPLOAD_ROUTES[0]!, authorization);
      const fullySent = 'sentBytes' in answer && answer.sentBytes >= answer.totalBytes;
      // The refused video's partial file is removed once its stream has closed.
      await new Promise((resolve) => setTimeout(resolve, 50));
      const ok = answer.body.error === error && !fullySent && filesUnder(uploadsDir).length === before;
      refusals.count(ok);
      expect(answer.body.error).toBe(error);
      expect(fullySent).toBe(false);
      expect(filesUnder(uploadsDir)).toHaveLength(before);
    },
    60_000,
  );

  it('refuses personas who may not give, and companies that turned video uploads and recordings off', async () => {
    const api = createUploadApi();
    const employee = api.db.users.find((user) => user.persona === 'employee')!;
    const company = api.db.companies.find((row) => row.id === employee.company_id)!;
    const answers: [string, number, string][] = [];
    for (const persona of ['observer', 'receiver']) {
      const { authorization } = await personaAuth(api.db, persona);
      const answer = await sendVideo(api, authorization, WEBM, 'clip.webm', 'video/webm');
      answers.push([persona, answer.status, answer.body.error]);
    }
    Object.assign(company, { disable_video_uploads: true, disable_video_recordings: true });
    const { authorization } = await personaAuth(api.db, 'employee');
    const off = await sendVideo(api, authorization, WEBM, 'clip.webm', 'video/webm');
    answers.push(['employee', off.status, off.body.error]);
    for (const [, status, error] of answers) refusals.count(status === 403 && error !== undefined);
    expect(answers).toEqual([
      ['observer', 403, 'forbidden'],
      ['receiver', 403, 'forbidden'],
      ['employee', 403, 'forbidden'],
    ]);
  });

  it.each([
    ['a WebM', WEBM, 'clip.webm', 'video/webm', 'video/webm'],
    ['an MP4', MP4, 'clip.mp4', 'video/mp4', 'video/mp4'],
    ['an MP4 sent as an SVG', MP4, 'clip.svg', 'image/svg+xml', 'video/mp4'],
  ])('stores %s and serves it with the type its bytes say', async (_kind, bytes, filename, contentType, servedType) => {
    const api = createUploadApi();
    const { authorization, cookie } = await personaAuth(api.db, 'employee');
    const answer = await sendVideo(api, authorization, bytes, filename, contentType);
    expect(answer.status).toBe(201);
    const served = await api.http.get(answer.body.result.video_original_url).set('Cookie', cookie);
    const ok =
      served.status === 200 &&
      served.headers['content-type'] === servedType &&
      served.headers['x-content-type-options'] === 'nosniff';
    accepted.count(ok);
    expect([served.status, served.headers['content-type'], served.headers['x-content-type-options']]).toEqual([
      200,
      servedType,
      'nosniff',
    ]);
  });

  it.each(TRAVERSAL_NAMES)('ignores the name %j: stored under a generated name in the company folder', async (name) => {
    const api = createUploadApi();
    const { authorization } = await personaAuth(api.db, 'employee');
    const answer = await sendVideo(api, authorization, WEBM, name, 'video/webm');
    expect(answer.status).toBe(201);
    const stored = String(answer.body.result.video_original_url).split('/').pop();
    const everyFileGenerated = filesUnder(uploadsDir).every((file) =>
      /^((bonus|announcement)_images|incentive_(proofs|icons)|company_logos|avatars)\/\d+\/[0-9a-f]{32}\.(jpg|png|gif|pdf)$|^videos\/\d+\/[0-9a-f]{32}\.(webm|mp4|jpg|png)$/.test(
        file.split(path.sep).join('/'),
      ),
    );
    accepted.count(/^[0-9a-f]{32}\.webm$/.test(stored ?? '') && everyFileGenerated);
    expect(stored).toMatch(/^[0-9a-f]{32}\.webm$/);
    expect(everyFileGenerated).toBe(true);
  });
});
