import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { emit, showToast, useUserProfile } from '@laurel/shared';
import type { BonusView, GiveRecognitionWidgetProps } from '@laurel/shared/recognition';
import { Alert, ModalDialog, modalDialogStyles } from '@laurel/shared/ui-kit';
import { useGiverBudget } from '../../api/get-giver-budget';
import { useRecognitionSettings } from '../../api/get-recognition-settings';
import { DiscardConfirmation } from './DiscardConfirmation';
import { GiveRecognitionForm } from './GiveRecognitionForm';
import { GiveAwardForm } from '../../awards/components/GiveAwardForm';
import type { AwardGiveOutcome } from '../../awards/api/post-award-give';
import { useInitialValue } from '../hooks/use-initial-value';
import { useWideScreen } from '../hooks/use-wide-screen';
import { ValuesPanel } from './ValuesPanel';
import { GaugeColumn, useGaugeColumnWidthPx } from '../../gauge/components/GaugeColumn';
import styles from './GiveRecognition.module.css';

/** Spec §2: 2xl on desktop; wider when the side panel shows. */
const MODAL_WIDTH_PX = 672;
const SIDE_PANEL_WIDTH_PX = 280;

/** The give-recognition modal the shell opens: full-screen on small screens, side panel on wide ones. */
export function GiveRecognitionModal({
  initialRecipientId,
  initialText,
  parentBonus,
  startRecording,
  award,
  onClose,
}: GiveRecognitionWidgetProps) {
  const { t } = useTranslation('action_input');
  const user = useUserProfile();
  const settings = useRecognitionSettings();
  const budget = useGiverBudget();
  const initialValue = useInitialValue(initialRecipientId, initialText);
  const wide = useWideScreen();
  const gaugeWidthPx = useGaugeColumnWidthPx();
  const [altered, setAltered] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const submitting = useRef(false);
  const popupOpen = useRef(false);

  const requestClose = () => {
    if (submitting.current) return;
    if (altered) setConfirming(true);
    else onClose();
  };
  const given = (bonus: BonusView, totalAmount: number) => {
    emit('bonus-created', { bonus, totalAmount });
    showToast(t('given'), 'success');
    onClose();
  };
  const awarded = (outcome: AwardGiveOutcome) => {
    if ('given' in outcome) {
      const { given: bonus } = outcome;
      emit('bonus-created', { bonus, totalAmount: bonus.amount * bonus.receiver_ids.length });
      showToast(t('awards:given'), 'success');
      return onClose();
    }
    // Recognition §3, programs §4: a give that needs approval is not posted yet, and says so until dismissed.
    showToast(t('awards:pending', { name: outcome.pending.award.name }), 'info', { persistent: true });
    onClose();
  };

  const ready =
    user && settings.data && budget.data && initialValue
      ? { selfId: user.id, settings: settings.data, budget: budget.data, initialValue }
      : null;
  const failed = settings.error || budget.error;
  // The quality gauge's desktop pop-out takes a column beside the form while it is open (recognition §2).
  const gaugeColumnPx = ready && !confirming && !award ? gaugeWidthPx : 0;
  return (
    <ModalDialog
      open
      onOpenChange={(open) => !open && requestClose()}
      title={award ? t('awards:title') : parentBonus ? t('title.addOn') : t('title.give')}
      widthPx={MODAL_WIDTH_PX + (wide && !award ? SIDE_PANEL_WIDTH_PX : 0) + gaugeColumnPx}
      className={styles.modal}
      onEscapeKeyDown={(event) => popupOpen.current && event.preventDefault()}
      onInteractOutside={(event) => submitting.current && event.preventDefault()}
    >
      <div className={styles.layout}>
        <div className={styles.main}>
          {confirming ? (
            <DiscardConfirmation onKeep={() => setConfirming(false)} onDiscard={onClose} />
          ) : failed ? (
            <Alert status="error" title={t('loadError.title')}>
              {t('loadError.body')}{' '}
              <button
                type="button"
                className={modalDialogStyles.primary}
                onClick={() => void Promise.all([settings.mutate(), budget.mutate()])}
              >
                {t('loadError.retry')}
              </button>
            </Alert>
          ) : !ready ? (
            <p role="status">{t('loading')}</p>
          ) : null}
          {ready && award && (
            <div hidden={confirming}>
              <GiveAwardForm
                {...ready}
                initialAwardId={award.awardId}
                onStartDraft={() => setAltered(true)}
                onSubmittingChange={(value) => (submitting.current = value)}
                onDone={awarded}
                onCancel={requestClose}
                popupOpenRef={popupOpen}
              />
            </div>
          )}
          {ready && !award && (
            <div hidden={confirming}>
              <GiveRecognitionForm
                {...ready}
                parentBonus={parentBonus}
                startRecording={startRecording}
                onStartDraft={() => setAltered(true)}
                onSubmittingChange={(value) => (submitting.current = value)}
                onGiven={given}
                onCancel={requestClose}
                onLeave={onClose}
                popupOpenRef={popupOpen}
              />
            </div>
          )}
        </div>
        {gaugeColumnPx > 0 && <GaugeColumn />}
        {wide && !award && settings.data && <ValuesPanel values={settings.data.core_values} />}
      </div>
    </ModalDialog>
  );
}
