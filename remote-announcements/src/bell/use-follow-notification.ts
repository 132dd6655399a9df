import { useNavigate } from 'react-router';
import { emit } from '@laurel/shared';
import type { NotificationDestination } from './notification-destination';

/** Takes the reader where a notification leads: a page of the app without a reload, a modal, or another site. */
export function useFollowNotification(): (destination: NotificationDestination) => void {
  const navigate = useNavigate();
  return (destination) => {
    switch (destination.kind) {
      case 'give-recognition':
        return emit('init-give-recognition');
      case 'page':
        return void navigate(destination.path);
      case 'announcement':
        return emit('open-announcement', { announcementId: destination.announcementId });
      case 'site':
        return window.location.assign(destination.url);
      case 'nowhere':
        return;
    }
  };
}
