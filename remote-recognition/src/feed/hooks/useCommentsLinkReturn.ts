import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';
import { bonusPath, cardLinkState } from '../bonus-display';

/**
 * Back from a recognition opened by a card's comment link, that link has the focus again once the feed
 * (drawn anew under the new address) draws its card: `drawn` changes with every layout.
 */
export function useCommentsLinkReturn(listRef: RefObject<HTMLDivElement | null>, drawn: unknown) {
  const location = useLocation();
  const returnTo = useRef(cardLinkState(location.state, 'returnTo'));

  useEffect(() => {
    const id = returnTo.current;
    if (id === null) return;
    const link = listRef.current?.querySelector<HTMLElement>(
      `article[data-bonus-id="${id}"] a[href="${bonusPath(id)}"]`,
    );
    if (!link) return;
    returnTo.current = null;
    link.focus();
  }, [listRef, drawn]);
}
