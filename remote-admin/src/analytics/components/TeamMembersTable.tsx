import { useTranslation } from 'react-i18next';
import type { TeamMemberFigures } from '@laurel/shared/contract';
import { PersonLink } from './PersonLink';
import { countFormat } from './count-format';
import styles from './Analytics.module.css';

/** Each direct report's recognition over the period. */
export function TeamMembersTable({ members }: { members: readonly TeamMemberFigures[] }) {
  const { t, i18n } = useTranslation('reports', { keyPrefix: 'analytics' });
  const count = countFormat(i18n.language);
  return (
    <div className={styles.tableBox}>
      <table className={styles.table}>
        <caption>{t('team.members')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('team.person')}</th>
            <th scope="col" className={styles.number}>
              {t('figures.given')}
            </th>
            <th scope="col" className={styles.number}>
              {t('figures.received')}
            </th>
            <th scope="col" className={styles.number}>
              {t('figures.pointsReceived')}
            </th>
          </tr>
        </thead>
        <tbody>
          {members.map((member) => (
            <tr key={member.id}>
              <th scope="row">
                <PersonLink person={member} />
              </th>
              <td className={styles.number}>{count.format(member.given)}</td>
              <td className={styles.number}>{count.format(member.received)}</td>
              <td className={styles.number}>{count.format(member.points_received)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
