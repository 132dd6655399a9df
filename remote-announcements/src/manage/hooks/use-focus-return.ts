import { useEffect, useState } from 'react';

/**
 * Gives the focus back to what had it when a modal opened, once the modal goes. Radix's dialog hands it
 * to its own trigger only, and these modals are opened by an event or a page button, not a trigger.
 */
export function useFocusReturn() {
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  useEffect(
    () => () => {
      if (opener?.isConnected) opener.focus();
    },
    [opener],
  );
}
