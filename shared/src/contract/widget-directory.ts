import type { LaurelEventName, OpeningEventName } from './laurel-events';
import type { RemoteId } from './remote-contract';
import type { RoutePolicy } from './route-policy';
import type { PermissionSubject } from '../permissions/permission-subject';

/** The announcement carousel's height with the gap under it: the home page keeps it from its first paint. */
export const ANNOUNCEMENT_CAROUSEL_ROOM_PX = 232;

/** Recognition §2: `?beginNomination=<id>` opens the nominate widget on that period, on any page. */
export const BEGIN_NOMINATION_QUERY_PARAM = 'beginNomination';

/** Where a widget shows: the top bar, above the home feed, or as a modal over any page. */
export type WidgetSlotName = 'top-bar' | 'home-top' | 'modal';

export interface WidgetDeclaration {
  remote: RemoteId;
  slot: WidgetSlotName;
  /** For a modal: the event that opens it; the event's detail is handed to the widget. */
  openOn?: OpeningEventName;
  policy?: RoutePolicy;
  /** A slot widget with nothing to show loads nothing: the profile says whether it has something. */
  shownWhen?: (subject: PermissionSubject) => boolean;
  /** The room a slot widget always takes, kept before it loads so nothing moves when it arrives. */
  roomPx?: number;
}

/**
 * Every widget one app offers the others. The shell reads it to know which remote to load for a slot
 * or an event without loading the others; each remote declares its widgets' components from it.
 */
export const WIDGETS = {
  'give-recognition': {
    remote: 'recognition',
    slot: 'modal',
    openOn: 'init-give-recognition',
    policy: { permissions: ['can-give-recognition'] },
  },
  // The bell itself is the shell's (a few hundred bytes on every page); its popover loads when opened.
  'notification-popover': { remote: 'announcements', slot: 'modal', openOn: 'open-notifications' },
  'announcement-carousel': {
    remote: 'announcements',
    slot: 'home-top',
    policy: { permissions: ['can-access-announcements'] },
    shownWhen: (subject) => (subject.user.current_announcements_count ?? 0) > 0,
    roomPx: ANNOUNCEMENT_CAROUSEL_ROOM_PX,
  },
  'awards-banner': {
    remote: 'recognition',
    slot: 'home-top',
    policy: { permissions: ['can-access-awards'] },
    // Who may give an award is the server's to say (recognition §6): the profile counts the awards one may give.
    shownWhen: (subject) => (subject.user.givable_awards_count ?? 0) > 0,
  },
  'make-announcement': {
    remote: 'announcements',
    slot: 'modal',
    openOn: 'init-make-announcement',
    policy: { permissions: ['can-access-announcements', 'can-administer-announcements'] },
  },
  'view-announcement': {
    remote: 'announcements',
    slot: 'modal',
    openOn: 'open-announcement',
    policy: { permissions: ['can-access-announcements'] },
  },
  'claim-incentive': {
    remote: 'programs',
    slot: 'modal',
    openOn: 'open-claim-incentive',
    policy: { permissions: ['can-access-incentives'] },
  },
  nominate: {
    remote: 'programs',
    slot: 'modal',
    openOn: 'open-nomination',
    policy: { permissions: ['can-access-nominations'] },
  },
} as const satisfies Record<string, WidgetDeclaration>;

export type WidgetId = keyof typeof WIDGETS;

export const WIDGET_IDS = Object.keys(WIDGETS) as WidgetId[];

/** The widgets for a slot, or the modal a given event opens. */
export const widgetsIn = (slot: WidgetSlotName): WidgetId[] => WIDGET_IDS.filter((id) => WIDGETS[id].slot === slot);

export const widgetOpenedBy = (event: LaurelEventName): WidgetId | undefined =>
  WIDGET_IDS.find((id) => (WIDGETS[id] as WidgetDeclaration).openOn === event);
