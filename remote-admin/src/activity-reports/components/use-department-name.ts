import { useTranslation } from 'react-i18next';

/** A department as shown; people without one are counted under "No department". */
export function useDepartmentName() {
  const { t } = useTranslation('reports', { keyPrefix: 'activityReports' });
  return (department: string | null) => department || t('noDepartment');
}
