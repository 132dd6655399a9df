import { filtered, summaryQueryFrom, summarySearchOf } from './summary-query';

const NOW = Date.parse('2026-11-23T12:00:00.000Z');
const from = (search: string) => summaryQueryFrom(new URLSearchParams(search), NOW);

describe('summary address', () => {
  it('defaults to the last 30 days, newest first, page 1', () => {
    expect(from('')).toEqual({
      awardIds: [],
      startDate: '2026-10-24',
      endDate: '2026-11-23',
      sortOrder: 'desc',
      page: 1,
    });
  });

  it('reads and writes the incentives, days, order and page, so a reload keeps them', () => {
    const search = '?award_ids=2,3&start_date=2026-11-01&end_date=2026-11-20&sort_order=asc&page=3';
    const query = from(search);
    expect(query).toEqual({
      awardIds: [2, 3],
      startDate: '2026-11-01',
      endDate: '2026-11-20',
      sortOrder: 'asc',
      page: 3,
    });
    expect(summarySearchOf(query)).toBe(search.replace(',', '%2C'));
  });

  it('falls back where the address makes no sense', () => {
    expect(from('award_ids=x,-1,4&start_date=2026-13-01&end_date=2026-11-20&sort_order=up&page=0')).toEqual({
      awardIds: [4],
      startDate: '2026-10-24',
      endDate: '2026-11-23',
      sortOrder: 'desc',
      page: 1,
    });
    expect(from('start_date=2026-11-20&end_date=2026-11-01').startDate).toBe('2026-10-24');
  });

  it('starts again at page 1 on any filter change', () => {
    expect(filtered(from('page=4'), { awardIds: [1] })).toMatchObject({ awardIds: [1], page: 1 });
  });
});
