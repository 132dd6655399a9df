import { useTranslation } from 'react-i18next';
import { shiftMonth, type RecognitionQualityAverages, type ReportMonth } from '@laurel/shared/contract';
import { monthLabel, scoreText } from '../month-label';
import styles from './RecognitionScores.module.css';

interface AverageCardsProps {
  month: ReportMonth;
  selected: RecognitionQualityAverages;
  previous: RecognitionQualityAverages;
}

/** The overview month's average beside the previous month's, and how often each dimension was met. */
export function AverageCards({ month, selected, previous }: AverageCardsProps) {
  const { t, i18n } = useTranslation('reports', { keyPrefix: 'recognitionScores' });
  const language = i18n.language;
  const change =
    selected.averageScore !== null && previous.averageScore !== null
      ? Math.round((selected.averageScore - previous.averageScore) * 10) / 10
      : null;
  const card = (key: 'selected' | 'previous', shown: ReportMonth, averages: RecognitionQualityAverages) => (
    <div className={styles.card} data-testid={`average-${key}`}>
      <dt>{t(`averages.${key}`, { month: monthLabel(shown, language) })}</dt>
      <dd>
        <span className={styles.figure}>
          {averages.averageScore === null ? t('averages.none') : scoreText(averages.averageScore, language)}
        </span>
        <span className={styles.muted}>{t('averages.count', { count: averages.recognitionCount })}</span>
        {key === 'selected' && change !== null && (
          <span className={styles.muted}>
            {' · '}
            {t('averages.change', { change: `${change > 0 ? '+' : ''}${scoreText(change, language)}` })}
          </span>
        )}
      </dd>
    </div>
  );
  return (
    <section className={styles.section} aria-labelledby="recognition-scores-averages">
      <h2 id="recognition-scores-averages">{t('averages.heading')}</h2>
      <dl className={styles.cards}>
        {card('selected', month, selected)}
        {card('previous', shiftMonth(month, -1), previous)}
      </dl>
      <table className={styles.table}>
        <caption>{t('averages.dimensionsCaption', { month: monthLabel(month, language) })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('averages.dimension')}</th>
            <th scope="col" className={styles.number}>
              {t('averages.matchRate')}
            </th>
          </tr>
        </thead>
        <tbody>
          {selected.dimensions.map(({ key, matchRate }) => (
            <tr key={key}>
              <th scope="row">{t(`dimensions.${key}`)}</th>
              <td className={styles.number}>
                {matchRate === null ? t('averages.notApplicable') : `${scoreText(matchRate, language)}%`}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
