/** The statuses with their own error page (spec §2 screen 10); anything else is "unknown". */
export const ERROR_PAGE_STATUSES = ['400', '401', '403', '404', '500', '503'] as const;
export type ErrorPageStatus = (typeof ERROR_PAGE_STATUSES)[number] | 'unknown';

export const errorPageStatus = (status: string | number | undefined): ErrorPageStatus =>
  (ERROR_PAGE_STATUSES as readonly string[]).includes(String(status)) ? (String(status) as ErrorPageStatus) : 'unknown';
