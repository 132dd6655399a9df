import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { allows, hashtagPath, isServedPath, type PermissionSubject } from '@laurel/shared';
import { HASHTAG_PAGE_POLICY } from '@laurel/shared/recognition';
import type { AdminDashboard } from '@laurel/shared/contract';
import { DashboardCard } from './DashboardCard';
import { FigureChange } from './FigureChange';
import styles from './Dashboard.module.css';

interface TopValuesCardProps {
  dashboard: AdminDashboard;
  subject: PermissionSubject;
}

/** The five hashtags used most, as a table; the bars only repeat the counts beside them. */
export function TopValuesCard({ dashboard, subject }: TopValuesCardProps) {
  const { t } = useTranslation('admin_dashboard');
  const values = dashboard.topValues;
  const most = Math.max(1, ...values.map((value) => value.current));
  const linked = allows(subject, HASHTAG_PAGE_POLICY);
  return (
    <DashboardCard title={t('values.title')} wide>
      {values.length === 0 ? (
        <p className={styles.muted}>{t('values.empty')}</p>
      ) : (
        <table className={styles.table}>
          <caption className={styles.caption}>{t('values.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('values.value')}</th>
              <th scope="col">{t('values.current')}</th>
              <th scope="col">{t('values.previous')}</th>
            </tr>
          </thead>
          <tbody>
            {values.map((value) => (
              <tr key={value.hashtag}>
                <th scope="row">
                  {linked && isServedPath(hashtagPath(value.hashtag)) ? (
                    <Link to={hashtagPath(value.hashtag)}>#{value.hashtag}</Link>
                  ) : (
                    `#${value.hashtag}`
                  )}
                </th>
                <td>
                  <span className={styles.barRow}>
                    <span className={styles.barCount}>{t('count', { value: value.current })}</span>
                    <span className={styles.barTrack} aria-hidden="true">
                      <span className={styles.bar} style={{ inlineSize: `${(value.current / most) * 100}%` }} />
                    </span>
                  </span>
                  <FigureChange figure={value} />
                </td>
                <td>{t('count', { value: value.previous })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </DashboardCard>
  );
}
