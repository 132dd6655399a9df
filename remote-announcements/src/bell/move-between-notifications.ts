import type { KeyboardEvent } from 'react';

const STEP_BY_KEY: Record<string, number> = { ArrowDown: 1, ArrowUp: -1, Home: -Infinity, End: Infinity };

/** Up and down (Home, End) move between the list's notifications as Tab does. */
export function moveBetweenNotifications(event: KeyboardEvent<HTMLButtonElement>) {
  const step = STEP_BY_KEY[event.key];
  const list = event.currentTarget.closest('ul');
  if (step === undefined || !list) return;
  const buttons = [...list.querySelectorAll('button')];
  const index = buttons.indexOf(event.currentTarget) + step;
  event.preventDefault();
  buttons[Math.min(Math.max(index, 0), buttons.length - 1)]?.focus();
}
