import { useTranslation } from 'react-i18next';
import { FeedbackRequestsCard } from '../growth/components/FeedbackRequestsCard';
import { CheckInCard } from '../growth/components/CheckInCard';
import { ReportsCheckInsCard } from '../growth/components/ReportsCheckInsCard';
import { NextOneOnOneCard } from '../one-on-ones/components/NextOneOnOneCard';
import { MyGoalsCard } from '../goals/components/MyGoalsCard';
import styles from '../growth/components/Growth.module.css';
import '../check-ins/check-in-copy';

/** `/growth` (issue 18 item 3): a stack of cards, each deciding for itself whether the reader has one. */
export function GrowthHubPage() {
  const { t } = useTranslation('growth');
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('hub.title')}</h1>
      <div className={styles.cards}>
        <FeedbackRequestsCard />
        <CheckInCard />
        <ReportsCheckInsCard />
        <NextOneOnOneCard />
        <MyGoalsCard />
      </div>
    </div>
  );
}
