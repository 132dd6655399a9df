import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Database } from '../db/types';
import { XSS_CORPUS, richTextProblems } from '../testing/rich-text-problems';
import { createTestApi } from '../testing/test-api';
import { NO_RATE_LIMITS } from '../config';
import { personaAuth } from '../testing/persona-auth';
import { give, userBy } from '../testing/give';
import { securityTally, writeSecurityResults } from '../testing/security-results';
import { catalogItemNamed, redeem, redemptionOf, SHIPPING_ADDRESS } from '../testing/rewards';
import { ANNOUNCEMENTS, CURRENT_ANNOUNCEMENTS, personToken, testClock, validForm } from '../testing/announcements';
import { QUALITY_DIMENSION_KEYS, type Announcement } from '@laurel/shared/contract';
import { GIF_QUERY_MAX_LENGTH, VIDEO_FIELDS, VIDEO_NAME_MAX_LENGTH } from '@laurel/shared/contract';
import { WEBM } from '../uploads/upload-fixtures';

/**
 * Recognition reasons, comments, shipping addresses and gift messages are plain text in the spec (no rich text, no allow-list): the API
 * stores and answers each payload as the very string it was sent, adds no markup of its own, and takes
 * no address but http(s) or a path of this origin.
 */
const CORPUS = XSS_CORPUS;
const MIN_CORPUS_SIZE = 50;
/** The shape of a stored hashtag (the text parser's): letters, digits, marks and `_ . ' -` inside. */
const HASHTAG = /^[\p{L}\p{N}\p{M}_](?:[\p{L}\p{N}\p{M}_.'-]*[\p{L}\p{N}\p{M}_])?$/u;
const MARKUP = /<|javascript:|on\w+=/i;

const stored = securityTally(
  'stored XSS payloads (API)',
  (cases) =>
    `${CORPUS.length} payloads × 5 text fields (reason, alt text, comment, shipping address, gift message), ${cases} round trips as text or refused whole`,
);
const refused = securityTally(
  'XSS payloads as URLs and emails (API)',
  (cases) => `${cases} refused: attachment url, invite email, giftee email, resend email`,
);

const richText = securityTally(
  'XSS payloads in announcements (API)',
  (cases) =>
    `${CORPUS.length} payloads × title (text, or refused whole over 50) and description (sanitised to the allow-list of programs §5), ${cases} round trips`,
);

const coached = securityTally(
  'XSS payloads scored by the quality gauge (API)',
  (cases) =>
    `${CORPUS.length} payloads × quality scores and the suggestions of each of 5 dimensions, ${cases} answers as JSON with no markup`,
);

const attachmentText = securityTally(
  'XSS payloads as video names and GIF searches (API)',
  (cases) =>
    `${CORPUS.length} payloads × video name (kept as text) and GIF search (JSON without markup), ${cases} answers`,
);

const rephrased = securityTally(
  'XSS payloads rephrased for dictation (API)',
  (cases) => `${CORPUS.length} payloads rephrased, ${cases} answers as JSON text with no markup the text did not bring`,
);

afterAll(() =>
  writeSecurityResults('xss-corpus', [
    stored.row(),
    refused.row(),
    richText.row(),
    coached.row(),
    attachmentText.row(),
    rephrased.row(),
  ]),
);

/** Everything in an answer but the field that carries the text: no markup may appear there. */
const withoutText = (value: object, field: string) => JSON.stringify({ ...value, [field]: undefined });

function setUp() {
  const api = createTestApi();
  const giver = userBy(api.db, 'employee');
  // Enough points for one give per payload: the corpus tests what is stored, not the balance rules.
  giver.giving_balance = 10 * CORPUS.length;
  const receiver = userBy(api.db, 'manager');
  return { api, receiver };
}

const bonusRow = (db: Database, id: number) => db.bonuses.find((bonus) => bonus.id === id);

describe('the XSS corpus', () => {
  it(`holds at least ${MIN_CORPUS_SIZE} payloads with unique ids`, () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(MIN_CORPUS_SIZE);
    expect(new Set(CORPUS.map((entry) => entry.id)).size).toBe(CORPUS.length);
    for (const { id, payload } of CORPUS) {
      expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(payload.length).toBeGreaterThan(0);
    }
  });
});

describe('free text rendered to other people is stored as text', () => {
  it('recognition reasons and attachment alt texts: answered, stored and read back verbatim', async () => {
    const { api, receiver } = setUp();
    const { authorization } = await personaAuth(api.db, 'employee');
    const problems: string[] = [];
    for (const { id, payload } of CORPUS) {
      const reason = `+1 @${receiver.slug} ${payload} #OwnIt`;
      const attachment = { category: 'social', url: '/api/v2/media/gifs/high-five.gif', alt_text: payload };
      const answer = await give(api, authorization, { reason, attachments_attributes: [attachment] });
      if (answer.status !== 201) {
        problems.push(`${id}: answered ${answer.status} ${JSON.stringify(answer.body)}`);
        stored.count(false);
        stored.count(false);
        continue;
      }
      const { result } = answer.body;
      const row = bonusRow(api.db, result.id);
      const read = (await api.http.get(`/api/v2/bonuses/${result.id}`).set('Authorization', authorization)).body.result;
      const reasonOk =
        result.reason === reason &&
        row?.reason === reason &&
        read?.reason === reason &&
        /^application\/json/.test(answer.headers['content-type'] ?? '') &&
        !MARKUP.test(withoutText({ ...result, attachments: undefined, hashtags: undefined }, 'reason')) &&
        (row?.hashtags ?? []).every((tag) => HASHTAG.test(tag));
      const altOk = row?.attachments?.[0]?.alt_text === payload && read?.attachments?.[0]?.alt_text === payload;
      if (!stored.count(reasonOk)) problems.push(`${id}: reason not kept as text`);
      if (!stored.count(altOk)) problems.push(`${id}: alt text not kept as text`);
    }
    expect(problems).toEqual([]);
  });

  it('comments: answered, stored and read back verbatim (trimmed, as the schema says)', async () => {
    const { api } = setUp();
    const bonus = api.db.bonuses.find((row) => row.company_id === 1 && row.privacy === 'publicly_visible')!;
    const { authorization } = await personaAuth(api.db, 'employee');
    const problems: string[] = [];
    for (const { id, payload } of CORPUS) {
      const answer = await api.http
        .post(`/api/v2/bonuses/${bonus.id}/comments`)
        .set('Authorization', authorization)
        .send({ comment: { reason: payload } });
      const text = payload.trim();
      const row = api.db.comments.find((comment) => comment.id === answer.body.result?.id);
      const ok =
        answer.status === 201 &&
        answer.body.result.reason === text &&
        row?.reason === text &&
        !MARKUP.test(withoutText(answer.body.result, 'reason'));
      if (!stored.count(ok)) problems.push(`${id}: answered ${answer.status}, not kept as text`);
    }
    const listed = (await api.http.get(`/api/v2/bonuses/${bonus.id}/comments`).set('Authorization', authorization)).body
      .result as { reason: string }[];
    const reasons = new Set(listed.map((comment) => comment.reason));
    for (const { id, payload } of CORPUS) if (!reasons.has(payload.trim())) problems.push(`${id}: not listed as sent`);
    expect(problems).toEqual([]);
  });
});

describe('rewards free text: shipping address and gift message are stored and read back as text', () => {
  it('shipping address lines and a gift message: answered, stored and listed verbatim, or refused whole', async () => {
    // Abuse limits are another suite's: here every payload gets its request.
    const api = createTestApi({ rateLimits: NO_RATE_LIMITS });
    const { authorization, user } = await personaAuth(api.db, 'employee');
    user.earning_balance = 1_000_000;
    const hoodie = catalogItemNamed(api.db, 'Northwind Collective hoodie');
    hoodie.denominations[0]!.quantity = 10 * CORPUS.length;
    const amazon = catalogItemNamed(api.db, 'Amazon.com Gift Card');
    const problems: string[] = [];
    for (const { id, payload } of CORPUS) {
      const address = {
        ...SHIPPING_ADDRESS,
        address1: payload,
        address2: payload,
        city: payload.length <= 80 ? payload : SHIPPING_ADDRESS.city,
      };
      const shipped = await redeem(api, authorization, redemptionOf(1, hoodie, 0, { shippingAddress: address }));
      const fits = payload.length <= 120;
      if (!fits) {
        if (!stored.count(shipped.status === 422 && shipped.body.error === 'invalid_shipping_address')) {
          problems.push(`${id}: a line over the limit answered ${shipped.status}`);
        }
      } else {
        const row = api.db.redemptions.find((redemption) => redemption.id === shipped.body.result?.id);
        const read = (await api.http.get(`/api/v2/rewards/redemptions/${row?.id}`).set('Authorization', authorization))
          .body.result;
        const ok =
          shipped.status === 201 &&
          row?.shipping_address?.address1 === payload &&
          row.shipping_address.address2 === payload &&
          read?.shippingAddress?.address1 === payload &&
          read.shippingAddress.city === address.city &&
          /^application\/json/.test(shipped.headers['content-type'] ?? '') &&
          !MARKUP.test(JSON.stringify({ ...shipped.body.result, shippingAddress: undefined }));
        if (!stored.count(ok)) problems.push(`${id}: address answered ${shipped.status}, not kept as text`);
      }
      const gift = { gifteeEmail: 'sam@example.com', giftMessage: payload };
      const sent = await redeem(api, authorization, redemptionOf(1, amazon, 0, gift));
      const row = api.db.redemptions.find((redemption) => redemption.id === sent.body.result?.id);
      const ok =
        sent.status === 201 &&
        sent.body.result.giftMessage === payload &&
        row?.gift_message === payload &&
        !MARKUP.test(JSON.stringify({ ...sent.body.result, giftMessage: undefined }));
      if (!stored.count(ok)) problems.push(`${id}: gift message answered ${sent.status}, not kept as text`);
    }
    const listed = (await api.http.get('/api/v2/rewards/redemptions?page_size=100').set('Authorization', authorization))
      .body.records as { giftMessage: string | null }[];
    const messages = new Set(listed.map((record) => record.giftMessage));
    for (const { id, payload } of CORPUS.slice(-40)) if (!messages.has(payload)) problems.push(`${id}: not listed`);
    expect(problems).toEqual([]);
  });

  it('a giftee or resend address that is a payload instead of an email is refused', async () => {
    // Abuse limits are another suite's: here every payload gets its request.
    const api = createTestApi({ rateLimits: NO_RATE_LIMITS });
    const { authorization, user } = await personaAuth(api.db, 'employee');
    user.earning_balance = 1_000_000;
    const amazon = catalogItemNamed(api.db, 'Amazon.com Gift Card');
    const giftCard = api.db.redemptions.find((row) => row.user_id === user.id && row.claim_url !== null)!;
    const count = api.db.redemptions.length;
    const accepted: string[] = [];
    for (const { id, payload } of CORPUS) {
      const gift = await redeem(api, authorization, redemptionOf(1, amazon, 0, { gifteeEmail: payload }));
      if (!refused.count(gift.status === 422 && gift.body.error === 'invalid_email')) accepted.push(`${id}: gift`);
      const resend = await api.http
        .post(`/api/v2/rewards/redemptions/${giftCard.id}/resend`)
        .set('Authorization', authorization)
        .send({ email: payload });
      if (!refused.count(resend.status === 422 && resend.body.error === 'invalid_email'))
        accepted.push(`${id}: resend`);
    }
    expect(accepted).toEqual([]);
    expect(api.db.redemptions).toHaveLength(count);
    expect(giftCard.resends).toEqual([]);
  });
});

describe('fields that hold an address or an email take none of the payloads', () => {
  it('an attachment url that is not http(s) or a path of this origin is a bad request', async () => {
    const { api, receiver } = setUp();
    const { authorization } = await personaAuth(api.db, 'employee');
    const count = api.db.bonuses.length;
    const accepted: string[] = [];
    for (const { id, payload } of CORPUS) {
      const attachment = { category: 'image', url: payload, alt_text: 'x' };
      const answer = await give(api, authorization, {
        reason: `+1 @${receiver.slug} thanks #OwnIt`,
        attachments_attributes: [attachment],
      });
      if (!refused.count(answer.status === 400)) accepted.push(`${id}: ${answer.status}`);
    }
    expect(accepted).toEqual([]);
    expect(api.db.bonuses).toHaveLength(count);
  });

  it('an invitation to a payload instead of an email address is refused', async () => {
    const { api } = setUp();
    const { authorization } = await personaAuth(api.db, 'global_admin');
    const users = api.db.users.length;
    const accepted: string[] = [];
    for (const { id, payload } of CORPUS) {
      const answer = await api.http
        .post('/api/v2/invitations')
        .set('Authorization', authorization)
        .send({ emails: [payload] });
      if (!refused.count(answer.status === 422 && answer.body.error === 'invalid_email')) {
        accepted.push(`${id}: ${answer.status} ${answer.body.error}`);
      }
    }
    expect(accepted).toEqual([]);
    expect(api.db.users).toHaveLength(users);
  });
});

describe('announcement title and description', () => {
  it('keep the title as text (or refuse it whole over 50) and sanitise the description to the allow-list', async () => {
    const clock = testClock();
    const api = createTestApi({ now: clock.now });
    const { authorization } = await personaAuth(api.db, 'announcements_admin');
    const reader = await personaAuth(api.db, 'employee');
    const problems: string[] = [];
    for (const { id, payload } of CORPUS) {
      const form = validForm(clock, [personToken(reader.user)]);
      const title = payload.trim();
      const titled = await api.http
        .post(ANNOUNCEMENTS)
        .set('Authorization', authorization)
        .send({ ...form, title: payload });
      const titleOk =
        title.length > 50
          ? titled.status === 422 && titled.body.error === 'title_too_long'
          : titled.status === 201 &&
            titled.body.result.title === title &&
            !MARKUP.test(withoutText({ ...titled.body.result, description: undefined }, 'title'));
      if (!richText.count(titleOk)) problems.push(`${id}: title answered ${titled.status}`);

      const described = await api.http
        .post(ANNOUNCEMENTS)
        .set('Authorization', authorization)
        .send({ ...form, description: `<p>Note</p>${payload}` });
      const row = api.db.announcements.find((announcement) => announcement.id === described.body.result?.id);
      const found = described.status === 201 ? richTextProblems(described.body.result.description as string) : [];
      const descriptionOk =
        (described.status === 201 && found.length === 0 && row?.description === described.body.result.description) ||
        (described.status === 422 && described.body.error === 'description_too_long');
      if (!richText.count(descriptionOk)) problems.push(`${id}: description ${described.status} ${found.join(', ')}`);
    }
    const current = (await api.http.get(CURRENT_ANNOUNCEMENTS).set('Authorization', reader.authorization)).body
      .result as Announcement[];
    for (const announcement of current) {
      if (!richText.count(richTextProblems(announcement.description).length === 0))
        problems.push(`${announcement.id}: read back with markup outside the allow-list`);
    }
    expect(current.length).toBeGreaterThan(CORPUS.length);
    expect(problems).toEqual([]);
  });
});

describe('the quality gauge’s reasons and suggestions', () => {
  it('never carry markup from the draft: every payload scored and coached as JSON, or refused whole', async () => {
    const { api, receiver } = setUp();
    const { authorization } = await personaAuth(api.db, 'employee');
    const problems: string[] = [];
    const answered = async (path: string, body: object) => {
      const answer = await api.http.post(path).set('Authorization', authorization).send(body);
      const ok =
        answer.status === 200 &&
        /^application\/json/.test(answer.headers['content-type'] ?? '') &&
        !MARKUP.test(JSON.stringify(answer.body.result));
      return ok || (answer.status === 422 && answer.body.error === 'reason_too_long');
    };
    for (const { id, payload } of CORPUS) {
      const bonusText = `+1 @${receiver.slug} ${payload} because you shipped the report #OwnIt ${payload}`;
      if (!coached.count(await answered('/api/v2/recognition/quality_scores', { bonusText }))) {
        problems.push(`${id}: score`);
      }
      for (const dimensionKey of QUALITY_DIMENSION_KEYS) {
        if (!coached.count(await answered('/api/v2/recognition/quality_suggestions', { bonusText, dimensionKey }))) {
          problems.push(`${id}: ${dimensionKey} suggestions`);
        }
      }
    }
    expect(problems).toEqual([]);
    // Six requests per payload: past jest’s default of 5 s on a busy two-core machine.
  }, 30_000);
});

describe('attachment names and GIF searches', () => {
  it('a video’s name comes back as the very text sent; a GIF search answers JSON with no markup', async () => {
    const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'laurel-xss-videos-'));
    const api = createTestApi({ uploadsDir });
    const { authorization } = await personaAuth(api.db, 'employee');
    const problems: string[] = [];
    for (const { id, payload } of CORPUS) {
      const video = await api.http
        .post('/api/v2/videos')
        .set('Authorization', authorization)
        .field(VIDEO_FIELDS.name, payload)
        .attach(VIDEO_FIELDS.file, WEBM, 'clip.webm');
      const kept = payload.trim().slice(0, VIDEO_NAME_MAX_LENGTH);
      const nameOk =
        video.status === 201 && video.body.result.name === kept && !MARKUP.test(withoutText(video.body.result, 'name'));
      // A name longer than a form field may be is refused whole, never cut into markup.
      if (!attachmentText.count(nameOk || (video.status === 400 && video.body.error === 'bad_request')))
        problems.push(`${id}: video name ${video.status}`);
      const gifs = await api.http
        .get('/api/v2/gifs')
        .query({ q: payload.slice(0, GIF_QUERY_MAX_LENGTH) })
        .set('Authorization', authorization);
      const searchOk =
        gifs.status === 200 &&
        /^application\/json/.test(gifs.headers['content-type'] ?? '') &&
        !MARKUP.test(JSON.stringify(gifs.body));
      if (!attachmentText.count(searchOk)) problems.push(`${id}: gif search ${gifs.status}`);
    }
    fs.rmSync(uploadsDir, { recursive: true, force: true });
    expect(problems).toEqual([]);
  }, 30_000);
});

describe('rephrasing a dictated text', () => {
  it('answers each payload as JSON text and adds no markup of its own', async () => {
    const api = createTestApi();
    const { authorization } = await personaAuth(api.db, 'employee');
    const markupIn = (text: string) => text.match(new RegExp(MARKUP.source, 'gi'))?.length ?? 0;
    const problems: string[] = [];
    for (const { id, payload } of CORPUS) {
      const text = `um ${payload} you know`;
      const answer = await api.http
        .post('/api/v2/constructive_feedback/text_processing/rephrase_feedback_message_text')
        .set('Authorization', authorization)
        .send({ text });
      const result = answer.body.result as { rephrased_text?: unknown } | undefined;
      const ok =
        answer.status === 200 &&
        /^application\/json/.test(answer.headers['content-type'] ?? '') &&
        typeof result?.rephrased_text === 'string' &&
        markupIn(result.rephrased_text) <= markupIn(text) &&
        !MARKUP.test(withoutText(result, 'rephrased_text'));
      if (!rephrased.count(ok)) problems.push(`${id}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 80)}`);
    }
    expect(problems).toEqual([]);
  });
});

describe('a person’s and a hashtag’s page: names in the path never come back as markup', () => {
  it('each payload as a username, a hashtag and a feed filter is not found or refused, never echoed', async () => {
    const api = createTestApi();
    const { authorization } = await personaAuth(api.db, 'employee');
    const problems: string[] = [];
    for (const { id, payload } of CORPUS) {
      const name = encodeURIComponent(payload);
      const reads = [
        [`/api/v2/user_profiles/${name}`, 404],
        [`/api/v2/hashtags/${name}`, 404],
        [`/api/v2/bonus_feeds?hashtag=${name}`, 400],
      ] as const;
      for (const [path, status] of reads) {
        const answer = await api.http.get(path).set('Authorization', authorization);
        const body = JSON.stringify(answer.body);
        if (answer.status !== status || body.includes(payload) || MARKUP.test(body))
          problems.push(`${id}: ${path.split('/')[3]} ${answer.status}`);
      }
    }
    expect(problems).toEqual([]);
  }, 30_000);
});
