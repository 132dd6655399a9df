import type { NotificationType } from '@laurel/shared/contract';
import { Icon, type IconProps } from '@laurel/shared/ui-kit';

const CalendarIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="3" y="4" width="18" height="18" rx="2" />
    <path d="M16 2v4M8 2v4M3 10h18" />
  </Icon>
);

const MegaphoneIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="m3 11 18-5v12L3 14v-3z" />
    <path d="M11.6 16.8a3 3 0 1 1-5.8-1.6" />
  </Icon>
);

const ChartIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M3 3v18h18" />
    <path d="m19 9-5 5-4-4-3 3" />
  </Icon>
);

const ChatIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />
  </Icon>
);

const StarIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="m12 2 3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1z" />
  </Icon>
);

/** The picture of a notification nobody in particular sent (the month's points, a review date…). */
export function NotificationTypeIcon({ type, ...props }: IconProps & { type: NotificationType }) {
  if (type === 'announcement') return <MegaphoneIcon {...props} />;
  if (type.includes('month') || type.includes('date') || type.includes('one_on_one'))
    return <CalendarIcon {...props} />;
  if (type.includes('recap') || type.includes('review') || type.includes('summary') || type.startsWith('billing'))
    return <ChartIcon {...props} />;
  if (type.includes('feedback') || type.includes('comment') || type.startsWith('check_in'))
    return <ChatIcon {...props} />;
  return <StarIcon {...props} />;
}
