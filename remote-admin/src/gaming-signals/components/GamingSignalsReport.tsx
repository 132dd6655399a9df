import { useTranslation } from 'react-i18next';
import type { GamingSignal, GamingSignalKind, GamingSignals } from '@laurel/shared/contract';
import { CsvExportButton, DateRangeFilter, ReportPage, useReportFilters } from '../../reports-kit';
import { useGamingSignals } from '../api/use-gaming-signals';
import { SignalCard } from './SignalCard';
import styles from './GamingSignals.module.css';
import '../gaming-signals-copy';

export const GAMING_SIGNALS_CSV = 'gaming_signals';
const KINDS: readonly GamingSignalKind[] = ['reciprocal_pair', 'ring', 'concentration'];
const percent = (share: number) => Math.round(share * 100);

/** `/admin/reports/gaming-signals` (issue 17 item 7). */
export function GamingSignalsReport() {
  const { t } = useTranslation('reports', { keyPrefix: 'gamingSignals' });
  const { filters, setFilters } = useReportFilters();
  const read = useGamingSignals(filters);
  const result = read.data;

  return (
    <ReportPage
      title={t('title')}
      description={t('description')}
      filters={<DateRangeFilter value={filters} onChange={(range) => setFilters({ ...filters, ...range })} />}
      actions={<CsvExportButton report={GAMING_SIGNALS_CSV} filters={filters} />}
      status={{ isLoading: !result && !read.error, error: read.error, retry: read.retry }}
    >
      {result && (
        <>
          <HowSignalsAreFound thresholds={result.thresholds} />
          {KINDS.map((kind) => (
            <SignalSection key={kind} kind={kind} signals={result.signals.filter((signal) => signal.kind === kind)} />
          ))}
        </>
      )}
    </ReportPage>
  );
}

function HowSignalsAreFound({ thresholds }: Pick<GamingSignals, 'thresholds'>) {
  const { t } = useTranslation('reports', { keyPrefix: 'gamingSignals' });
  const min = thresholds.minRecognitions;
  return (
    <section className={styles.section} aria-labelledby="how-signals-title">
      <h2 id="how-signals-title">{t('howTitle')}</h2>
      <ul className={styles.how}>
        <li>{t('how.reciprocal_pair', { share: percent(thresholds.reciprocalShare), min })}</li>
        <li>{t('how.ring', { share: percent(thresholds.ringShare), min })}</li>
        <li>{t('how.concentration', { share: percent(thresholds.concentrationShare), min })}</li>
      </ul>
      <p className={styles.muted}>{t('how.score')}</p>
    </section>
  );
}

function SignalSection({ kind, signals }: { kind: GamingSignalKind; signals: GamingSignal[] }) {
  const { t } = useTranslation('reports', { keyPrefix: 'gamingSignals' });
  const titleId = `signals-${kind}`;
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId}>
        {t(`kinds.${kind}`)} <span className={styles.muted}>({t('count', { count: signals.length })})</span>
      </h2>
      {signals.length === 0 ? (
        <p className={styles.muted}>{t(`none.${kind}`)}</p>
      ) : (
        <ul className={styles.signals}>
          {signals.map((signal) => (
            <SignalCard key={signal.people.map((person) => person.id).join('-')} signal={signal} />
          ))}
        </ul>
      )}
    </section>
  );
}
