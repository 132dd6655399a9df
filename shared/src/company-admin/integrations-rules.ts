import {
  WEBHOOK_EVENT_TYPES,
  type ChatConnectionInput,
  type WebhookEventType,
  type WebhookInput,
} from './integrations-contract';

export type WebhookInputError = 'webhook_url_invalid' | 'webhook_events_invalid';
export type WebhookInputErrors = Partial<Record<'url' | 'eventTypes', WebhookInputError>>;
export type UserSyncInputErrors = Partial<Record<'feedUrl', 'user_sync_url_invalid'>>;
export type ChatConnectionErrors = Partial<Record<keyof ChatConnectionInput, 'chat_connection_invalid'>>;

const MAX_URL_LENGTH = 2000;
const MAX_NAME_LENGTH = 80;
const isEventType = (value: string): value is WebhookEventType =>
  (WEBHOOK_EVENT_TYPES as readonly string[]).includes(value);

/** An absolute http(s) URL without credentials in it: a secret belongs in a header, not in a URL. */
export function isOutboundUrl(value: string): boolean {
  if (value.length > MAX_URL_LENGTH || !URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === 'https:' || url.protocol === 'http:') && url.username === '' && url.password === '';
}

/** The webhook form's and `POST`/`PATCH /admin/integrations/webhooks`' rules. */
export function webhookInputErrors(input: WebhookInput): WebhookInputErrors {
  const errors: WebhookInputErrors = {};
  if (!isOutboundUrl(input.url.trim())) errors.url = 'webhook_url_invalid';
  if (input.eventTypes.length === 0 || !input.eventTypes.every(isEventType))
    errors.eventTypes = 'webhook_events_invalid';
  return errors;
}

// Slack channel names: lower-case letters, digits, - and _; Teams' are looser but fit the same length.
const CHANNEL = /^[\p{L}\p{N}_-][\p{L}\p{N} _-]*$/u;

/** Both names present, of a sane length; the channel without its leading #. */
export function chatConnectionErrors({ workspace, channel }: ChatConnectionInput): ChatConnectionErrors {
  const errors: ChatConnectionErrors = {};
  const name = workspace.trim();
  if (name.length === 0 || name.length > MAX_NAME_LENGTH) errors.workspace = 'chat_connection_invalid';
  const bare = channel.trim().replace(/^#/, '');
  if (bare.length === 0 || bare.length > MAX_NAME_LENGTH || !CHANNEL.test(bare))
    errors.channel = 'chat_connection_invalid';
  return errors;
}

/** The HR feed's address, checked as a webhook's is. */
export const userSyncInputErrors = ({ feedUrl }: { feedUrl: string }): UserSyncInputErrors =>
  isOutboundUrl(feedUrl.trim()) ? {} : { feedUrl: 'user_sync_url_invalid' };
