import { useEffect } from 'react';

export const isApplePlatform = () => /Mac|iPhone|iPad|iPod/.test(navigator.userAgent);

/** Cmd+K (Apple) or Ctrl+K (elsewhere; both are accepted everywhere) calls `onShortcut` from any page. */
export function useSearchShortcut(onShortcut: () => void): void {
  useEffect(() => {
    const listener = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 'k' || !(event.metaKey || event.ctrlKey) || event.altKey || event.shiftKey)
        return;
      event.preventDefault();
      onShortcut();
    };
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, [onShortcut]);
}
