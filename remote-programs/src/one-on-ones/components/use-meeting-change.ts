import { useState } from 'react';
import type { KeyedMutator } from 'swr';
import type { OneOnOne } from '@laurel/shared/contract';

export type MeetingChange = (request: () => Promise<OneOnOne>) => Promise<OneOnOne>;

/**
 * Changes of the meeting, keeping what the server answered. `change` throws a refusal on to the form that
 * shows it at its field; `tick` (a checkbox has no field) keeps it for the page to show.
 */
export function useMeetingChange(mutate: KeyedMutator<OneOnOne>) {
  const [failure, setFailure] = useState<unknown>(null);
  const change: MeetingChange = async (request) => {
    const meeting = await request();
    setFailure(null);
    await mutate(meeting, { revalidate: false });
    return meeting;
  };
  const tick = (request: () => Promise<OneOnOne>) => {
    change(request).catch(setFailure);
  };
  return { change, tick, failure };
}
