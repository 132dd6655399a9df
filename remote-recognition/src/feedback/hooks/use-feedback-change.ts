import { useSavingChange } from '@laurel/shared/ui-kit';
import { isFeedbackKey } from '../api/feedback-api';

/** One change at a time; after it, every feedback list read again; a refusal kept to show. */
export const useFeedbackChange = () => useSavingChange(isFeedbackKey);
