import { differenceInCalendarDays, parseISO } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { showsTrialBanner, type PermissionSubject } from '@laurel/shared';
import styles from './AdminLayout.module.css';

/** Days left in the trial, for companies in trial that a super-admin did not set up. */
export function TrialBanner({ subject, today = new Date() }: { subject: PermissionSubject; today?: Date }) {
  const { t } = useTranslation('admin_dashboard', { keyPrefix: 'layout' });
  const end = subject.company.trial_end_date;
  if (!showsTrialBanner(subject) || !end) return null;
  const daysLeft = Math.max(0, differenceInCalendarDays(parseISO(end), today));
  return (
    <p className={styles.trialBanner} role="status">
      {daysLeft === 0 ? t('trialBanner.endsToday') : t('trialBanner.daysLeft', { count: daysLeft })}
    </p>
  );
}
