import { useTranslation } from 'react-i18next';
import type { PulseQuestionResult } from '@laurel/shared/contract';
import { ChartFigure } from '../../reports-kit';
import { monthLabel, scoreText } from '../../recognition-scores/month-label';
import styles from './PulseResults.module.css';

/** Each question's average over the range, and its months as a chart with the same figures tabled. */
export function QuestionResults({ questions }: { questions: readonly PulseQuestionResult[] }) {
  const { t, i18n } = useTranslation('reports', { keyPrefix: 'pulseResults' });
  const language = i18n.language;
  const months = questions[0]?.months.map((month) => month.month) ?? [];
  // A month nobody answered in is left out rather than drawn as a zero.
  const rows = months.flatMap((month, index) =>
    questions.some((question) => (question.months[index]?.responseCount ?? 0) > 0)
      ? [
          {
            label: monthLabel(month, language),
            values: Object.fromEntries(
              questions.map((question) => [`q${question.questionId}`, question.months[index]?.averageScore ?? 0]),
            ),
          },
        ]
      : [],
  );
  return (
    <>
      <table className={styles.table}>
        <caption>{t('questions.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('questions.question')}</th>
            <th scope="col" className={styles.number}>
              {t('questions.average')}
            </th>
            <th scope="col" className={styles.number}>
              {t('questions.responses')}
            </th>
          </tr>
        </thead>
        <tbody>
          {questions.map((question) => (
            <tr key={question.questionId}>
              <th scope="row">{question.text}</th>
              <td className={styles.number}>
                {question.averageScore === null ? t('questions.none') : scoreText(question.averageScore, language)}
              </td>
              <td className={styles.number}>{question.responseCount.toLocaleString(language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {rows.length < 2 ? (
        <p className={styles.muted}>{t('trend.tooShort')}</p>
      ) : (
        <ChartFigure
          title={t('trend.title')}
          kind="line"
          categoryLabel={t('trend.month')}
          rows={rows}
          series={questions.map((question) => ({ key: `q${question.questionId}`, label: question.text }))}
          format={(value) => scoreText(value, language)}
        />
      )}
    </>
  );
}
