/** Recognition §4: acted_at set is read, else seen_at set is seen, else unread. */
export type NotificationStatus = 'unread' | 'seen' | 'read';

// Apart from the list of types: every page's bell count needs this, and only the bell needs the list.
export const notificationStatusOf = ({
  acted_at,
  seen_at,
}: {
  acted_at: string | null;
  seen_at: string | null;
}): NotificationStatus => (acted_at !== null ? 'read' : seen_at !== null ? 'seen' : 'unread');
