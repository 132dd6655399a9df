import { useState } from 'react';

/**
 * For a dialog opened from a tool button without a Radix trigger: when it closes, the focus goes back to what
 * had it when the dialog first rendered, if that is still on the page (Radix would leave it on the dialog
 * under it).
 */
export function useReturnFocus() {
  const [opener] = useState(() => document.activeElement);
  return (event: Event) => {
    if (!(opener instanceof HTMLElement) || opener === document.body || !opener.isConnected) return;
    event.preventDefault();
    opener.focus();
  };
}
