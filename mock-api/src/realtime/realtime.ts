/** Server push to signed-in browsers: domain routes call it after work the user waits for. */
export interface Realtime {
  broadcastToUser(userId: number, event: string, data: unknown): void;
}

/** For an API without a socket server (route tests): pushes go nowhere. */
export const NO_REALTIME: Realtime = { broadcastToUser: () => undefined };
