import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PARTICIPATION_TABS } from '@laurel/shared/contract';
import styles from './Participation.module.css';

export const PARTICIPATION_PAGE_PATH = '/admin/reports/participation';

/**
 * Each tab is a page of its own, so the tab someone activated is replaced by the next page's copy of it;
 * that copy takes the focus back, and the next Tab goes on to the filters as it would have.
 */
let activatedTab: string | null = null;

/** The participation report's sub-routes (programs §2), keeping the filters in the address. */
export function ParticipationTabs() {
  const { t } = useTranslation('reports', { keyPrefix: 'participation' });
  const { pathname, search } = useLocation();
  // A page number belongs to one tab's list.
  const filters = new URLSearchParams(search);
  filters.delete('page');
  const query = filters.toString();
  const current = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (activatedTab !== null && document.activeElement === document.body) current.current?.focus();
    activatedTab = null;
  }, []);
  return (
    <nav aria-label={t('tabs.label')} className={styles.tabs}>
      <ul>
        {PARTICIPATION_TABS.map((tab) => (
          <li key={tab}>
            <NavLink
              ref={pathname.endsWith(`/${tab}`) ? current : undefined}
              to={{ pathname: `${PARTICIPATION_PAGE_PATH}/${tab}`, search: query ? `?${query}` : '' }}
              onClick={() => {
                activatedTab = tab;
              }}
            >
              {t(`tabs.${tab}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
