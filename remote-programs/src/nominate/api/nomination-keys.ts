/** Every read of the nominate flow starts with this, so a nomination made refreshes them all. */
export const NOMINATIONS_KEY_PREFIX = 'nominations';
