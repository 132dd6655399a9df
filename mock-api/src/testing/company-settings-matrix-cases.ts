import type { Test } from 'supertest';
import type { CompanySettingsUpdate } from '@laurel/shared/contract';
import type { Database } from '../db/types';
import type { CaseContext, MatrixCase } from './matrix-cases';
import { JPEG } from '../uploads/upload-fixtures';

/** Company and program settings are the global admin's (platform §6), in any tier. */
const GLOBAL_ADMINS = ['global_admin', 'trial_admin'];
/** Peer-to-peer needs can-manage-peer-to-peer too: not the Appreciate tier of the trial admin. */
const PEER_TO_PEER_ADMINS = ['global_admin'];

const withHeaders = (test: Test, { headers }: CaseContext) => test.set(headers);

/** The actor's company's settings as stored, so an allowed PATCH changes nothing but proves it may. */
function storedSettings(db: Database, companyId: number): CompanySettingsUpdate {
  const company = db.companies.find((row) => row.id === companyId)!;
  const { settings } = company;
  return {
    name: company.name,
    locale: company.locale as CompanySettingsUpdate['locale'],
    timeZone: 'UTC',
    values: db.values
      .filter((value) => value.company_id === companyId)
      .map(({ hashtag, description }) => ({ hashtag, description })),
    hashtaggingMode: settings.hashtagging_mode,
    zeroPointBonuses: settings.zero_point_bonuses,
    bonusPrivacy: settings.bonus_privacy,
    defaultPrivacy: 'publicly_visible',
    disableGifs: settings.disable_gifs,
    disableImageUploads: settings.disable_image_uploads,
    disableVideoUploads: company.disable_video_uploads,
    disableVideoRecordings: company.disable_video_recordings,
    budgetSingular: settings.budget_names.singular,
    budgetPlural: settings.budget_names.plural,
    budgetFormat: company.budget.format,
  };
}

const companyName = (db: Database, companyId: number) => db.companies.find((row) => row.id === companyId)!.name;

/** The company settings, program settings and peer-to-peer rows of the matrix. */
export function companySettingsMatrixCases(): Record<string, MatrixCase> {
  return {
    'GET /api/v2/admin/company': {
      allowed: GLOBAL_ADMINS,
      request: (ctx) => withHeaders(ctx.http.get('/api/v2/admin/company'), ctx),
      // Only the actor's own company is ever answered.
      leaks: ({ db, actor }, body) =>
        (body as { result: { name: string } }).result.name !== companyName(db, actor.user.company_id),
    },
    'PATCH /api/v2/admin/company': {
      allowed: GLOBAL_ADMINS,
      request: (ctx) =>
        withHeaders(ctx.http.patch('/api/v2/admin/company'), ctx).send(
          storedSettings(ctx.db, ctx.actor.user.company_id),
        ),
    },
    'POST /api/v2/admin/company/logo': {
      allowed: GLOBAL_ADMINS,
      request: (ctx) =>
        withHeaders(ctx.http.post('/api/v2/admin/company/logo'), ctx).attach('logo', JPEG, {
          filename: 'logo.jpg',
          contentType: 'image/jpeg',
        }),
    },
    'GET /api/v2/admin/programs/settings': {
      allowed: GLOBAL_ADMINS,
      request: (ctx) => withHeaders(ctx.http.get('/api/v2/admin/programs/settings'), ctx),
    },
    'PATCH /api/v2/admin/programs/settings': {
      allowed: GLOBAL_ADMINS,
      request: (ctx) =>
        withHeaders(ctx.http.patch('/api/v2/admin/programs/settings'), ctx).send({
          allowanceAmount: 100,
          resetPeriod: 'monthly',
          managerExtraAllowance: false,
          managerExtraAmount: 0,
        }),
    },
    'GET /api/v2/admin/programs/peer_to_peer': {
      allowed: PEER_TO_PEER_ADMINS,
      request: (ctx) => withHeaders(ctx.http.get('/api/v2/admin/programs/peer_to_peer'), ctx),
    },
    'PATCH /api/v2/admin/programs/peer_to_peer': {
      allowed: PEER_TO_PEER_ADMINS,
      request: (ctx) =>
        withHeaders(ctx.http.patch('/api/v2/admin/programs/peer_to_peer'), ctx).send({
          maxPointsPerRecognition: null,
          minRecipients: 1,
          maxRecipients: null,
        }),
    },
  };
}
