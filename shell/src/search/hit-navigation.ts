import type { KeyboardEvent } from 'react';

const PANEL_ATTRIBUTE = 'data-search-panel';
const HIT_ATTRIBUTE = 'data-search-hit';

export const panelProps = { [PANEL_ATTRIBUTE]: '' };
export const hitProps = { [HIT_ATTRIBUTE]: '', onKeyDown: moveBetweenHits };

/** Up and down arrows move between the visible results; down from the search input enters them. */
export function moveBetweenHits(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const panel = event.currentTarget.closest(`[${PANEL_ATTRIBUTE}]`);
  const hits = [...(panel?.querySelectorAll<HTMLElement>(`[${HIT_ATTRIBUTE}]`) ?? [])];
  if (hits.length === 0) return;
  const at = hits.indexOf(event.currentTarget);
  const next = event.key === 'ArrowDown' ? Math.min(at + 1, hits.length - 1) : at - 1;
  event.preventDefault();
  if (next < 0) panel?.querySelector<HTMLElement>('input')?.focus();
  else hits[next]?.focus();
}
