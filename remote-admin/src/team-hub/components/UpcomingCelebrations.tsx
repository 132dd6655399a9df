import { useTranslation } from 'react-i18next';
import type { TeamCelebration } from '@laurel/shared/contract';
import { daysUntil, shortDate } from './relative-day';
import styles from './TeamHub.module.css';

/** A report's birthdays and work anniversaries of the coming days; the first of the list is today or later. */
export function UpcomingCelebrations({ celebrations, now }: { celebrations: TeamCelebration[]; now: number }) {
  const { t, i18n } = useTranslation('manager_enablement');
  if (celebrations.length === 0) return null;
  const when = (date: string) => {
    // The server counts in the person's own zone, which may be a day ahead of the reader's.
    const days = daysUntil(date, now);
    return days <= 0 ? t('celebration.today') : t('celebration.inDays', { count: days });
  };
  return (
    <div className={styles.celebrations}>
      <h4 className={styles.celebrationsTitle}>{t('member.comingUp')}</h4>
      <ul className={styles.celebrationList}>
        {celebrations.map((celebration) => (
          <li key={`${celebration.kind}-${celebration.date}`}>
            {t('celebration.on', {
              what:
                celebration.kind === 'birthday'
                  ? t('celebration.birthday')
                  : t('celebration.work_anniversary', { count: celebration.years ?? 0 }),
              date: shortDate(celebration.date, i18n.language),
              when: when(celebration.date),
            })}
          </li>
        ))}
      </ul>
    </div>
  );
}
