import { i18n } from '../i18n';
import { currencyFormat, formatDay, formatMonth, formatNumber } from './report-format';

describe('report formats', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('says dates, numbers and money in English by default', () => {
    expect(formatDay('2026-11-24T10:00:00.000Z')).toBe('Nov 24, 2026');
    expect(formatMonth('2026-11')).toBe('Nov 2026');
    expect(formatNumber(12345)).toBe('12,345');
    expect(currencyFormat('EUR')(12.5)).toBe('€12.50');
  });

  it('follows the page’s language: German months and digit groups', async () => {
    await i18n.changeLanguage('de');
    expect(formatDay('2026-11-24T10:00:00.000Z')).toBe('24. Nov. 2026');
    expect(formatNumber(12345)).toBe('12.345');
  });
});
