import { CHECK_INS_PATH, NOTIFICATION_TYPES, type NotificationType } from '@laurel/shared/contract';
import { destinationOf } from './notification-destination';

const FEEDBACK_TYPES = NOTIFICATION_TYPES.filter((type) => type.includes('feedback'));
const OTHER_TYPES = NOTIFICATION_TYPES.filter(
  (type) => !type.includes('feedback') && type !== 'billing_plan_change' && type !== 'announcement',
);

describe('destinationOf (recognition §4: clicking routes by action)', () => {
  it.each(NOTIFICATION_TYPES)('%s without an action opens the give-recognition modal', (type) => {
    expect(destinationOf({ type, action: null })).toEqual({ kind: 'give-recognition' });
  });

  it.each(NOTIFICATION_TYPES)('%s whose action holds /bonuses/{id} goes to that recognition', (type) => {
    expect(destinationOf({ type, action: '/bonuses/42?comment=7' })).toEqual({ kind: 'page', path: '/bonuses/42' });
    expect(destinationOf({ type, action: `${window.location.origin}/bonuses/9` })).toEqual({
      kind: 'page',
      path: '/bonuses/9',
    });
  });

  it.each(FEEDBACK_TYPES)('%s goes to the feedback path', (type) => {
    expect(destinationOf({ type, action: '/feedback/requests/3' })).toEqual({ kind: 'page', path: '/feedback' });
  });

  it('billing goes to its action url, on another site too', () => {
    expect(destinationOf({ type: 'billing_plan_change', action: 'https://billing.example.com/plan' })).toEqual({
      kind: 'site',
      url: 'https://billing.example.com/plan',
    });
    expect(destinationOf({ type: 'billing_plan_change', action: '/admin/company/billing' })).toEqual({
      kind: 'page',
      path: '/admin/company/billing',
    });
  });

  it('an announcement opens the announcement modal with its id', () => {
    expect(destinationOf({ type: 'announcement', action: '/?announcement=12' })).toEqual({
      kind: 'announcement',
      announcementId: 12,
    });
  });

  it('an announcement whose action names no announcement goes to the action', () => {
    expect(destinationOf({ type: 'announcement', action: '/?announcement=soon' })).toEqual({
      kind: 'page',
      path: '/?announcement=soon',
    });
  });

  it.each(OTHER_TYPES)('%s goes to its action, in the app without a reload', (type: NotificationType) => {
    expect(destinationOf({ type, action: '/incentives?tab=open#top' })).toEqual({
      kind: 'page',
      path: '/incentives?tab=open#top',
    });
  });

  it('an answered check-in opens the check-ins page, as the server writes its action', () => {
    expect(destinationOf({ type: 'check_in_answered', action: CHECK_INS_PATH })).toEqual({
      kind: 'page',
      path: '/growth/check-ins',
    });
  });

  it.each(['javascript:alert(1)', 'data:text/html,hi'])('never follows %s', (action) => {
    expect(destinationOf({ type: 'nominations_start_date', action })).toEqual({ kind: 'nowhere' });
  });
});
