import { calendarDayOf } from '@laurel/shared/contract';
import type { AnnouncementRow, Database, NotificationRow, User } from '../db/types';
import type { CaseContext, MatrixCase } from './matrix-cases';
import { ANNOUNCEMENTS, CURRENT_ANNOUNCEMENTS, NOTIFICATIONS, personToken } from './announcements';

/** can-access-announcements and can-administer-announcements (recognition §6): a global or announcements admin in a tier with announcements. */
const ANNOUNCEMENT_ADMINS = ['global_admin', 'announcements_admin', 'trial_admin'];
const DAY_MS = 24 * 60 * 60 * 1000;
const APP_NOTIFICATIONS = '/api/v2/app_notifications';

const otherCompanyOf = (user: User) => (user.company_id === 1 ? 2 : 1);
const colleagueOf = (db: Database, user: User) =>
  db.users.find((other) => other.company_id === user.company_id && other.id !== user.id && !other.persona)!;
const today = () => calendarDayOf(Date.now());

const formFor = (user: User) => ({
  title: 'Matrix',
  description: '<p>Hello</p>',
  start_date: today(),
  end_date: calendarDayOf(Date.now() + 7 * DAY_MS),
  reason_tokens: [personToken(user)],
});

/** A posted announcement of `companyId` addressed to `recipient`, added to the db for the case. */
function announcementIn(db: Database, companyId: number, recipient: User, id: number): AnnouncementRow {
  const row: AnnouncementRow = {
    id,
    company_id: companyId,
    ...formFor(recipient),
    claimable_award_id: null,
    image: null,
    email_notification: false,
    send_slack_message: false,
    send_ms_teams_message: false,
    created_by_id: recipient.id,
    created_at: new Date().toISOString(),
    notified_at: new Date().toISOString(),
  };
  db.announcements.push(row);
  return row;
}

function notificationOf(db: Database, user: User, id: number): NotificationRow {
  const row: NotificationRow = {
    id,
    company_id: user.company_id,
    user_id: user.id,
    type: 'new_month',
    message: 'Your points are here',
    action: null,
    actor_id: null,
    event_key: `matrix:${id}`,
    created_at: new Date().toISOString(),
    acted_at: null,
    seen_at: null,
  };
  db.notifications.push(row);
  return row;
}

const withHeaders = <T extends { set: (headers: Record<string, string>) => T }>(test: T, { headers }: CaseContext) =>
  test.set(headers);

/** The announcement and notification rows of the matrix, keyed `METHOD path`. */
export function announcementsMatrixCases(everyone: readonly string[]): Record<string, MatrixCase> {
  const access = everyone.filter((name) => name !== 'free_user' && name !== 'tier_alpha_user');
  const foreignAnnouncement = (ctx: CaseContext) =>
    announcementIn(
      ctx.db,
      otherCompanyOf(ctx.actor.user),
      colleagueOf(ctx.db, ctx.actor.user),
      70_000 + ctx.actor.user.id,
    );
  const ownAnnouncement = (ctx: CaseContext) =>
    announcementIn(ctx.db, ctx.actor.user.company_id, ctx.actor.user, 60_000 + ctx.actor.user.id);
  const markCase = (mark: string): MatrixCase => ({
    allowed: everyone,
    request: (ctx) =>
      withHeaders(
        ctx.http.post(
          `${APP_NOTIFICATIONS}/${notificationOf(ctx.db, ctx.actor.user, 90_000 + ctx.actor.user.id).id}/${mark}`,
        ),
        ctx,
      ),
    foreign: (ctx) => ({
      request: withHeaders(
        ctx.http.post(
          `${APP_NOTIFICATIONS}/${notificationOf(ctx.db, colleagueOf(ctx.db, ctx.actor.user), 95_000 + ctx.actor.user.id).id}/${mark}`,
        ),
        ctx,
      ),
    }),
  });
  return {
    'POST /api/v2/announcements/announcements': {
      allowed: ANNOUNCEMENT_ADMINS,
      request: (ctx) => withHeaders(ctx.http.post(ANNOUNCEMENTS), ctx).send(formFor(ctx.actor.user)),
    },
    'PATCH /api/v2/announcements/announcements/:id': {
      allowed: ANNOUNCEMENT_ADMINS,
      request: (ctx) =>
        withHeaders(ctx.http.patch(`${ANNOUNCEMENTS}/${ownAnnouncement(ctx).id}`), ctx).send(formFor(ctx.actor.user)),
      foreign: (ctx) => ({
        request: withHeaders(ctx.http.patch(`${ANNOUNCEMENTS}/${foreignAnnouncement(ctx).id}`), ctx).send(
          formFor(ctx.actor.user),
        ),
      }),
    },
    'DELETE /api/v2/announcements/announcements/:id': {
      allowed: ANNOUNCEMENT_ADMINS,
      request: (ctx) => withHeaders(ctx.http.delete(`${ANNOUNCEMENTS}/${ownAnnouncement(ctx).id}`), ctx),
      foreign: (ctx) => ({
        request: withHeaders(ctx.http.delete(`${ANNOUNCEMENTS}/${foreignAnnouncement(ctx).id}`), ctx),
      }),
    },
    'GET /api/v2/announcements/announcements': {
      allowed: ANNOUNCEMENT_ADMINS,
      request: (ctx) => {
        foreignAnnouncement(ctx);
        return withHeaders(ctx.http.get(ANNOUNCEMENTS), ctx);
      },
      leaks: ({ db, actor }, body) => {
        const { posted, scheduled } = (body as { result: { posted: { id: number }[]; scheduled: { id: number }[] } })
          .result;
        const theirs = new Set(
          db.announcements.filter((row) => row.company_id === actor.user.company_id).map((row) => row.id),
        );
        return [...posted, ...scheduled].some((entry) => !theirs.has(entry.id));
      },
    },
    'GET /api/v2/announcements/current_announcements': {
      allowed: access,
      request: (ctx) => {
        foreignAnnouncement(ctx);
        announcementIn(
          ctx.db,
          ctx.actor.user.company_id,
          colleagueOf(ctx.db, ctx.actor.user),
          75_000 + ctx.actor.user.id,
        );
        return withHeaders(ctx.http.get(CURRENT_ANNOUNCEMENTS), ctx);
      },
      leaks: ({ actor }, body) =>
        (body as { result: { reason_tokens: { user_ids?: number[] }[] }[] }).result.some(
          (entry) => !entry.reason_tokens.some((token) => token.user_ids?.includes(actor.user.id)),
        ),
    },
    'GET /api/v2/app_notifications/notifications': {
      allowed: everyone,
      request: (ctx) => {
        notificationOf(ctx.db, colleagueOf(ctx.db, ctx.actor.user), 95_000 + ctx.actor.user.id);
        return withHeaders(ctx.http.get(NOTIFICATIONS), ctx);
      },
      leaks: ({ db, actor }, body) => {
        const mine = new Set(db.notifications.filter((row) => row.user_id === actor.user.id).map((row) => row.id));
        return (body as { result: { id: number }[] }).result.some((entry) => !mine.has(entry.id));
      },
    },
    'POST /api/v2/app_notifications/:id/mark_as_read': markCase('mark_as_read'),
    'POST /api/v2/app_notifications/:id/mark_as_seen': markCase('mark_as_seen'),
    'POST /api/v2/app_notifications/mark_all_as_read': {
      allowed: everyone,
      request: (ctx) => {
        notificationOf(ctx.db, ctx.actor.user, 90_000 + ctx.actor.user.id);
        return withHeaders(ctx.http.post(`${APP_NOTIFICATIONS}/mark_all_as_read`), ctx);
      },
    },
  };
}
