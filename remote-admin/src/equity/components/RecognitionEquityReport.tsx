import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EQUITY_DIMENSIONS, percentOf, type EquityDimension } from '@laurel/shared/contract';
import { CsvExportButton, DateRangeFilter, ReportPage, useReportFilters } from '../../reports-kit';
import { useRecognitionEquity } from '../api/use-recognition-equity';
import { EQUITY_MEASURES, type EquityMeasure } from '../equity-measures';
import { EquityBreakdownView } from './EquityBreakdownView';
import { MeasureSelect } from './MeasureSelect';
import { UnrecognisedPeople } from './UnrecognisedPeople';
import styles from './Equity.module.css';
import '../equity-copy';

export const RECOGNITION_EQUITY_CSV = 'recognition_equity';

/** `/admin/reports/recognition-equity` (issue 17 item 7). */
export function RecognitionEquityReport() {
  const { t } = useTranslation('reports', { keyPrefix: 'equity' });
  const { filters, setFilters } = useReportFilters();
  const [dimension, setDimension] = useState<EquityDimension>('department');
  const [measure, setMeasure] = useState<EquityMeasure>('recognitionsPerPerson');
  const read = useRecognitionEquity(filters);
  const result = read.data;
  const breakdown = result?.breakdowns.find((candidate) => candidate.dimension === dimension);

  return (
    <ReportPage
      title={t('title')}
      description={t('description')}
      filters={
        <>
          <DateRangeFilter value={filters} onChange={(range) => setFilters({ ...filters, ...range })} />
          <MeasureSelect
            label={t('groupBy')}
            value={dimension}
            options={EQUITY_DIMENSIONS.map((value) => ({ value, label: t(`dimensions.${value}`) }))}
            onChange={setDimension}
          />
          <MeasureSelect
            label={t('measure')}
            value={measure}
            options={EQUITY_MEASURES.map((value) => ({ value, label: t(`measures.${value}`) }))}
            onChange={setMeasure}
          />
        </>
      }
      actions={<CsvExportButton report={RECOGNITION_EQUITY_CSV} filters={filters} />}
      status={{ isLoading: !result && !read.error, error: read.error, retry: read.retry }}
    >
      {result && breakdown && (
        <>
          <p className={styles.muted}>
            {t('summary', {
              people: result.company.people,
              share: percentOf(result.company.recognised, result.company.people),
            })}
          </p>
          <EquityBreakdownView
            breakdown={breakdown}
            company={result.company}
            measure={measure}
            minGroupSize={result.minGroupSize}
          />
          <UnrecognisedPeople teams={result.unrecognised} since={result.unrecognisedSince} />
        </>
      )}
    </ReportPage>
  );
}
