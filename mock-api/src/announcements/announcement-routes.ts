import { Router, type Response } from 'express';
import {
  ANNOUNCEMENT_DESCRIPTION_MAX_LENGTH,
  ANNOUNCEMENT_IMAGE_MAX_MEGABYTES,
  ANNOUNCEMENT_TITLE_MAX_LENGTH,
  calendarDayOf,
  validateAnnouncementForm,
  type AnnouncementFormError,
  type ApiErrorId,
} from '@laurel/shared/contract';
import type { Store } from '../db/store';
import type { AnnouncementRow, Company } from '../db/types';
import { subjectOf } from '../authz/subject';
import { guardedBy } from '../authz/route-guard';
import { sendError } from '../http/send-error';
import type { Notifier } from '../notifications/notification-writer';
import { removeCompanyImage, storeCompanyImage } from '../uploads/company-images';
import { readAnnouncementInput, type AnnouncementInput } from './announcement-input';
import { announcementRecipients } from '../recipients/announcement-recipients';
import { announcementIncentiveRefusal } from './announcement-incentive';
import { sanitizeRichText, textOfRichText } from '../rich-text/sanitize-rich-text';
import { postDueAnnouncements } from './post-due-announcements';
import { announcementReadRoutes } from './announcement-read-routes';
import { announcementView } from './announcement-view';
import { auditSnapshot, recordRequestChange } from '../audit/record-audit-event';

export interface AnnouncementRouteOptions {
  uploadsDir: string;
  notifier: Notifier;
  /** The clock that schedules, posts and retires announcements. */
  now: () => number;
}

const BASE = '/api/v2/announcements/announcements';
const PARAMS = {
  maxMegabytes: ANNOUNCEMENT_IMAGE_MAX_MEGABYTES,
  max: ANNOUNCEMENT_TITLE_MAX_LENGTH,
} as const;

function refuse(res: Response, id: ApiErrorId, errors?: readonly AnnouncementFormError[]) {
  const max = id === 'description_too_long' ? ANNOUNCEMENT_DESCRIPTION_MAX_LENGTH : PARAMS.max;
  sendError(res, id, { errors, params: { ...PARAMS, max } });
}

/** The form checked against recognition §5, or the reasons it is refused; the description sanitised first. */
function checkedForm(
  store: Store,
  companyId: number,
  { fields }: AnnouncementInput,
  context: { today: string; existingStartDate?: string },
) {
  const description = sanitizeRichText(fields.description);
  const recipients = announcementRecipients(store, companyId, fields.reason_tokens);
  const errors = validateAnnouncementForm(
    {
      recipientCount: recipients.length,
      title: fields.title,
      descriptionText: textOfRichText(description),
      startDate: fields.start_date,
      endDate: fields.end_date,
    },
    context,
  );
  const incentiveRefusal =
    errors.length > 0 ? null : announcementIncentiveRefusal(store, companyId, fields.claimable_award_id, recipients);
  return { errors, incentiveRefusal, description: description.trim(), title: fields.title.trim() };
}

/**
 * Recognition §5: e-mail and chat notices are sent when a scheduled announcement starts, so only one
 * starting after today may ask for them, and chat only through an integration the company has.
 */
function asksForUnavailableNotices({ fields }: AnnouncementInput, company: Company, today: string): boolean {
  const { has_slack_integration, has_ms_teams_integration } = company.settings.chat_integrations;
  const asks = fields.email_notification || fields.send_slack_message || fields.send_ms_teams_message;
  return (
    (asks && fields.start_date <= today) ||
    (fields.send_slack_message && !has_slack_integration) ||
    (fields.send_ms_teams_message && !has_ms_teams_integration)
  );
}

const companyAnnouncement = (store: Store, companyId: number, id: string | undefined) =>
  store.all('announcements').find((row) => String(row.id) === id && row.company_id === companyId);

/**
 * Announcements (recognition §7): create, update and delete by those who administer them, and the reads
 * in `announcementReadRoutes`. A start of today posts at once; the clock posts a scheduled one later.
 */
export function announcementRoutes(store: Store, { uploadsDir, notifier, now }: AnnouncementRouteOptions): Router {
  const router = Router();
  const folder = 'announcement_images';
  const viewOf = (row: AnnouncementRow) => announcementView(row, calendarDayOf(now()), store.rowsById('users'));
  const audit = (res: Response, action: string, id: number, before: unknown, after: unknown) =>
    recordRequestChange(
      store,
      res,
      { action: `announcement.${action}`, subject_type: 'announcement', subject_id: id, before, after },
      now,
    );

  router.post('/announcements/announcements', guardedBy('POST', BASE), (req, res, next) => {
    const { user, company } = subjectOf(res);
    readAnnouncementInput(req)
      .then(async (input) => {
        if ('refused' in input) return refuse(res, input.refused);
        const form = checkedForm(store, company.id, input, { today: calendarDayOf(now()) });
        if (form.errors.length > 0) return refuse(res, form.errors[0]!, form.errors);
        if (form.incentiveRefusal) return refuse(res, form.incentiveRefusal);
        if (asksForUnavailableNotices(input, company, calendarDayOf(now())))
          return refuse(res, 'notifications_unavailable');
        const image = input.image && {
          stored_name: await storeCompanyImage(
            uploadsDir,
            folder,
            company.id,
            input.image.content,
            input.image.extension,
          ),
          filename: input.image.filename,
        };
        const { fields } = input;
        const row: AnnouncementRow = {
          id: store.nextId('announcements'),
          company_id: company.id,
          title: form.title,
          description: form.description,
          start_date: fields.start_date,
          end_date: fields.end_date,
          claimable_award_id: fields.claimable_award_id,
          image,
          email_notification: fields.email_notification,
          send_slack_message: fields.send_slack_message,
          send_ms_teams_message: fields.send_ms_teams_message,
          reason_tokens: fields.reason_tokens,
          created_by_id: user.id,
          created_at: new Date(now()).toISOString(),
          notified_at: null,
        };
        store.all('announcements').push(row);
        store.persist();
        audit(res, 'create', row.id, null, row);
        postDueAnnouncements(store, notifier, now());
        res.status(201).json({ result: viewOf(row) });
      })
      .catch(next);
  });

  router.patch('/announcements/announcements/:id', guardedBy('PATCH', `${BASE}/:id`), (req, res, next) => {
    const { company } = subjectOf(res);
    const row = companyAnnouncement(store, company.id, req.params.id);
    if (!row) return sendError(res, 'not_found');
    readAnnouncementInput(req)
      .then(async (input) => {
        if ('refused' in input) return refuse(res, input.refused);
        const context = { today: calendarDayOf(now()), existingStartDate: row.start_date };
        const form = checkedForm(store, company.id, input, context);
        if (form.errors.length > 0) return refuse(res, form.errors[0]!, form.errors);
        if (form.incentiveRefusal) return refuse(res, form.incentiveRefusal);
        if (asksForUnavailableNotices(input, company, context.today)) return refuse(res, 'notifications_unavailable');
        const { fields } = input;
        const before = auditSnapshot(row);
        const replaced = input.image || fields.remove_image ? row.image : null;
        if (input.image) {
          const storedName = await storeCompanyImage(
            uploadsDir,
            folder,
            company.id,
            input.image.content,
            input.image.extension,
          );
          row.image = { stored_name: storedName, filename: input.image.filename };
        } else if (fields.remove_image) row.image = null;
        Object.assign(row, {
          title: form.title,
          description: form.description,
          start_date: fields.start_date,
          end_date: fields.end_date,
          claimable_award_id: fields.claimable_award_id,
          email_notification: fields.email_notification,
          send_slack_message: fields.send_slack_message,
          send_ms_teams_message: fields.send_ms_teams_message,
          reason_tokens: fields.reason_tokens,
        } satisfies Partial<AnnouncementRow>);
        store.persist();
        audit(res, 'update', row.id, before, row);
        if (replaced) await removeCompanyImage(uploadsDir, folder, company.id, replaced.stored_name);
        postDueAnnouncements(store, notifier, now());
        res.json({ result: viewOf(row) });
      })
      .catch(next);
  });

  router.delete('/announcements/announcements/:id', guardedBy('DELETE', `${BASE}/:id`), (req, res, next) => {
    const { company } = subjectOf(res);
    const row = companyAnnouncement(store, company.id, req.params.id);
    if (!row) return sendError(res, 'not_found');
    const announcements = store.all('announcements');
    announcements.splice(announcements.indexOf(row), 1);
    // Its notifications would open an announcement that is gone.
    const notifications = store.all('notifications');
    const kept = notifications.filter((notification) => notification.event_key !== `announcement:${row.id}`);
    notifications.splice(0, notifications.length, ...kept);
    store.persist();
    audit(res, 'delete', row.id, row, null);
    const image = row.image;
    (image ? removeCompanyImage(uploadsDir, folder, company.id, image.stored_name) : Promise.resolve())
      .then(() => res.status(204).end())
      .catch(next);
  });

  router.use(announcementReadRoutes(store, { notifier, now }));
  return router;
}
