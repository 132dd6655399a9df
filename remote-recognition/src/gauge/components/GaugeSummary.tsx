import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { cupLevelOf, type Drink } from '../cup-level';
import type { QualityState } from '../hooks/use-quality-score';
import { DrinkCup } from './DrinkCup';
import styles from './QualityGauge.module.css';

/** The closed gauge's face: a small cup, the name and the count, inside the toggle or the accordion's header. */
export const GaugeSummary = memo(function GaugeSummary({ quality, drink }: { quality: QualityState; drink: Drink }) {
  const { t } = useTranslation('action_input');
  const totals = quality.scored?.score.totals ?? null;
  return (
    <span className={styles.summary}>
      <DrinkCup drink={drink} level={cupLevelOf(totals)} sizePx={24} />
      <span>{t('gauge.title')}</span>
      <span className={styles.count}>
        {totals ? t('gauge.summary.score', { matches: totals.matches, total: totals.total }) : t('gauge.summary.idle')}
      </span>
    </span>
  );
});
