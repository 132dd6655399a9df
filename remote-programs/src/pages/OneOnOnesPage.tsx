import { useTranslation } from 'react-i18next';
import '../growth-kit/growth-copy';
import { usePairs } from '../one-on-ones/api/use-one-on-ones';
import { LoadFailure } from '../growth-kit/LoadFailure';
import { PairList } from '../one-on-ones/components/PairList';
import { GoalsPanel } from '../goals/components/GoalsPanel';
import styles from '../one-on-ones/components/OneOnOnes.module.css';

/** Platform §2 `/one-on-ones`: my one-on-ones, as a report and with each of my reports, and my goals. */
export function OneOnOnesPage() {
  const { t } = useTranslation('growth');
  const { data, error, mutate } = usePairs();
  const asReport = data?.pairs.filter((pair) => pair.myRole === 'report') ?? [];
  const asManager = data?.pairs.filter((pair) => pair.myRole === 'manager') ?? [];
  let body;
  if (error && !data) {
    body = <LoadFailure title={t('oneOnOnes.loadFailed')} error={error} onRetry={() => void mutate()} />;
  } else if (!data) {
    body = (
      <p role="status" className={styles.muted}>
        {t('oneOnOnes.loading')}
      </p>
    );
  } else if (data.pairs.length === 0) {
    body = <p className={styles.section}>{t('oneOnOnes.none')}</p>;
  } else {
    body = (
      <>
        {asReport.length > 0 && <PairList title={t('oneOnOnes.withManager')} pairs={asReport} />}
        {asManager.length > 0 && <PairList title={t('oneOnOnes.withReports')} pairs={asManager} />}
      </>
    );
  }
  return (
    <main className={styles.page}>
      <h1>{t('oneOnOnes.title')}</h1>
      <p className={styles.intro}>{t('oneOnOnes.intro')}</p>
      {body}
      <GoalsPanel userId={null} title={t('goals.title')} />
    </main>
  );
}
