import { useTranslation } from 'react-i18next';
import { flashPointsTextColor, type FlashPointsProgram } from '@laurel/shared/recognition';
import { countdownText } from './countdown-text';
import styles from './FlashPoints.module.css';

export const programColors = (program: FlashPointsProgram) => ({
  background: program.baseColor,
  color: flashPointsTextColor(program.baseColor),
  borderColor: program.accentColor,
});

interface FlashPointsBannerProps {
  program: FlashPointsProgram;
  balance: number;
  now: number;
}

/** The running program, the giver's flash points and the time left to give them, redrawn every second. */
export function FlashPointsBanner({ program, balance, now }: FlashPointsBannerProps) {
  const { t } = useTranslation('action_input');
  const left = countdownText(t, Date.parse(program.endDate) - now);
  return (
    <section className={styles.banner} style={programColors(program)} aria-label={t('flashPoints.label')}>
      <p className={styles.title}>{t('flashPoints.banner', { count: balance, program: program.name })}</p>
      <p className={styles.title}>
        {t('flashPoints.endsIn')}{' '}
        <span role="timer" className={styles.countdown} aria-label={left.spoken}>
          {left.short}
        </span>
      </p>
    </section>
  );
}
