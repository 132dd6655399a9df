import { useState } from 'react';

/** Avatar image lifecycle of spec §4: pending, then loaded or error. */
export type AvatarImageState = 'pending' | 'loaded' | 'error';
type SettledState = Exclude<AvatarImageState, 'pending'>;

// Module-level so every avatar on the page knows at once what an image URL already did.
const settledByUrl = new Map<string, SettledState>();

/** The state of an avatar's image; with no URL there is nothing to load, which reads as error. */
export function useAvatarImageState(url: string | null | undefined) {
  const [settled, setSettled] = useState<{ url: string; state: SettledState } | null>(null);
  const state: AvatarImageState = !url
    ? 'error'
    : settled?.url === url
      ? settled.state
      : (settledByUrl.get(url) ?? 'pending');
  const settle = (next: SettledState) => {
    if (!url) return;
    settledByUrl.set(url, next);
    setSettled({ url, state: next });
  };
  return { state, onLoad: () => settle('loaded'), onError: () => settle('error') };
}
