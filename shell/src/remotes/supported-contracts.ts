export { SUPPORTED_CONTRACT_VERSIONS } from '@laurel/shared';

/** How often the runtime retries a remote's manifest or entry script before giving up. */
export const REMOTE_RETRY_TIMES = 1;
export const REMOTE_SCRIPT_RETRY_DELAY_MS = 500;
