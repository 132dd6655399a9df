import { useTranslation } from 'react-i18next';
import type { Recap } from '@laurel/shared/contract';
import styles from './Recap.module.css';

const TOTALS = ['recognitionsReceived', 'pointsReceived', 'recognitionsGiven', 'pointsGiven'] as const;

/** The period's totals and the values the person was recognized for most. */
export function RecapSummary({ recap }: { recap: Recap }) {
  const { t, i18n } = useTranslation('reports', { keyPrefix: 'recap' });
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <div className={styles.summary}>
      <section className={styles.section} aria-labelledby="recap-totals">
        <h2 id="recap-totals">{t('totals.title')}</h2>
        <dl className={styles.totals}>
          {TOTALS.map((total) => (
            <div key={total} className={styles.total}>
              <dt>{t(`totals.${total}`)}</dt>
              <dd>{number.format(recap.totals[total])}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className={styles.section} aria-labelledby="recap-values">
        <h2 id="recap-values">{t('topValues.title')}</h2>
        {recap.topValues.length === 0 ? (
          <p className={styles.muted}>{t('topValues.empty')}</p>
        ) : (
          <ol className={styles.topValues}>
            {recap.topValues.map((value) => (
              <li key={value.hashtag}>
                <span className={styles.hashtag}>#{value.hashtag}</span> {t('topValues.count', { count: value.count })}
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
