import { startTransition, useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';

/** What happened to a menu's stand-in button while the menu's code was loading: pressed, focused or neither. */
export type MenuAsked = 'open' | 'focus' | null;

/** A menu's code, loaded on first use; once it is here, a menu mounted again needs no stand-in. */
export function menuModule<T>(load: () => Promise<T>) {
  let loaded = false;
  return {
    load: () =>
      load().then((module) => {
        loaded = true;
        return module;
      }),
    isLoaded: () => loaded,
  };
}

/**
 * A menu whose code (Radix) loads when someone reaches for its button (pointer over it, focus, a press),
 * never with the page, unless `loaded` says it is here already. Until then a stand-in button takes
 * `standInProps`; in a transition the stand-in stays in place, and keeps receiving the press, until the
 * menu's code is here.
 */
export function useMenuOnIntent(loaded = false) {
  const [asked, setAsked] = useState<MenuAsked>(null);
  const [wanted, setWanted] = useState(loaded);
  const want = () => startTransition(() => setWanted(true));
  const standInProps = {
    onPointerEnter: want,
    onFocus: () => {
      want();
      setAsked((now) => now ?? 'focus');
    },
    onBlur: () => setAsked((now) => (now === 'focus' ? null : now)),
    onPointerDown: () => setAsked('open'),
    onKeyDown: (event: KeyboardEvent) => (event.key === 'Enter' || event.key === ' ') && setAsked('open'),
    onClick: () => {
      want();
      setAsked('open');
    },
  };
  return { wanted, asked, standInProps };
}

/**
 * Carries over, once, what the stand-in received: a focused stand-in leaves the focus on the real trigger;
 * a pressed one opens the menu (`defaultOpen`) with the focus on its first item, as Radix's trigger would.
 */
export function useAskedAtMount(
  asked: MenuAsked,
  trigger: RefObject<HTMLElement | null>,
  firstItem: RefObject<HTMLElement | null>,
) {
  const askedAtMount = useRef(asked);
  useEffect(() => {
    if (askedAtMount.current === 'focus') trigger.current?.focus();
    if (askedAtMount.current === 'open') requestAnimationFrame(() => firstItem.current?.focus());
  }, [trigger, firstItem]);
}
