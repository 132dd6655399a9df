import {
  cloneElement,
  lazy,
  startTransition,
  Suspense,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
} from 'react';
import type { TooltipProps } from './RadixTooltip';

export type { TooltipProps };

const loadHouseTooltip = () => import('./RadixTooltip');
const HouseTooltip = lazy(loadHouseTooltip);

type TriggerProps = {
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
  onKeyUp?: (event: KeyboardEvent<HTMLElement>) => void;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
};

/**
 * The house tooltip (RadixTooltip), loaded when its trigger is first hovered or focused: until then
 * the trigger is rendered as it is, so the tooltip's code (Radix tooltip and popper: ~18 KiB
 * compressed) stays off the pages' first paint. The swap happens in a transition, so the plain trigger
 * stays until the tooltip is ready; then the tooltip opens if the pointer or the focus is still there.
 * A press under way holds the swap back until its click: a trigger swapped between the press and the
 * release would lose the click.
 */
export function Tooltip(props: TooltipProps) {
  const [asked, setAsked] = useState(false);
  const [pointerInside, setPointerInside] = useState(false);
  const [focused, setFocused] = useState(false);
  const [pressing, setPressing] = useState(false);
  const child = props.children as ReactElement<TriggerProps>;
  const ask = () => {
    void loadHouseTooltip();
    startTransition(() => setAsked(true));
  };
  const trigger = cloneElement(child, {
    onPointerEnter: (event) => {
      child.props.onPointerEnter?.(event);
      setPointerInside(true);
      ask();
    },
    onPointerLeave: (event) => {
      child.props.onPointerLeave?.(event);
      setPointerInside(false);
      setPressing(false);
    },
    onPointerDown: (event) => {
      child.props.onPointerDown?.(event);
      setPressing(true);
    },
    onKeyDown: (event) => {
      child.props.onKeyDown?.(event);
      if (event.key === 'Enter' || event.key === ' ') setPressing(true);
    },
    onKeyUp: (event) => {
      child.props.onKeyUp?.(event);
      setPressing(false);
    },
    onClick: (event) => {
      child.props.onClick?.(event);
      setPressing(false);
    },
    onFocus: (event) => {
      child.props.onFocus?.(event);
      setFocused(true);
      ask();
    },
    onBlur: (event) => {
      child.props.onBlur?.(event);
      setFocused(false);
    },
  });
  // One boundary, already showing the trigger: a transition keeps it on screen until the tooltip is ready.
  return (
    <Suspense fallback={trigger}>
      {asked && !pressing ? (
        <HouseTooltip {...props} openOnMount={pointerInside || focused} focusOnMount={focused} />
      ) : (
        trigger
      )}
    </Suspense>
  );
}
