import { createHmac, timingSafeEqual } from 'node:crypto';

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`: the timestamp inside the MAC stops replays of old bodies. */
export function webhookSignature(secret: string, unixSeconds: number, body: string): string {
  const mac = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${mac}`;
}

/** What a receiver does with the header: recompute and compare in constant time, within a tolerance. */
export function verifyWebhookSignature(
  secret: string,
  header: string,
  body: string,
  { nowSeconds, toleranceSeconds = 300 }: { nowSeconds: number; toleranceSeconds?: number },
): boolean {
  const parts = new Map(header.split(',').map((part) => part.split('=', 2) as [string, string]));
  const timestamp = Number(parts.get('t'));
  const given = parts.get('v1');
  if (!Number.isInteger(timestamp) || !given || Math.abs(nowSeconds - timestamp) > toleranceSeconds) return false;
  const expected = webhookSignature(secret, timestamp, body).split('v1=')[1]!;
  return given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}
