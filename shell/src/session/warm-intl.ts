/**
 * Builds an Intl formatter in a task of its own while the boot waits on the network: the page's first
 * use of Intl loads the browser's locale data (about 15 ms on a phone), which otherwise lands inside
 * the first page's render, its longest task (the feed's relative times and names).
 */
export function warmIntl(): void {
  setTimeout(() => new Intl.RelativeTimeFormat(document.documentElement.lang || undefined), 0);
}
