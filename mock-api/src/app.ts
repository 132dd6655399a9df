import express, { type ErrorRequestHandler, type Express, type RequestHandler, type Router } from 'express';
import cookieParser from 'cookie-parser';
import jsonServer from 'json-server';
import type { Database } from './db/types';
import { createStore, type Store } from './db/store';
import { loadSubject } from './authz/subject';
import { companyScopedReads, renderReadableRows } from './authz/company-scoped-reads';
import { profileRoutes } from './routes/profile-routes';
import { spoofingRoutes } from './routes/spoofing-routes';
import { reportFileRoutes } from './routes/report-file-routes';
import { DEFAULT_UPLOADS_DIR, REPORT_UPLOADS_PATH, reportCsvRoutes, reportUploads } from './routes/report-csv-routes';
import { NO_REALTIME, type Realtime } from './realtime/realtime';
import { invitationRoutes } from './routes/invitation-routes';
import { bonusRoutes } from './bonuses/bonus-routes';
import { bonusFeedRoutes } from './bonuses/bonus-feed-routes';
import { peoplePageRoutes } from './bonuses/people-page-routes';
import { recipientRoutes } from './bonuses/recipient-routes';
import { engagementRoutes } from './bonuses/engagement-routes';
import { giverSettingsRoutes } from './bonuses/giver-settings-routes';
import { flashPointsRoutes } from './bonuses/flash-points-routes';
import { qualityRoutes } from './quality/quality-routes';
import { catalogRoutes } from './rewards/catalog-routes';
import { redemptionRoutes } from './rewards/redemption-routes';
import { adminCatalogRoutes } from './rewards/admin-catalog-routes';
import { rewardPictureRoutes } from './rewards/reward-picture-routes';
import { mediaRoutes } from './media/media-routes';
import { BONUS_IMAGES_PATH, bonusImageFiles, bonusImageRoutes } from './uploads/bonus-image-routes';
import { gifFiles } from './gifs/gif-files';
import { gifRoutes } from './gifs/gif-routes';
import { videoRoutes } from './videos/video-routes';
import { VIDEO_FILES_PATH, videoFiles } from './videos/video-files';
import { searchKeyRoutes, searchProtocolRoutes } from './search';
import { ANNOUNCEMENT_IMAGES_PATH, companyImageFiles } from './uploads/company-images';
import { announcementRoutes } from './announcements/announcement-routes';
import { awardRoutes } from './awards/award-routes';
import { incentiveRoutes } from './incentives/incentive-routes';
import { incentiveSummaryCsv } from './incentives/incentive-summary-routes';
import { nominationPeriodRoutes } from './nominations/nomination-period-routes';
import { publicNominationRoutes } from './nominations/public-nomination-routes';
import { celebrationRoutes } from './celebrations/celebration-routes';
import { bearerOrSessionCookie } from './incentives/window-authentication';
import { incentiveFiles } from './incentives/incentive-files';
import { notificationRoutes } from './notifications/notification-routes';
import { createNotifier, type Notifier } from './notifications/notification-writer';
import { createJobScheduler } from './jobs/job-scheduler';
import { testClockRoutes } from './jobs/test-clock-routes';
import { corsForOrigins } from './security/cors';
import { sessionRoutes } from './routes/session-routes';
import { requireAccessToken } from './session/require-access-token';
import {
  DEFAULT_RATE_LIMITS,
  defaultAllowedOrigins,
  IDEMPOTENCY_KEY_TTL_HOURS,
  jwtSecret,
  type RateLimits,
} from './config';
import { csrfGuard, issueCsrfToken } from './security/csrf';
import { createRateLimiter, type RateLimiter } from './security/rate-limit';
import { createIdempotency } from './security/idempotency';
import { sendError } from './http/send-error';
import { API_BASE_PATHS } from '@laurel/shared/contract';
import { transcriptionRoutes } from './transcription/transcription-routes';
import { pocketsphinxRecogniser, type SpeechRecogniser } from './transcription/speech-recogniser';
import { ruleBasedRephraser, type Rephraser } from './transcription/rephraser';
import { dashboardRoutes } from './dashboard/dashboard-routes';
import { superAdminRoutes } from './super-admin/super-admin-routes';
import { participationRoutes } from './reports/participation/participation-routes';
import { userAccountsRoutes } from './users-admin/user-accounts-routes';
import { userImportRoutes } from './users-admin/user-import-routes';
import { reportedPostsRoutes } from './reported-posts/reported-posts-routes';
import { COMPANY_LOGOS_PATH, companySettingsRoutes } from './company-settings/company-settings-routes';
import { AVATARS_PATH, profileSettingsRoutes } from './profile-settings/profile-settings-routes';
import { programSettingsRoutes } from './company-settings/program-settings-routes';
import { billingRoutes } from './company-admin/billing-routes';
import { integrationRoutes } from './company-admin/integrations-routes';
import { withWebhooks } from './company-admin/webhook-notifier';
import { userSyncRoutes } from './user-sync/user-sync-routes';
import { equityRoutes } from './reports/equity/equity-routes';
import { gamingRoutes } from './reports/gaming/gaming-routes';
import { recognitionQualityRoutes } from './reports/recognition-scores/recognition-quality-routes';
import { pulseResultsRoutes } from './reports/pulse-results/pulse-results-routes';
import { activityReportRoutes } from './reports/activity/activity-report-routes';
import { subscriptionRoutes } from './subscriptions/subscription-routes';
import { recapRoutes } from './recaps/recap-routes';
import { teamHubRoutes } from './team/team-hub-routes';
import { analyticsRoutes } from './analytics/analytics-routes';
import { bookmarkRoutes } from './bonuses/bookmark-routes';
import { feedbackRoutes } from './feedback/feedback-routes';
import { checkInRoutes } from './check-ins/check-in-routes';
import { oneOnOneRoutes } from './one-on-ones/one-on-one-routes';
import { goalRoutes } from './one-on-ones/goal-routes';
import { growthAdminRoutes } from './one-on-ones/growth-admin-routes';
import { pulseCheckRoutes } from './pulse-checks/pulse-check-routes';
import { recapCycleRoutes } from './performance-recaps/recap-cycle-routes';
import { performanceRecapRoutes } from './performance-recaps/performance-recap-routes';

/** The API bases of the spec, from the contract; the most specific first. */
export const API_BASES = API_BASE_PATHS;

export interface MockApiOptions {
  /** A db object (kept in memory, for tests) or the path of a JSON file (persisted). */
  source: Database | string;
  allowedOrigins?: readonly string[];
  secret?: Uint8Array;
  /** Server push to browsers; the server passes its cable server, tests a spy. */
  realtime?: Realtime;
  /** Where generated files are written and served from under `/uploads`. */
  uploadsDir?: string;
  /** Abuse limits; tests tighten them. */
  rateLimits?: RateLimits;
  /** The clock: rate-limit windows, Idempotency-Key expiry, announcement schedules and the monthly reset. */
  now?: () => number;
  /** Dictation's recogniser; the server shares its own with the speech socket. */
  recogniser?: SpeechRecogniser;
  rephraser?: Rephraser;
  /** Mounts the test clock (jobs/test-clock-routes): for the e2e servers only, never `npm start`. */
  testClock?: boolean;
}

export function createMockApi({
  source,
  allowedOrigins = defaultAllowedOrigins(),
  secret = jwtSecret(),
  realtime = NO_REALTIME,
  uploadsDir = DEFAULT_UPLOADS_DIR,
  rateLimits = DEFAULT_RATE_LIMITS,
  now = Date.now,
  recogniser = pocketsphinxRecogniser(),
  rephraser = ruleBasedRephraser,
  testClock = false,
}: MockApiOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('json spaces', 0);

  const router = jsonServer.router(source);
  // Plain JSON only: json-server would otherwise answer `?callback=` with JSONP.
  router.render = (req, res) => {
    res.json(renderReadableRows(req.path, res.locals.data));
  };
  // A db file from before idempotency keys were kept gets an empty list, live in the state json-server holds.
  (router.db.getState() as Partial<Database>).idempotency_keys ??= [];
  (router.db.getState() as Partial<Database>).videos ??= [];
  // A db file of schema 10 written before celebrations were added this version.
  (router.db.getState() as Partial<Database>).celebrations ??= [];
  (router.db.getState() as Partial<Database>).celebration_posts ??= [];
  (router.db.getState() as Partial<Database>).report_email_subscriptions ??= [];
  (router.db.getState() as Partial<Database>).outbox_emails ??= [];
  (router.db.getState() as Partial<Database>).audit_events ??= [];
  (router.db.getState() as Partial<Database>).reported_posts ??= [];
  (router.db.getState() as Partial<Database>).user_imports ??= [];
  (router.db.getState() as Partial<Database>).billing_accounts ??= [];
  (router.db.getState() as Partial<Database>).invoices ??= [];
  (router.db.getState() as Partial<Database>).chat_connections ??= [];
  (router.db.getState() as Partial<Database>).webhooks ??= [];
  (router.db.getState() as Partial<Database>).webhook_deliveries ??= [];
  (router.db.getState() as Partial<Database>).user_syncs ??= [];
  (router.db.getState() as Partial<Database>).bookmarks ??= [];
  (router.db.getState() as Partial<Database>).feedback_requests ??= [];
  (router.db.getState() as Partial<Database>).feedback_responses ??= [];
  (router.db.getState() as Partial<Database>).check_ins ??= [];
  (router.db.getState() as Partial<Database>).one_on_ones ??= [];
  (router.db.getState() as Partial<Database>).goals ??= [];
  (router.db.getState() as Partial<Database>).company_initiatives ??= [];
  (router.db.getState() as Partial<Database>).recap_cycles ??= [];
  (router.db.getState() as Partial<Database>).performance_recaps ??= [];
  const store = createStore(router.db, { file: typeof source === 'string' ? source : undefined });
  const limiter = createRateLimiter({ limits: rateLimits, now });
  const csrf = csrfGuard(allowedOrigins);
  const idempotent = createIdempotency(store, { now, ttlHours: IDEMPOTENCY_KEY_TTL_HOURS });
  // The cable server, built before the app, asks through this whether a token's user is still active.
  app.locals.isActiveUser = (userId: number) => store.rowsById('users').get(userId)?.status === 'active';
  // The speech socket, built beside the app, asks the same of a dictation token's user and company.
  app.locals.isActiveMember = ({ user_id, company_id }: { user_id: number; company_id: number }) => {
    const user = store.rowsById('users').get(user_id);
    return user?.status === 'active' && user.company_id === company_id;
  };
  // The server writes pending changes to the db file before it exits.
  app.locals.flushDatabase = () => store.flush();
  const notifier = withWebhooks(createNotifier(store, realtime, now), store, { now });
  // The daily jobs; the server starts their timer, tests run them by hand.
  const jobs = createJobScheduler({ store, notifier, now });
  app.locals.jobs = jobs;
  const domainRoutes = domainRoutesByBase({
    store,
    secret,
    realtime,
    uploadsDir,
    csrf,
    limiter,
    idempotent,
    notifier,
    now,
    recogniser,
    rephraser,
    jobClockOf: jobs.clockOf,
  });

  app.use(corsForOrigins(allowedOrigins));
  app.use(cookieParser());
  app.use(issueCsrfToken);
  app.use(express.urlencoded({ extended: false, limit: '16kb' }));
  app.use(express.json({ limit: '1mb' }));

  app.get(['/health', '/api/v1/health'], (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.use(sessionRoutes({ users: () => store.all('users'), secret, csrf, limiter }));
  app.use(mediaRoutes());
  app.use(gifFiles());
  app.use(rewardPictureRoutes());
  app.use(REPORT_UPLOADS_PATH, reportUploads(uploadsDir, store, secret));
  app.use(BONUS_IMAGES_PATH, bonusImageFiles(uploadsDir, store, secret));
  app.use(VIDEO_FILES_PATH, videoFiles(uploadsDir, store, secret));
  app.use(ANNOUNCEMENT_IMAGES_PATH, companyImageFiles(uploadsDir, 'announcement_images', store, secret));
  app.use(COMPANY_LOGOS_PATH, companyImageFiles(uploadsDir, 'company_logos', store, secret));
  app.use(AVATARS_PATH, companyImageFiles(uploadsDir, 'avatars', store, secret));
  app.use(incentiveFiles(uploadsDir, store, secret));
  // Opened in a new window (programs §7): signed in by the session cookie, ahead of the bearer-only bases.
  app.use(incentiveSummaryCsv(store, now, bearerOrSessionCookie(store, secret)));
  // The public nomination page (programs §2) is read without signing in, ahead of the bearer-only bases.
  app.use(publicNominationRoutes(store, now));

  for (const base of API_BASES) {
    app.all(`${base}/db`, (_req, res) => {
      sendError(res, 'not_found');
    });
    app.use(
      base,
      requireAccessToken(secret),
      loadSubject(store),
      domainRoutes[base] ?? [],
      companyScopedReads(store),
      router,
    );
  }

  app.use(searchProtocolRoutes(store, secret));
  if (testClock) app.use(testClockRoutes(jobs));

  app.use((_req, res) => {
    sendError(res, 'not_found');
  });
  app.use(catalogueErrors);
  return app;
}

/** A body that cannot be read is a bad request; any other fault a server error, logged. Both in the catalogue's shape. */
const catalogueErrors: ErrorRequestHandler = (error: { status?: unknown }, _req, res, next) => {
  if (res.headersSent) return next(error);
  const unreadableBody = typeof error.status === 'number' && error.status >= 400 && error.status < 500;
  if (!unreadableBody) console.error('mock-api: a request failed', error);
  sendError(res, unreadableBody ? 'bad_request' : 'server_error');
};

interface DomainRouteOptions {
  store: Store;
  secret: Uint8Array;
  realtime: Realtime;
  uploadsDir: string;
  csrf: ReturnType<typeof csrfGuard>;
  limiter: RateLimiter;
  idempotent: RequestHandler;
  notifier: Notifier;
  now: () => number;
  recogniser: SpeechRecogniser;
  rephraser: Rephraser;
  jobClockOf: (companyId: number) => number;
}

/** The domain routers that hold the rules, per API base; json-server serves only plain reads after them. */
function domainRoutesByBase({
  store,
  secret,
  realtime,
  uploadsDir,
  csrf,
  limiter,
  idempotent,
  notifier,
  now,
  recogniser,
  rephraser,
  jobClockOf,
}: DomainRouteOptions): Partial<Record<(typeof API_BASES)[number], Router[]>> {
  return {
    '/api/v2': [
      profileRoutes(secret, store, now),
      spoofingRoutes(store, secret, csrf),
      reportFileRoutes(store),
      reportCsvRoutes(store, realtime, uploadsDir, now),
      searchKeyRoutes(secret),
      invitationRoutes(store),
      awardRoutes(store, { uploadsDir, idempotent, limiter, notifier, now }),
      bonusRoutes(store, { idempotent, limiter, notifier, now }),
      bonusImageRoutes(uploadsDir),
      gifRoutes(),
      videoRoutes(store, { uploadsDir, now }),
      bonusFeedRoutes(store),
      peoplePageRoutes(store),
      recipientRoutes(store),
      qualityRoutes(store),
      engagementRoutes(store, limiter, notifier),
      bookmarkRoutes(store, now),
      giverSettingsRoutes(store, now),
      flashPointsRoutes(store, now),
      redemptionRoutes(store, { idempotent, limiter }),
      adminCatalogRoutes(store),
      transcriptionRoutes({ secret, recogniser, rephraser, now }),
      announcementRoutes(store, { uploadsDir, notifier, now }),
      notificationRoutes(store, { notifier, now }),
      incentiveRoutes(store, { uploadsDir, notifier, now, idempotent }),
      nominationPeriodRoutes(store, { notifier, now }),
      celebrationRoutes(store, { uploadsDir, notifier, now }),
      dashboardRoutes(store, now),
      superAdminRoutes(store, now),
      participationRoutes(store, now),
      userAccountsRoutes(store, now),
      userImportRoutes(store, { now }),
      reportedPostsRoutes(store, now),
      companySettingsRoutes(store, uploadsDir, now),
      profileSettingsRoutes(store, uploadsDir),
      programSettingsRoutes(store, now),
      billingRoutes(store),
      integrationRoutes(store, { now }),
      userSyncRoutes(store, { now }),
      equityRoutes(store, now),
      gamingRoutes(store, now),
      recognitionQualityRoutes(store, now),
      pulseResultsRoutes(store, now),
      activityReportRoutes(store, now),
      subscriptionRoutes(store, { now, jobClockOf }),
      recapRoutes(store, now),
      teamHubRoutes(store, now),
      analyticsRoutes(store, now),
      feedbackRoutes(store, { notifier, now }),
      checkInRoutes(store, now, notifier),
      oneOnOneRoutes(store, { notifier, now }),
      goalRoutes(store, now),
      growthAdminRoutes(store, now),
      pulseCheckRoutes(store, now),
      recapCycleRoutes(store, now),
      performanceRecapRoutes(store, now),
    ],
    // Spec §7: autocomplete is also asked on v1, as the fallback of a give_recognition link.
    '/api/v1': [recipientRoutes(store)],
    '/api/v1/rewards_catalog_service/api/v1': [catalogRoutes(store)],
  };
}
