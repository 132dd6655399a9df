import type { Test } from 'supertest';
import type { createTestApi } from './test-api';
import type { Bonus, Database, User, VideoRow } from '../db/types';
import { canSeeBonus } from '../bonuses/bonus-visibility';
import { byId } from '../db/store';
import { signSearchKey } from '../search/search-key';
import { JPEG, PNG, WEBM } from '../uploads/upload-fixtures';
import { VIDEO_FIELDS } from '@laurel/shared/contract';
import { SPOOFING_ACTOR, type MatrixActor } from './matrix-actors';
import { TEST_SECRET } from './test-api';
import { rewardsMatrixCases } from './rewards-matrix-cases';
import { announcementsMatrixCases } from './announcements-matrix-cases';
import { qualityMatrixCases } from './quality-matrix-cases';
import { transcriptionMatrixCases } from './transcription-matrix-cases';
import { incentivesMatrixCases } from './incentives-matrix-cases';
import { awardsMatrixCases } from './awards-matrix-cases';
import { nominationsMatrixCases } from './nominations-matrix-cases';
import { celebrationsMatrixCases } from './celebrations-matrix-cases';
import { dashboardMatrixCases } from './dashboard-matrix-cases';
import { superAdminMatrixCases } from './super-admin-matrix-cases';
import { participationMatrixCases } from './participation-matrix-cases';
import { companyAdminMatrixCases } from './company-admin-matrix-cases';
import { peopleAdminMatrixCases } from './people-admin-matrix-cases';
import { subscriptionsMatrixCases } from './subscriptions-matrix-cases';
import { recapsMatrixCases } from './recaps-matrix-cases';
import { companySettingsMatrixCases } from './company-settings-matrix-cases';
import { activityReportsMatrixCases } from './activity-reports-matrix-cases';
import { recognitionScoresMatrixCases } from './recognition-scores-matrix-cases';
import { equityMatrixCases } from './equity-matrix-cases';
import { teamHubMatrixCases } from './team-hub-matrix-cases';
import { bookmarksMatrixCases } from './bookmarks-matrix-cases';
import { growthMatrixCases } from './growth-matrix-cases';
import { oneOnOnesMatrixCases } from './one-on-ones-matrix-cases';
import { pulseAndRecapMatrixCases } from './pulse-and-recap-matrix-cases';
import { analyticsMatrixCases } from './analytics-matrix-cases';
import { profileSettingsMatrixCases } from './profile-settings-matrix-cases';

export interface CaseContext {
  http: ReturnType<typeof createTestApi>['http'];
  db: Database;
  actor: MatrixActor;
  headers: Record<string, string>;
}

export interface MatrixCase {
  /** Who may, written out by hand from the spec (platform §6 and the route's own rules). */
  allowed: readonly string[];
  request: (ctx: CaseContext) => Test;
  /** The status an allowed actor gets, when not any 2xx (a form's 303, a company that turned the feature off). */
  allowedStatus?: (ctx: CaseContext) => number | undefined;
  /** Another company's or another user's resource: refused (404 unless said) and nothing changes. */
  foreign?: (ctx: CaseContext) => { request: Test; status?: number };
  /** A read that answers more than the actor may see. */
  leaks?: (ctx: CaseContext, body: unknown) => boolean;
}

const MAIN_COMPANY = [
  'employee',
  'manager',
  'company_admin',
  'global_admin',
  'finance_admin',
  'rewards_admin',
  'awards_admin',
  'tech_admin',
  'announcements_admin',
  'award_approver',
  'super_admin',
  'tech_ops',
];
const OTHER_TIERS = [
  'free_user',
  'trial_admin',
  'tier_one_user',
  'tier_two_user',
  'tier_three_user',
  'tier_alpha_user',
];
export const EVERYONE = [...MAIN_COMPANY, 'observer', 'receiver', ...OTHER_TIERS, SPOOFING_ACTOR];
/** can-give-recognition: can_give, in a free, Connect, Achieve or Engage company (not Appreciate). */
const GIVERS = [...MAIN_COMPANY, 'free_user', 'tier_two_user', 'tier_three_user', 'tier_alpha_user', SPOOFING_ACTOR];
/** can-view-admin: admin, global_admin, awards_admin, rewards_admin, finance_admin or tech_admin. */
const ADMINS = ['company_admin', 'global_admin', 'finance_admin', 'rewards_admin', 'awards_admin', 'tech_admin'];
const ADMINS_ALL = [...ADMINS, 'trial_admin'];
const NOBODY: string[] = [];
/** can-access-user-profile and can-view-hashtag-summary: every tier but Appreciate. */
const CORE_TIERS = EVERYONE.filter((name) => name !== 'trial_admin' && name !== 'tier_one_user');

const otherCompanyOf = (user: User) => (user.company_id === 1 ? 2 : 1);
const colleagueOf = (db: Database, user: User) =>
  db.users.find(
    (other) =>
      other.company_id === user.company_id &&
      other.id !== user.id &&
      other.status === 'active' &&
      other.user_mode === 'normal' &&
      !other.persona,
  )!;
const publicBonusIn = (db: Database, companyId: number) =>
  db.bonuses.find((bonus) => bonus.company_id === companyId && bonus.privacy === 'publicly_visible')!;
const hashtagOf = (db: Database, companyId: number) =>
  db.values.find((value) => value.company_id === companyId)!.hashtag;
const reportFileOf = (db: Database, companyId: number) =>
  db.report_files.find((file) => file.company_id === companyId)!;

/** A recognition the actor may not see: a private one of their company they are not part of, else another company's. */
function hiddenBonusFor(db: Database, user: User): Bonus {
  const people = byId(db.users);
  return (
    db.bonuses.find((bonus) => bonus.company_id === user.company_id && !canSeeBonus(user, bonus, people)) ??
    publicBonusIn(db, otherCompanyOf(user))
  );
}

/** A video `user` uploaded that no recognition shows yet, added for the case. */
function videoOf(db: Database, user: User): VideoRow {
  const video: VideoRow = {
    id: 9000 + user.id,
    company_id: user.company_id,
    user_id: user.id,
    name: 'Thanks',
    file: `${'0'.repeat(32)}.webm`,
    poster: null,
    created_at: '',
    bonus_id: null,
  };
  db.videos.push(video);
  return video;
}

/** Rows the matrix needs that the seed does not make: one generated report per company. */
export function prepareMatrixData(db: Database): void {
  for (const company of db.companies) {
    db.report_files.push({
      id: 1000 + company.id,
      company_id: company.id,
      user_id: db.users.find((user) => user.company_id === company.id)!.id,
      name: 'giving.csv',
      file_url: `/uploads/reports/giving-${company.id}.csv`,
      downloaded_at: null,
    });
  }
}

const withHeaders = (test: Test, headers: Record<string, string>) => test.set(headers);
const get = ({ http, headers }: CaseContext, path: string) => withHeaders(http.get(path), headers);
const post = ({ http, headers }: CaseContext, path: string) => withHeaders(http.post(path), headers);

const feedLeaks = ({ db, actor }: CaseContext, body: unknown) => {
  const people = byId(db.users);
  const bonuses = byId(db.bonuses);
  const shown = (body as { result: { id: number }[] }).result;
  return shown.some((row) => !canSeeBonus(actor.user, bonuses.get(row.id)!, people));
};

/** One case per row of API_ROUTES that is not a plain-collection refusal, keyed `METHOD path`. */
export const MATRIX_CASES: Record<string, MatrixCase> = {
  'POST /users/sign_in': {
    allowed: EVERYONE,
    allowedStatus: () => 303,
    request: (ctx) =>
      post(ctx, '/users/sign_in').type('form').send({ persona: ctx.actor.user.persona, redirect_to: '/' }),
  },
  'POST /users/sign_out': {
    allowed: EVERYONE,
    allowedStatus: () => 303,
    request: (ctx) => post(ctx, '/users/sign_out'),
  },
  'POST /api/v2/super_admin/spoof': {
    allowed: ['super_admin'],
    request: (ctx) => post(ctx, '/api/v2/super_admin/spoof').send({ user_id: colleagueOf(ctx.db, ctx.actor.user).id }),
  },
  'DELETE /api/v2/super_admin/spoof': {
    allowed: [SPOOFING_ACTOR],
    request: (ctx) => withHeaders(ctx.http.delete('/api/v2/super_admin/spoof'), ctx.headers),
  },
  'PATCH /api/v2/super_admin/toggle_controls': {
    allowed: ['super_admin', SPOOFING_ACTOR],
    request: (ctx) => withHeaders(ctx.http.patch('/api/v2/super_admin/toggle_controls'), ctx.headers),
  },
  'POST /api/v2/invitations': {
    allowed: ADMINS_ALL,
    request: (ctx) => post(ctx, '/api/v2/invitations').send({ emails: [`new-${ctx.actor.user.id}@example.com`] }),
    leaks: ({ db, actor }) =>
      db.users.some(
        (user) => user.email === `new-${actor.user.id}@example.com` && user.company_id !== actor.user.company_id,
      ),
  },
  'POST /api/v2/admin/reports/:report/csv': {
    allowed: ADMINS_ALL,
    request: (ctx) => post(ctx, '/api/v2/admin/reports/giving/csv'),
  },
  'PATCH /api/v2/admin/reports/report_files/:fileId': {
    allowed: ADMINS_ALL,
    request: (ctx) =>
      withHeaders(
        ctx.http.patch(`/api/v2/admin/reports/report_files/${reportFileOf(ctx.db, ctx.actor.user.company_id).id}`),
        ctx.headers,
      ),
    foreign: (ctx) => ({
      request: withHeaders(
        ctx.http.patch(`/api/v2/admin/reports/report_files/${reportFileOf(ctx.db, otherCompanyOf(ctx.actor.user)).id}`),
        ctx.headers,
      ),
    }),
  },
  'POST /api/v2/bonuses': {
    allowed: GIVERS,
    request: (ctx) =>
      post(ctx, '/api/v2/bonuses').send({
        bonus: {
          reason: `+1 @${colleagueOf(ctx.db, ctx.actor.user).slug} thanks #${hashtagOf(ctx.db, ctx.actor.user.company_id)}`,
        },
      }),
    // An add-on to another company's recognition is refused as if it did not exist.
    foreign: (ctx) => ({
      request: post(ctx, '/api/v2/bonuses').send({
        bonus: {
          reason: `+1 @${colleagueOf(ctx.db, ctx.actor.user).slug} thanks #${hashtagOf(ctx.db, ctx.actor.user.company_id)}`,
          parent_bonus_id: publicBonusIn(ctx.db, otherCompanyOf(ctx.actor.user)).id,
        },
      }),
      status: 422,
    }),
  },
  'POST /api/v2/bonus_images': {
    allowed: GIVERS,
    allowedStatus: ({ actor }) => (actor.user.company_id === 4 ? 403 : undefined),
    request: (ctx) => post(ctx, '/api/v2/bonus_images').attach('file', PNG, 'picture.png'),
  },
  'POST /api/v2/videos': {
    allowed: GIVERS,
    request: (ctx) =>
      post(ctx, '/api/v2/videos')
        .field(VIDEO_FIELDS.name, 'Thanks')
        .attach(VIDEO_FIELDS.file, WEBM, 'thanks.webm')
        .attach(VIDEO_FIELDS.poster, JPEG, 'poster.jpg'),
  },
  'GET /api/v2/videos/:id/discard': {
    allowed: EVERYONE,
    request: (ctx) => get(ctx, `/api/v2/videos/${videoOf(ctx.db, ctx.actor.user).id}/discard`),
    foreign: (ctx) => ({
      request: get(ctx, `/api/v2/videos/${videoOf(ctx.db, colleagueOf(ctx.db, ctx.actor.user)).id}/discard`),
    }),
  },
  'GET /api/v2/gifs': {
    allowed: GIVERS,
    // Connect Logistics turned GIFs off.
    allowedStatus: ({ actor }) => (actor.user.company_id === 4 ? 403 : undefined),
    request: (ctx) => get(ctx, '/api/v2/gifs?q=thank'),
  },
  'POST /api/v2/bonuses/:bonusId/reactions': {
    allowed: EVERYONE,
    request: (ctx) =>
      post(ctx, `/api/v2/bonuses/${publicBonusIn(ctx.db, ctx.actor.user.company_id).id}/reactions`).send({
        emoji: '🎉',
      }),
    foreign: (ctx) => ({
      request: post(ctx, `/api/v2/bonuses/${hiddenBonusFor(ctx.db, ctx.actor.user).id}/reactions`).send({
        emoji: '🎉',
      }),
    }),
  },
  'DELETE /api/v2/bonuses/:bonusId/reactions/:emoji': {
    allowed: EVERYONE,
    request: (ctx) => {
      const bonus = publicBonusIn(ctx.db, ctx.actor.user.company_id);
      ctx.db.reactions.push({
        id: 9000 + ctx.actor.user.id,
        bonus_id: bonus.id,
        user_id: ctx.actor.user.id,
        emoji: '👏',
        created_at: '',
      });
      return withHeaders(
        ctx.http.delete(`/api/v2/bonuses/${bonus.id}/reactions/${encodeURIComponent('👏')}`),
        ctx.headers,
      );
    },
    // Owner-scoped: another user's reaction cannot be named, so removing "mine" when only a colleague reacted changes nothing.
    foreign: (ctx) => {
      const bonus = publicBonusIn(ctx.db, ctx.actor.user.company_id);
      const colleague = colleagueOf(ctx.db, ctx.actor.user);
      ctx.db.reactions.push({
        id: 9500 + ctx.actor.user.id,
        bonus_id: bonus.id,
        user_id: colleague.id,
        emoji: '🙌',
        created_at: '',
      });
      return {
        request: withHeaders(
          ctx.http.delete(`/api/v2/bonuses/${bonus.id}/reactions/${encodeURIComponent('🙌')}`),
          ctx.headers,
        ),
        status: 204,
      };
    },
  },
  'POST /api/v2/bonuses/:bonusId/comments': {
    allowed: EVERYONE,
    request: (ctx) =>
      post(ctx, `/api/v2/bonuses/${publicBonusIn(ctx.db, ctx.actor.user.company_id).id}/comments`).send({
        comment: { reason: 'Well deserved' },
      }),
    foreign: (ctx) => ({
      request: post(ctx, `/api/v2/bonuses/${hiddenBonusFor(ctx.db, ctx.actor.user).id}/comments`).send({
        comment: { reason: 'Well deserved' },
      }),
    }),
  },
  'POST /1/indexes/*/queries': {
    allowed: EVERYONE,
    request: ({ http, actor }) =>
      http
        .post('/1/indexes/*/queries')
        .set('x-algolia-application-id', 'laurel')
        .set(
          'x-algolia-api-key',
          signSearchKey({ company_id: actor.user.company_id, user_id: actor.user.id }, TEST_SECRET),
        )
        .send({ requests: [{ indexName: 'users', query: '', hitsPerPage: 1000 }] }),
    leaks: ({ db, actor }, body) => {
      const people = byId(db.users);
      const { results } = body as { results: { hits: { objectID: string }[] }[] };
      return results[0]!.hits.some((hit) => people.get(Number(hit.objectID))?.company_id !== actor.user.company_id);
    },
    foreign: ({ http, actor }) => ({
      request: http
        .post('/1/indexes/*/queries')
        .set('x-algolia-application-id', 'laurel')
        .set(
          'x-algolia-api-key',
          signSearchKey({ company_id: otherCompanyOf(actor.user), user_id: actor.user.id }, TEST_SECRET),
        )
        .send({ requests: [{ indexName: 'users', query: '' }] }),
      status: 403,
    }),
  },
  'GET /api/v2/profile/user': {
    allowed: EVERYONE,
    request: (ctx) => get(ctx, '/api/v2/profile/user'),
    leaks: ({ actor }, body) => (body as { result: { id: number } }).result.id !== actor.user.id,
  },
  'GET /api/v2/users/show': {
    allowed: EVERYONE,
    request: (ctx) => get(ctx, '/api/v2/users/show'),
    leaks: ({ actor }, body) => (body as { result: { id: number } }).result.id !== actor.user.id,
  },
  'GET /api/v2/spoofing': {
    allowed: EVERYONE,
    request: (ctx) => get(ctx, '/api/v2/spoofing'),
    leaks: ({ actor }, body) => (body as { is_spoofing: boolean }).is_spoofing !== (actor.spoofer !== undefined),
  },
  'GET /api/v2/feature_flags': {
    allowed: EVERYONE,
    request: (ctx) => get(ctx, `/api/v2/feature_flags?user_id=${ctx.actor.user.id}`),
    foreign: (ctx) => ({
      request: get(ctx, `/api/v2/feature_flags?user_id=${colleagueOf(ctx.db, ctx.actor.user).id}`),
      status: 403,
    }),
  },
  'GET /api/v2/programs/flash_points': {
    // can-access-flash-points: Connect and Achieve (tier_two, tier_three) companies.
    allowed: [...MAIN_COMPANY, 'observer', 'receiver', 'tier_two_user', 'tier_three_user', SPOOFING_ACTOR],
    request: (ctx) => get(ctx, '/api/v2/programs/flash_points'),
    leaks: ({ db, actor }, body) =>
      (body as { result: { id: number; flash_points_balance: number }[] }).result.some(
        (program) =>
          db.flash_points_programs.find((row) => row.id === program.id)?.company_id !== actor.user.company_id ||
          ![0, actor.user.flash_points_balance].includes(program.flash_points_balance),
      ),
  },
  'GET /api/v2/user_profiles/:slug': {
    allowed: CORE_TIERS,
    request: (ctx) => get(ctx, `/api/v2/user_profiles/${colleagueOf(ctx.db, ctx.actor.user).slug}`),
    leaks: (_ctx, body) =>
      ['giving_balance', 'earning_balance', 'email', 'global_admin'].some((field) =>
        Object.hasOwn((body as { result: object }).result, field),
      ),
    foreign: (ctx) => ({
      request: get(
        ctx,
        `/api/v2/user_profiles/${colleagueOf(ctx.db, { ...ctx.actor.user, company_id: otherCompanyOf(ctx.actor.user) }).slug}`,
      ),
    }),
  },
  'GET /api/v2/hashtags/:hashtag': {
    allowed: CORE_TIERS,
    request: (ctx) => get(ctx, `/api/v2/hashtags/${hashtagOf(ctx.db, ctx.actor.user.company_id)}`),
  },
  'GET /api/v2/bonus_feeds': {
    allowed: EVERYONE,
    request: (ctx) => get(ctx, '/api/v2/bonus_feeds?per_page=100'),
    leaks: feedLeaks,
  },
  'GET /api/v2/bonuses/:bonusId': {
    allowed: EVERYONE,
    request: (ctx) => get(ctx, `/api/v2/bonuses/${publicBonusIn(ctx.db, ctx.actor.user.company_id).id}`),
    foreign: (ctx) => ({ request: get(ctx, `/api/v2/bonuses/${hiddenBonusFor(ctx.db, ctx.actor.user).id}`) }),
  },
  'GET /api/v2/bonuses/:bonusId/comments': {
    allowed: EVERYONE,
    request: (ctx) => get(ctx, `/api/v2/bonuses/${publicBonusIn(ctx.db, ctx.actor.user.company_id).id}/comments`),
    foreign: (ctx) => ({ request: get(ctx, `/api/v2/bonuses/${hiddenBonusFor(ctx.db, ctx.actor.user).id}/comments`) }),
  },
  'GET /api/v2/user_management/users/:userId': {
    allowed: EVERYONE,
    request: (ctx) => get(ctx, `/api/v2/user_management/users/${colleagueOf(ctx.db, ctx.actor.user).id}`),
    foreign: (ctx) => ({
      request: get(
        ctx,
        `/api/v2/user_management/users/${colleagueOf(ctx.db, { ...ctx.actor.user, company_id: otherCompanyOf(ctx.actor.user) }).id}`,
      ),
    }),
  },
  'GET /api/v1/users/:id': {
    allowed: EVERYONE,
    request: (ctx) => get(ctx, `/api/v1/users/${colleagueOf(ctx.db, ctx.actor.user).id}`),
    leaks: (_ctx, body) =>
      ['giving_balance', 'earning_balance', 'global_admin'].some((field) => Object.hasOwn(body as object, field)),
    foreign: (ctx) => ({
      request: get(
        ctx,
        `/api/v1/users/${colleagueOf(ctx.db, { ...ctx.actor.user, company_id: otherCompanyOf(ctx.actor.user) }).id}`,
      ),
    }),
  },
  'GET /api/v2/admin/reports/report_files/:fileId': {
    allowed: ADMINS_ALL,
    request: (ctx) =>
      get(ctx, `/api/v2/admin/reports/report_files/${reportFileOf(ctx.db, ctx.actor.user.company_id).id}`),
    foreign: (ctx) => ({
      request: get(
        ctx,
        `/api/v2/admin/reports/report_files/${reportFileOf(ctx.db, otherCompanyOf(ctx.actor.user)).id}`,
      ),
    }),
  },
  'GET /api/v2/super_admin/users': {
    allowed: ['super_admin'],
    request: (ctx) => get(ctx, '/api/v2/super_admin/users?q=a'),
  },
  ...rewardsMatrixCases(EVERYONE),
  ...announcementsMatrixCases(EVERYONE),
  ...qualityMatrixCases(GIVERS),
  ...transcriptionMatrixCases([...GIVERS, 'observer', 'receiver']),
  ...incentivesMatrixCases(EVERYONE),
  ...awardsMatrixCases(EVERYONE),
  ...nominationsMatrixCases(EVERYONE),
  ...celebrationsMatrixCases(),
  ...dashboardMatrixCases(),
  ...superAdminMatrixCases(),
  ...participationMatrixCases(),
  ...companyAdminMatrixCases(),
  ...peopleAdminMatrixCases(),
  ...subscriptionsMatrixCases(),
  ...recapsMatrixCases(EVERYONE),
  ...companySettingsMatrixCases(),
  ...activityReportsMatrixCases(),
  ...recognitionScoresMatrixCases(),
  ...equityMatrixCases(),
  ...teamHubMatrixCases(),
  ...bookmarksMatrixCases(EVERYONE),
  ...growthMatrixCases({
    // The main company (Achieve with one-on-ones and check-ins), its observer and receiver included.
    achievers: [...MAIN_COMPANY, 'observer', 'receiver', SPOOFING_ACTOR],
    checkInReaders: [...MAIN_COMPANY, 'observer', 'receiver', SPOOFING_ACTOR],
    // Everyone of it with a manager's cadence: all but the manager persona, who reports to nobody.
    checkInWriters: [...MAIN_COMPANY.filter((name) => name !== 'manager'), 'observer', 'receiver', SPOOFING_ACTOR],
    managers: ['manager'],
  }),
  // CanAccessAchieve with its flag: the main company (Achieve, one-on-ones), not a limited-release one.
  ...oneOnOnesMatrixCases([...MAIN_COMPANY, 'observer', 'receiver', SPOOFING_ACTOR]),
  ...pulseAndRecapMatrixCases([...MAIN_COMPANY, 'observer', 'receiver', SPOOFING_ACTOR]),
  ...analyticsMatrixCases(),
  ...profileSettingsMatrixCases(EVERYONE),
};

/** Plain-collection and `/db` rows: a concrete request for the actor's own user row, which must be refused. */
export function plainRefusalRequest(ctx: CaseContext, method: string, path: string): Test {
  const concrete = path
    .replace(':collection', 'users')
    .replace(':resource', 'users')
    .replace(':nested', 'bonuses')
    .replace(':id', String(ctx.actor.user.id));
  const verb = method === 'ALL' ? 'get' : (method.toLowerCase() as 'post' | 'put' | 'patch' | 'delete');
  const test = withHeaders(ctx.http[verb](concrete), ctx.headers);
  return verb === 'get' ? test : test.send({ giving_balance: 1_000_000, global_admin: true, company_id: 1 });
}

export { NOBODY, ADMINS };
