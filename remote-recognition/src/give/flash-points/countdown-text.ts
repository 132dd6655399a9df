import type { TFunction } from 'i18next';
import { countdownPartsOf } from '@laurel/shared/recognition';

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** Spec §9: days, hours, minutes and seconds left, short for the eye and spelled out for a screen reader. */
export function countdownText(t: TFunction, msLeft: number): { short: string; spoken: string } {
  const { days, hours, minutes, seconds } = countdownPartsOf(msLeft);
  return {
    short: t('flashPoints.countdown', {
      days,
      hours: twoDigits(hours),
      minutes: twoDigits(minutes),
      seconds: twoDigits(seconds),
    }),
    spoken: [
      t('flashPoints.days', { count: days }),
      t('flashPoints.hours', { count: hours }),
      t('flashPoints.minutes', { count: minutes }),
      t('flashPoints.seconds', { count: seconds }),
    ].join(', '),
  };
}
