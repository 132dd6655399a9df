import type { ProfileSettings } from '@laurel/shared/contract';

/** What each section of the form is given: the values, a setter of one field, and errors in words. */
export interface SectionProps {
  values: ProfileSettings;
  change: <K extends keyof ProfileSettings>(field: K, value: ProfileSettings[K]) => void;
  errorOf: (field: keyof ProfileSettings) => string | undefined;
}
