import popover from '../../locales/en/notification-popover.json';

export const en = popover;
