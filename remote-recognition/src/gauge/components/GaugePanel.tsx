import { memo, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { QUALITY_MIN_TEXT_LENGTH } from '@laurel/shared/recognition';
import { cupLevelOf, type Drink } from '../cup-level';
import { showsDetail } from '../gauge-view';
import type { QualityState } from '../hooks/use-quality-score';
import { useGaugeView } from '../hooks/use-gauge-view';
import { DrinkCup } from './DrinkCup';
import { FeedbackPrompt, type Feedback } from './FeedbackPrompt';
import { GaugeChecklist } from './GaugeChecklist';
import { GaugeDetail } from './GaugeDetail';
import styles from './QualityGauge.module.css';

export type { Feedback };

interface GaugePanelProps {
  quality: QualityState;
  drink: Drink;
  feedback: Feedback;
  onFeedback: (feedback: Feedback) => void;
}

/** The open gauge: the cup, what it says, then the checklist or one quality's detail, and the feedback prompt. */
export const GaugePanel = memo(function GaugePanel({ quality, drink, feedback, onFeedback }: GaugePanelProps) {
  const { t } = useTranslation('action_input');
  const [view, dispatch] = useGaugeView();
  const thanks = useRef<HTMLParagraphElement>(null);
  const answered = useRef(false);
  // The answered prompt is gone: its thanks takes the focus, so the keyboard keeps its place in the panel.
  useEffect(() => {
    if (feedback === null || !answered.current) return;
    answered.current = false;
    thanks.current?.focus();
  }, [feedback]);
  const score = quality.scored?.score ?? null;
  const totals = score?.totals;
  return (
    <div className={styles.panel}>
      <div className={styles.reading}>
        <DrinkCup
          drink={drink}
          level={cupLevelOf(totals ?? null)}
          sizePx={72}
          label={totals ? t('gauge.cup.score', { ...totals }) : t('gauge.cup.idle')}
        />
        <p role="status" className={styles.status}>
          {totals ? t('gauge.status.score', { ...totals }) : t('gauge.status.idle', { min: QUALITY_MIN_TEXT_LENGTH })}
          {quality.busy && <span className={styles.checking}> {t('gauge.status.checking')}</span>}
        </p>
      </div>
      <div className={styles.view} data-phase={view.phase}>
        {showsDetail(view) ? (
          <GaugeDetail
            dimensionKey={view.key}
            dimension={score?.dimensions.find((dimension) => dimension.key === view.key) ?? null}
            scoredText={quality.scored?.text ?? null}
            entering={view.phase === 'to-detail'}
            onBack={() => dispatch({ type: 'back' })}
          />
        ) : (
          <GaugeChecklist
            dimensions={score?.dimensions ?? null}
            returningTo={view.phase === 'to-checklist' ? view.key : null}
            onOpen={(key) => dispatch({ type: 'open', key })}
          />
        )}
      </div>
      {score && feedback === null && (
        <FeedbackPrompt
          onFeedback={(answer) => {
            answered.current = true;
            onFeedback(answer);
          }}
        />
      )}
      {feedback !== null && (
        <p ref={thanks} role="status" tabIndex={-1} className={styles.thanks}>
          {t('gauge.feedback.thanks')}
        </p>
      )}
    </div>
  );
});
