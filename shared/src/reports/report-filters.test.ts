import {
  defaultAnalyticsRange,
  parseReportFilters,
  previousReportRange,
  reportFiltersQuery,
  reportRangeDays,
  reportRangeProblem,
} from './report-filters';

const TODAY = new Date('2026-03-15T10:00:00.000Z');

describe('report filters', () => {
  it('defaults to the previous calendar month, across a year end and a leap February', () => {
    expect(defaultAnalyticsRange(TODAY)).toEqual({ start_date: '2026-02-01', end_date: '2026-02-28' });
    expect(defaultAnalyticsRange(new Date('2026-01-05T00:00:00.000Z'))).toEqual({
      start_date: '2025-12-01',
      end_date: '2025-12-31',
    });
    expect(defaultAnalyticsRange(new Date('2028-03-01T00:00:00.000Z')).end_date).toBe('2028-02-29');
  });

  it('refuses days that are not days and ranges that end before they start', () => {
    expect(reportRangeProblem({ start_date: '2026-02-30', end_date: '2026-03-01' })).toBe('report_start_date_invalid');
    expect(reportRangeProblem({ start_date: '2026-02-01', end_date: 'soon' })).toBe('report_end_date_invalid');
    expect(reportRangeProblem({ start_date: '2026-13-01', end_date: '2026-12-01' })).toBe('report_start_date_invalid');
    expect(reportRangeProblem({ start_date: '2026-02-02', end_date: '2026-02-01' })).toBe('report_range_reversed');
    expect(reportRangeProblem({ start_date: '2026-02-01', end_date: '2026-02-01' })).toBeNull();
  });

  it('reads the filters a report was asked with, dropping empty ones', () => {
    expect(parseReportFilters({}, TODAY)).toEqual({ filters: { start_date: '2026-02-01', end_date: '2026-02-28' } });
    expect(
      parseReportFilters(
        { start_date: '2026-01-01', end_date: '2026-01-31', department: ' Sales ', location: '', team: '12' },
        TODAY,
      ),
    ).toEqual({ filters: { start_date: '2026-01-01', end_date: '2026-01-31', department: 'Sales', team: 12 } });
    expect(parseReportFilters({ start_date: '2026-01-01' }, TODAY)).toEqual({ problem: 'report_end_date_invalid' });
    expect(parseReportFilters({ start_date: '2026-01-01', end_date: '2026-01-02', team: 'x' }, TODAY)).toEqual({
      filters: { start_date: '2026-01-01', end_date: '2026-01-02', team: -1 },
    });
  });

  it('finds the range of equal length just before', () => {
    const range = { start_date: '2026-03-01', end_date: '2026-03-10' };
    expect(reportRangeDays(range)).toBe(10);
    expect(previousReportRange(range)).toEqual({ start_date: '2026-02-19', end_date: '2026-02-28' });
  });

  it('writes the filters back as query parameters', () => {
    expect(reportFiltersQuery({ start_date: '2026-01-01', end_date: '2026-01-31', team: 3 })).toEqual({
      start_date: '2026-01-01',
      end_date: '2026-01-31',
      team: '3',
    });
  });
});
