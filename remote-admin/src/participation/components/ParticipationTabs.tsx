import { NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PARTICIPATION_TABS } from '@laurel/shared/contract';
import styles from './Participation.module.css';

export const PARTICIPATION_PAGE_PATH = '/admin/reports/participation';

/** The participation report's sub-routes (programs §2), keeping the filters in the address. */
export function ParticipationTabs() {
  const { t } = useTranslation('reports', { keyPrefix: 'participation' });
  const { search } = useLocation();
  // A page number belongs to one tab's list.
  const filters = new URLSearchParams(search);
  filters.delete('page');
  const query = filters.toString();
  return (
    <nav aria-label={t('tabs.label')} className={styles.tabs}>
      <ul>
        {PARTICIPATION_TABS.map((tab) => (
          <li key={tab}>
            <NavLink to={{ pathname: `${PARTICIPATION_PAGE_PATH}/${tab}`, search: query ? `?${query}` : '' }}>
              {t(`tabs.${tab}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
