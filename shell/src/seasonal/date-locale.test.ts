import { de } from 'date-fns/locale/de';
import { enGB } from 'date-fns/locale/en-GB';
import { enUS } from 'date-fns/locale/en-US';
import { dateLocaleFor } from './date-locale';

describe('dateLocaleFor', () => {
  it.each([
    ['en', enUS],
    ['en-GB', enGB],
    ['en_GB', enGB],
    ['de-AT', de],
    ['xx', enUS],
    [undefined, enUS],
  ])('maps %s', (profileLocale, expected) => {
    expect(dateLocaleFor(profileLocale)).toBe(expected);
  });
});
