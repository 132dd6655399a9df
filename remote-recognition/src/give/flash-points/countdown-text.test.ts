import { i18n } from '../../i18n';
import { countdownText } from './countdown-text';

const t = i18n.getFixedT('en', 'action_input');

describe('countdownText', () => {
  it('shows days, then hours, minutes and seconds in two digits', () => {
    const ms = ((3 * 24 + 4) * 3600 + 5 * 60 + 6) * 1000;
    expect(countdownText(t, ms)).toEqual({
      short: '3d 04h 05m 06s',
      spoken: '3 days, 4 hours, 5 minutes, 6 seconds',
    });
  });

  it('says one in the singular and reads zero after the end', () => {
    expect(countdownText(t, (24 * 3600 + 3600 + 60 + 1) * 1000).spoken).toBe('1 day, 1 hour, 1 minute, 1 second');
    expect(countdownText(t, -1).short).toBe('0d 00h 00m 00s');
  });
});
