import { useTranslation } from 'react-i18next';
import { NominationsOverview } from '../nominate/components/NominationsOverview';
import styles from '../nominate/components/NominationsOverview.module.css';
import '../nominate/nominate-copy';

/** `/nominations`: the open periods the reader may nominate in, and the nominations they made. */
export function NominationsPage() {
  const { t } = useTranslation('nominations');
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('page.title')}</h1>
      <NominationsOverview />
    </div>
  );
}
