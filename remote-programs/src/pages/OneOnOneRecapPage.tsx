import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useUserProfile } from '@laurel/shared';
import '../growth-kit/growth-copy';
import { useRecap } from '../one-on-ones/api/use-one-on-ones';
import { isNotFound } from '../growth-kit/growth-error';
import { LoadFailure } from '../growth-kit/LoadFailure';
import { RecapView } from '../one-on-ones/components/RecapView';
import { PerformanceRecapSection } from '../performance-recap/components/PerformanceRecapSection';
import styles from '../one-on-ones/components/OneOnOnes.module.css';

/**
 * Platform §2 `/one-on-ones/recap`: the last meeting's recap (with `?with=` one person), for both people, then the
 * open performance recap cycle: the report's answers and the manager's notes, and the reader's own answers.
 */
export function OneOnOneRecapPage() {
  const { t } = useTranslation('growth');
  const partnerId = Number(useSearchParams()[0].get('with')) || null;
  const me = useUserProfile();
  const { data: recap, error, mutate } = useRecap(partnerId);
  let body;
  if (isNotFound(error)) {
    body = <p className={styles.section}>{t('oneOnOnes.recap.none')}</p>;
  } else if (error && !recap) {
    body = <LoadFailure title={t('oneOnOnes.recap.loadFailed')} error={error} onRetry={() => void mutate()} />;
  } else if (!recap || !me) {
    body = (
      <p role="status" className={styles.muted}>
        {t('oneOnOnes.loading')}
      </p>
    );
  } else {
    body = <RecapView recap={recap} myId={me.id} />;
  }
  return (
    <main className={styles.page}>
      <Link className={styles.link} to="/one-on-ones">
        {t('oneOnOnes.meeting.back')}
      </Link>
      <h1>{t('oneOnOnes.recap.title')}</h1>
      {body}
      {partnerId !== null && <PerformanceRecapSection userId={partnerId} />}
      <PerformanceRecapSection />
    </main>
  );
}
