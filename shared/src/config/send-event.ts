export const trimTrailingSlash = (url: string) => url.replace(/\/+$/, '');

/** Fire-and-forget POST of a JSON event; a beacon survives the page unloading. Never throws. */
export function sendEvent(url: string, payload: unknown): void {
  const body = JSON.stringify(payload);
  if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function') {
    if (navigator.sendBeacon(url, body)) return;
  }
  if (typeof fetch !== 'function') return;
  fetch(url, { method: 'POST', body, keepalive: true, headers: { 'Content-Type': 'application/json' } }).catch(
    () => undefined,
  );
}
