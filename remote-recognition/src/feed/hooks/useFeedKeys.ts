import { useEffect, useRef, useState, type RefObject } from 'react';

// What Tab stops on: Ctrl+End and Ctrl+Home leave the feed for the nearest of these outside it.
const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The first tabbable element after the feed, or the last one before it. */
function tabbableBeside(feed: Element, after: boolean): HTMLElement | undefined {
  const side = after ? Node.DOCUMENT_POSITION_FOLLOWING : Node.DOCUMENT_POSITION_PRECEDING;
  const outside = [...document.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) =>
      !element.contains(feed) &&
      !feed.contains(element) &&
      feed.compareDocumentPosition(element) & side &&
      element.getClientRects().length > 0,
  );
  return after ? outside[0] : outside.at(-1);
}

const articleAt = (list: HTMLElement | null, index: number) =>
  list?.querySelector<HTMLElement>(`[data-index="${index}"] > article`);

/**
 * The APG feed pattern's keys: Page Down / Page Up focus the next / previous card, Ctrl+End / Ctrl+Home
 * leave the feed. A card the list has not drawn is scrolled to first (`scrollTo`, for the virtual list,
 * which `startVirtual` brings in) and focused once drawn (`drawn` changes with every layout).
 */
export function useFeedKeys(
  listRef: RefObject<HTMLDivElement | null>,
  count: number,
  drawn: unknown,
  startVirtual: () => void,
) {
  const [scrollTo, setScrollTo] = useState<{ index: number } | null>(null);
  const pendingFocus = useRef<number | null>(null);

  useEffect(() => {
    const list = listRef.current;
    const index = pendingFocus.current;
    if (index === null) return;
    const article = articleAt(list, index);
    if (!article) return;
    pendingFocus.current = null;
    article.focus();
  }, [listRef, drawn]);

  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const keyDown = (event: KeyboardEvent) => {
      const from = event.target instanceof Element ? event.target : null;
      if (event.ctrlKey && (event.key === 'End' || event.key === 'Home')) {
        const next = tabbableBeside(list.closest('[role="feed"]') ?? list, event.key === 'End');
        if (!next) return;
        event.preventDefault();
        next.focus();
        return;
      }
      if (event.key !== 'PageDown' && event.key !== 'PageUp') return;
      const row = from?.closest<HTMLElement>('[data-index]');
      if (!row) return;
      const index = Number(row.dataset.index) + (event.key === 'PageDown' ? 1 : -1);
      if (index < 0 || index >= count) return;
      event.preventDefault();
      const article = articleAt(list, index);
      if (article) {
        article.focus();
        return;
      }
      pendingFocus.current = index;
      setScrollTo({ index });
      startVirtual();
    };
    list.addEventListener('keydown', keyDown);
    return () => list.removeEventListener('keydown', keyDown);
  }, [listRef, count, startVirtual]);

  return scrollTo;
}
