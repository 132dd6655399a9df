import { CLAIM_MODAL_REOPEN_IGNORED_MS } from './claim-constants';

let lastClosedAt = Number.NEGATIVE_INFINITY;

export const markClaimModalClosed = (at = Date.now()) => {
  lastClosedAt = at;
};

/** Whether an opening now comes too soon after the last close (a double click, a stray Enter). */
export const isReopenTooSoon = (at = Date.now()) => at - lastClosedAt < CLAIM_MODAL_REOPEN_IGNORED_MS;
