import { refetchProfile, useLaurelEvent } from '@laurel/shared';

/** The giving balance in the user menu follows each recognition given, from whichever app gave it. */
export const useProfileFollowsGives = () => useLaurelEvent('bonus-created', () => void refetchProfile());
