import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { canSeeLeaderboard, usePermissionSubject } from '@laurel/shared';
import type { RecognitionSummary } from '@laurel/shared/contract';
import { DateRangeFilter, ReportPage, useReportFilters, type ChartSize } from '../../reports-kit';
import { ANALYTICS_RANGE_PRESETS } from '../../reports-kit/report-range-presets';
import { usePersonalAnalytics } from '../api/use-personal-analytics';
import { RecognitionFigures } from './RecognitionFigures';
import { RecognitionCharts } from './RecognitionCharts';
import { TeamMembersTable } from './TeamMembersTable';
import { LeaderboardSection } from './LeaderboardSection';
import styles from './Analytics.module.css';

export interface AnalyticsDashboardProps {
  /** Fixed for tests; otherwise today. */
  today?: Date;
  chartSize?: ChartSize;
}

function SummarySection({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {intro && <p className={styles.muted}>{intro}</p>}
      {children}
    </section>
  );
}

const summaryBody = (summary: RecognitionSummary, whose: 'you' | 'team', chartSize?: ChartSize) => (
  <>
    <RecognitionFigures summary={summary} />
    <RecognitionCharts summary={summary} whose={whose} chartSize={chartSize} />
  </>
);

/** `/analytics/dashboard` (issue 18 item 1): the viewer's recognition, their team's, and the leaderboard. */
export function AnalyticsDashboard({ today, chartSize }: AnalyticsDashboardProps) {
  const { t } = useTranslation('reports', { keyPrefix: 'analytics' });
  const subject = usePermissionSubject();
  const { filters, setFilters } = useReportFilters(today);
  const range = { start_date: filters.start_date, end_date: filters.end_date };
  const read = usePersonalAnalytics(range);
  const result = read.data;

  return (
    <ReportPage
      title={t('title')}
      description={t('description')}
      filters={<DateRangeFilter value={range} onChange={setFilters} today={today} presets={ANALYTICS_RANGE_PRESETS} />}
      status={{ isLoading: !result && !read.error, error: read.error, retry: read.retry }}
    >
      {result && (
        <>
          <SummarySection title={t('you.title')}>{summaryBody(result.me, 'you', chartSize)}</SummarySection>
          {result.team && (
            <SummarySection title={t('team.title')} intro={t('team.intro', { count: result.team.members.length })}>
              {summaryBody(result.team, 'team', chartSize)}
              <TeamMembersTable members={result.team.members} />
            </SummarySection>
          )}
          {subject && canSeeLeaderboard(subject) && <LeaderboardSection range={range} />}
        </>
      )}
    </ReportPage>
  );
}
