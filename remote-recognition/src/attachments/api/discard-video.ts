import { v2Client } from '@laurel/shared';

/** `GET /videos/{id}/discard` (spec §7): no body; a failure is only logged (spec §8). */
export function discardVideo(id: number): Promise<void> {
  return v2Client.get(`/videos/${id}/discard`).then(
    () => undefined,
    () => console.error('Failed to discard video'),
  );
}
