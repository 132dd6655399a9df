/** Server push message (spec §3): what the UserDirectChannel delivers to one user. */
export interface ServerPushMessage<TData = unknown> {
  event: string;
  data: TData;
}

/** Report file (spec §3): a generated CSV ready for the browser to download. */
export interface ReportFile {
  file_id: number;
  file_url: string;
}

export const CABLE_PATH = '/cable';
export const CABLE_TOKEN_PARAM = 'token';
export const USER_DIRECT_CHANNEL = 'UserDirectChannel';
export const CSV_GENERATION_COMPLETE_EVENT = 'CsvGenerationComplete';
/** A notification was written for the user; its data is the notification (recognition §4: refetch at once). */
export const NOTIFICATION_CREATED_EVENT = 'NotificationCreated';

/** Server push messages are re-broadcast on `window` under this prefix. */
export const SERVER_EVENT_PREFIX = 'server:';

export const serverEventName = (event: string): string => `${SERVER_EVENT_PREFIX}${event}`;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

export const isServerPushMessage = (value: unknown): value is ServerPushMessage =>
  isRecord(value) && typeof value.event === 'string' && 'data' in value;

export const isReportFile = (value: unknown): value is ReportFile =>
  isRecord(value) && typeof value.file_id === 'number' && typeof value.file_url === 'string';
