import { useEffect, useRef, type ReactElement, type ReactNode } from 'react';
import * as RadixTooltip from '@radix-ui/react-tooltip';
import { TOOLTIP_DELAY_MS } from './design-tokens';
import styles from './Tooltip.module.css';

export interface TooltipProps {
  content: ReactNode;
  /** One focusable element (a button or link) that opens the tooltip on hover or keyboard focus. */
  children: ReactElement;
  side?: 'top' | 'right' | 'bottom' | 'left';
}

interface RadixTooltipProps extends TooltipProps {
  /** Open at once: the pointer or the focus that asked for this tooltip is still on its trigger. */
  openOnMount: boolean;
  /** Give the focus back to the trigger, which replaced the plain one that had it. */
  focusOnMount: boolean;
}

/** The house tooltip: opens after TOOLTIP_DELAY_MS on hover, at once on focus, at most 240 px wide. */
export default function HouseTooltip({
  content,
  children,
  side = 'top',
  openOnMount,
  focusOnMount,
}: RadixTooltipProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusOnMount) trigger.current?.focus();
  }, [focusOnMount]);
  return (
    <RadixTooltip.Provider delayDuration={TOOLTIP_DELAY_MS}>
      <RadixTooltip.Root defaultOpen={openOnMount}>
        <RadixTooltip.Trigger asChild ref={trigger}>
          {children}
        </RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content side={side} sideOffset={6} collisionPadding={8} className={styles.content}>
            {content}
            <RadixTooltip.Arrow className={styles.arrow} />
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
