/** Every incentive read carries this first in its key: a claim changes limits left, stock and recent claims. */
export const INCENTIVES_KEY_PREFIX = 'programs-incentives';

export const isIncentivesKey = (key: unknown) => Array.isArray(key) && key[0] === INCENTIVES_KEY_PREFIX;
