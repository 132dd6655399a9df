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
let tabActivated = false;

/** The participation report's sub-routes (programs §2), keeping the filters in the address. */
export function ParticipationTabs() {
  const { t } = useTranslation('reports', { keyPrefix: 'participation' });
  const { search } = useLocation();
  // A page number belongs to one tab's list.
  const filters = new URLSearchParams(search);
  filters.delete('page');
  const query = filters.toString();
  const nav = useRef<HTMLElement>(null);
  useEffect(() => {
    if (tabActivated && document.activeElement === document.body) {
      nav.current?.querySelector<HTMLElement>('[aria-current="page"]')?.focus();
    }
    tabActivated = false;
  }, []);
  return (
    <nav ref={nav} aria-label={t('tabs.label')} className={styles.tabs}>
      <ul>
        {PARTICIPATION_TABS.map((tab) => (
          <li key={tab}>
            <NavLink
              to={{ pathname: `${PARTICIPATION_PAGE_PATH}/${tab}`, search: query ? `?${query}` : '' }}
              onClick={() => {
                tabActivated = true;
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
