import { REMOTE_CONTRACT_VERSION } from '@laurel/shared';

/** Contract versions this shell can mount; a remote declaring another one gets the fallback. */
export const SUPPORTED_CONTRACT_VERSIONS: readonly number[] = [REMOTE_CONTRACT_VERSION];

/** How often the runtime retries a remote's manifest or entry script before giving up. */
export const REMOTE_RETRY_TIMES = 1;
export const REMOTE_SCRIPT_RETRY_DELAY_MS = 500;
