import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { readsReportsCheckIns, usePermissionSubject } from '@laurel/shared';
import { useReportsCheckIns } from '../../check-ins/api/check-in-api';
import { HubCard } from './HubCard';
import styles from './Growth.module.css';

const SHOWN = 3;

/** A manager's reports' check-ins still waiting for their answer. */
export function ReportsCheckInsCard() {
  const { t } = useTranslation('growth');
  const subject = usePermissionSubject();
  const permitted = subject !== null && readsReportsCheckIns(subject);
  const { data, error } = useReportsCheckIns(permitted);
  if (!permitted) return null;
  const waiting = (data?.result ?? []).filter((checkIn) => !checkIn.managerComment);
  return (
    <HubCard id="growth-reports-title" title={t('hub.reports.title')} error={error} loading={!data}>
      <p className={styles.count}>{waiting.length}</p>
      <p className={styles.muted}>{t('hub.reports.waiting', { count: waiting.length })}</p>
      {waiting.length > 0 && (
        <ul className={styles.items}>
          {waiting.slice(0, SHOWN).map((checkIn) => (
            <li key={checkIn.id} className={styles.itemTitle}>
              {checkIn.author.displayName}
            </li>
          ))}
        </ul>
      )}
      <Link to="/growth/check-ins" className={styles.link}>
        {t('hub.reports.open')}
      </Link>
    </HubCard>
  );
}
