import type { BonusCreatedDetail, InitGiveRecognitionDetail } from '../recognition/bonus-contract';
import type { AppNotification } from '../notifications/notification-contract';
import type { AnnouncementDefaults } from '../announcements/announcement-contract';
import { serverEventName, type ReportFile } from './server-events';

/**
 * Every event one app sends another through the page (spec §3 "Events"), with its detail.
 * Server pushes are re-broadcast as `server:<event>` (realtime §3).
 */
export interface LaurelEvents {
  'init-give-recognition': InitGiveRecognitionDetail | undefined;
  'bonus-created': BonusCreatedDetail;
  'bonus-deleted': { bonusId: number };
  'server:CsvGenerationComplete': ReportFile;
  'server:NotificationCreated': AppNotification;
  /** Opens the make-announcement modal (prefilled with `defaults` when given), or straight away its manage list. */
  'init-make-announcement': { manage?: boolean; defaults?: AnnouncementDefaults } | undefined;
  /** Opens the view-announcement modal on one announcement (the bell, `?announcement=`, the carousel). */
  'open-announcement': { announcementId: number } | undefined;
  /** The shell's bell opens and closes its popover (remote-announcements draws it). */
  'open-notifications': undefined;
  'close-notifications': undefined;
  /** A modal widget has closed, or given way to another: its opener can say so (the bell's aria-expanded). */
  'modal-widget-closed': { id: string };
  /** Opens the shell's global search (the mobile action bar's search button). */
  'open-global-search': undefined;
  /** Opens the claim-incentive modal (programs §2: from an incentives page or an announcement card). */
  'open-claim-incentive': { incentiveId: number; fromAnnouncement?: boolean } | undefined;
  /** Opens the nominate modal on a period (`?beginNomination=`, a Nominate button), or without one its chooser. */
  'open-nomination': { nominationPeriodId: number } | undefined;
}

export type LaurelEventName = keyof LaurelEvents;

/** Events that may be sent without a detail: the ones that can open a modal widget. */
export type OpeningEventName = {
  [K in LaurelEventName]: undefined extends LaurelEvents[K] ? K : never;
}[LaurelEventName];

type DetailArgument<K extends LaurelEventName> = undefined extends LaurelEvents[K]
  ? [detail?: LaurelEvents[K]]
  : [detail: LaurelEvents[K]];

/** Sends an event to every app on the page. */
export function emit<K extends LaurelEventName>(name: K, ...[detail]: DetailArgument<K>): void {
  window.dispatchEvent(new CustomEvent(name, { detail }));
}

/**
 * Calls `listener` with each event's detail; returns the unsubscribe. A detail crosses app boundaries
 * (another build may have sent it), so `accept` can drop one that is not of the expected shape.
 */
export function on<K extends LaurelEventName>(
  name: K,
  listener: (detail: LaurelEvents[K]) => void,
  accept: (detail: unknown) => boolean = () => true,
): () => void {
  const handle = (event: Event) => {
    // A CustomEvent sent without a detail carries null.
    const detail = (event as CustomEvent<unknown>).detail ?? undefined;
    if (accept(detail)) listener(detail as LaurelEvents[K]);
  };
  window.addEventListener(name, handle);
  return () => window.removeEventListener(name, handle);
}

/** A server push re-broadcast on the page; its data is whatever the server sent. */
export function emitServerEvent(event: string, data: unknown): void {
  window.dispatchEvent(new CustomEvent(serverEventName(event), { detail: data }));
}
