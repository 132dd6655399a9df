import { useTranslation } from 'react-i18next';
import { RECOGNITION_TYPES } from '@laurel/shared/contract';
import { ChartFigure } from '../../reports-kit';
import { formatDay, formatNumber, formatWeek } from '../report-format';
import { ActivityReportView } from './ActivityReportView';
import { HeadlineFigures } from './HeadlineFigures';
import { ReportTable } from './ReportTable';
import styles from './ActivityReports.module.css';

const names = (people: readonly { displayName: string }[]) => people.map((person) => person.displayName).join(', ');

/** Recognitions per week by type, with the latest recognitions of the range. */
export function RecognitionActivity({ today }: { today?: Date }) {
  const { t } = useTranslation('reports', { keyPrefix: 'activityReports' });
  const column = (key: string) => t(`recognitionActivity.columns.${key}`);
  return (
    <ActivityReportView
      today={today}
      report="recognition_activity"
      copy="recognitionActivity"
      isEmpty={(result) => result.totals.recognitions === 0}
    >
      {({ totals, weeks, rows }, pages) => (
        <>
          <HeadlineFigures
            figures={[
              {
                key: 'recognitions',
                label: t('recognitionActivity.figures.recognitions'),
                value: formatNumber(totals.recognitions),
              },
              { key: 'points', label: t('recognitionActivity.figures.points'), value: formatNumber(totals.points) },
              ...RECOGNITION_TYPES.map((type) => ({
                key: type,
                label: t(`recognitionActivity.figures.${type}`),
                value: formatNumber(totals.byType[type]),
              })),
            ]}
          />
          <ChartFigure
            title={t('recognitionActivity.chart')}
            kind="bar"
            categoryLabel={t('recognitionActivity.week')}
            rows={weeks.map((week) => ({
              label: formatWeek(week.weekStart),
              values: Object.fromEntries(RECOGNITION_TYPES.map((type) => [type, week[type]])),
            }))}
            series={RECOGNITION_TYPES.map((type) => ({ key: type, label: t(`recognitionActivity.types.${type}`) }))}
          />
          <ReportTable
            title={t('recognitionActivity.table')}
            rows={rows}
            rowKey={(row) => row.id}
            footer={pages}
            columns={[
              { key: 'date', header: column('date'), cell: (row) => formatDay(row.createdAt) },
              { key: 'type', header: column('type'), cell: (row) => t(`recognitionActivity.types.${row.type}`) },
              { key: 'giver', header: column('giver'), cell: (row) => row.giver.displayName },
              { key: 'receivers', header: column('receivers'), cell: (row) => names(row.receivers) },
              { key: 'points', header: column('points'), cell: (row) => formatNumber(row.points), numeric: true },
              { key: 'reason', header: column('reason'), cell: (row) => row.reason, className: styles.reason },
            ]}
          />
        </>
      )}
    </ActivityReportView>
  );
}
