import { useSavingChange } from '@laurel/shared/ui-kit';
import { isCheckInsKey } from './api/check-in-api';

/** One change at a time; after it, every check-in read again; a refusal kept for its field. */
export const useCheckInChange = () => useSavingChange(isCheckInsKey);
