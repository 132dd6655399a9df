import { z } from 'zod';

/** The Action Cable JSON protocol the `@rails/actioncable` client speaks. */
export const CABLE_SUBPROTOCOL = 'actioncable-v1-json';

/** The client reconnects when no ping came for 6 s, so this stays well under it. */
export const CABLE_PING_INTERVAL_MS = 3_000;

export type CableServerMessage =
  | { type: 'welcome' }
  | { type: 'ping'; message: number }
  | { type: 'disconnect'; reason: 'unauthorized'; reconnect: boolean }
  | { type: 'confirm_subscription' | 'reject_subscription'; identifier: string }
  | { identifier: string; message: { event: string; data: unknown } };

export const UNAUTHORIZED_MESSAGE: CableServerMessage = {
  type: 'disconnect',
  reason: 'unauthorized',
  reconnect: false,
};

export const pingMessage = (now = Date.now()): CableServerMessage => ({
  type: 'ping',
  message: Math.floor(now / 1000),
});

const commandSchema = z.object({
  command: z.enum(['subscribe', 'unsubscribe', 'message']),
  identifier: z.string(),
});

export type CableCommand = z.infer<typeof commandSchema>;

/** A client command, or null for anything else (the client never sends anything else). */
export function parseCommand(raw: string): CableCommand | null {
  try {
    const result = commandSchema.safeParse(JSON.parse(raw));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

/** The channel an identifier names: the identifier is the JSON of `{channel, ...params}`. */
export function channelOf(identifier: string): string | null {
  try {
    const parsed: unknown = JSON.parse(identifier);
    if (typeof parsed !== 'object' || parsed === null || !('channel' in parsed)) return null;
    return typeof parsed.channel === 'string' ? parsed.channel : null;
  } catch {
    return null;
  }
}
