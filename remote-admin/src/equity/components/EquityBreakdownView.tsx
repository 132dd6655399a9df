import { useTranslation } from 'react-i18next';
import type { EquityBreakdown, EquityFigures } from '@laurel/shared/contract';
import { ChartFigure } from '../../reports-kit';
import { EQUITY_MEASURES, measureOf, type EquityMeasure } from '../equity-measures';
import { useSegmentName } from './use-segment-name';
import styles from './Equity.module.css';

export interface EquityBreakdownViewProps {
  breakdown: EquityBreakdown;
  company: EquityFigures;
  measure: EquityMeasure;
  minGroupSize: number;
}

/** One grouping: the chosen measure per segment against the company's, then every figure in a table. */
export function EquityBreakdownView({ breakdown, company, measure, minGroupSize }: EquityBreakdownViewProps) {
  const { t, i18n } = useTranslation('reports', { keyPrefix: 'equity' });
  const count = (value: number) => value.toLocaleString(i18n.language);
  const nameOf = useSegmentName(breakdown.dimension);
  const dimension = t(`dimensions.${breakdown.dimension}`);
  // Inside a sentence a dimension is lower case in English and Spanish, capitalised in German: the words say so.
  const inSentence = t(`dimensionsInSentence.${breakdown.dimension}`);
  const format = (value: number) => (measure === 'recognisedShare' ? t('percent', { value }) : count(value));
  const companyValue = measureOf(measure, company);
  const rows = breakdown.segments.map((segment) => ({
    label: nameOf(segment),
    values: { segment: measureOf(measure, segment), company: companyValue },
  }));
  const cells = (figures: EquityFigures) => [
    count(figures.people),
    t('percent', { value: measureOf('recognisedShare', figures) }),
    count(measureOf('recognitionsPerPerson', figures)),
    count(measureOf('pointsPerPerson', figures)),
  ];

  return (
    <section className={styles.section} aria-label={t('tableTitle', { dimension })}>
      <p className={styles.muted} role="note">
        {breakdown.hiddenSegments > 0
          ? t('hidden', { count: breakdown.hiddenSegments, min: minGroupSize })
          : t('noneHidden', { min: minGroupSize })}
      </p>
      {breakdown.segments.length === 0 ? (
        <p>{t('noSegments')}</p>
      ) : (
        <>
          <ChartFigure
            title={t('chartTitle', { measure: t(`measures.${measure}`), dimension: inSentence })}
            kind="bar"
            categoryLabel={dimension}
            rows={rows}
            series={[
              { key: 'segment', label: t(`measures.${measure}`) },
              { key: 'company', label: t('companyAverage') },
            ]}
            format={format}
          />
          <div className={styles.tableBox}>
            <table className={styles.table}>
              <caption>{t('tableTitle', { dimension: inSentence })}</caption>
              <thead>
                <tr>
                  <th scope="col">{dimension}</th>
                  <th scope="col">{t('columns.people')}</th>
                  {EQUITY_MEASURES.map((column) => (
                    <th key={column} scope="col">
                      {t(`columns.${column}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {breakdown.segments.map((segment) => (
                  <tr key={segment.key}>
                    <th scope="row">{nameOf(segment)}</th>
                    {cells(segment).map((cell, index) => (
                      <td key={index}>{cell}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">{t('company')}</th>
                  {cells(company).map((cell, index) => (
                    <td key={index}>{cell}</td>
                  ))}
                </tr>
              </tfoot>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
