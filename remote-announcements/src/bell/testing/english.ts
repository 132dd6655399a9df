import bell from '../../locales/en/notification-bell.json';

export const en = bell;
