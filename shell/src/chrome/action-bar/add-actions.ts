import {
  canCheckIn,
  canUseAchieve,
  hasPermission,
  isServedPath,
  widgetOpenedBy,
  type OpeningEventName,
  type PermissionSubject,
} from '@laurel/shared';
import type { InitGiveRecognitionDetail } from '@laurel/shared/recognition';
import { canMakeAnnouncements } from '../can-make-announcements';

export type AddActionId =
  'feedback' | 'check-in' | 'nominate' | 'announce' | 'write-recognition' | 'record-recognition';

/** What the menu knows beyond the profile: whether a nomination period is open to the reader now. */
export interface AddMenuContext {
  nominationPeriodOpen: boolean;
}

/** A page to go to, or an event that opens a modal widget (the give modal may open on its recorder). */
export type AddActionDestination = { path: string } | { event: OpeningEventName; detail?: InitGiveRecognitionDetail };

export interface AddAction {
  id: AddActionId;
  destination: AddActionDestination;
  permitted: (subject: PermissionSubject, context: AddMenuContext) => boolean;
}

/** CanAccessNominations (§6), and a period to nominate in: the action opens it, or a chooser of several. */
export const canNominate = (subject: PermissionSubject) => hasPermission(subject, 'can-access-nominations');

/**
 * The add menu of the mobile action bar (recognition §2), in the spec's order, each gated per §6.
 * Award joins when the award composer exists: an entry is only listed once it has somewhere to go.
 */
export const ADD_ACTIONS: readonly AddAction[] = [
  { id: 'feedback', destination: { path: '/feedback' }, permitted: canUseAchieve },
  { id: 'check-in', destination: { path: '/growth/check-ins' }, permitted: (s) => canCheckIn(s) },
  {
    id: 'nominate',
    destination: { event: 'open-nomination' },
    permitted: (s, { nominationPeriodOpen }) => nominationPeriodOpen && canNominate(s),
  },
  { id: 'announce', destination: { event: 'init-make-announcement' }, permitted: canMakeAnnouncements },
  {
    id: 'write-recognition',
    destination: { event: 'init-give-recognition' },
    permitted: (s) => hasPermission(s, 'can-give-recognition'),
  },
  {
    id: 'record-recognition',
    destination: { event: 'init-give-recognition', detail: { record: true } },
    permitted: (s) =>
      hasPermission(s, 'can-give-recognition') &&
      hasPermission(s, 'can-record-video') &&
      !s.company.disable_video_recordings,
  },
];

const destinationExists = (destination: AddActionDestination) =>
  'path' in destination ? isServedPath(destination.path) : widgetOpenedBy(destination.event) !== undefined;

/** The add actions this subject may use and that lead somewhere. */
export const visibleAddActions = (
  subject: PermissionSubject,
  context: AddMenuContext = { nominationPeriodOpen: false },
) => ADD_ACTIONS.filter((action) => action.permitted(subject, context) && destinationExists(action.destination));
