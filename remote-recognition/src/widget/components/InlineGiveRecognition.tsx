import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { emit, useUserProfile } from '@laurel/shared';
import type { BonusView } from '@laurel/shared/recognition';
import { Alert } from '@laurel/shared/ui-kit';
import { useGiverBudget } from '../../api/get-giver-budget';
import { useRecognitionSettings } from '../../api/get-recognition-settings';
import { emptyValue } from '../../composer/composer-model';
import { GiveRecognitionForm } from '../../give/components/GiveRecognitionForm';
import styles from './Widget.module.css';

/**
 * The give-recognition form in the page, not in a modal: after each recognition, or on cancel, it starts a
 * new draft; the lists on the page follow through `bonus-created`, as the feed does.
 */
export function InlineGiveRecognition() {
  const { t } = useTranslation('action_input');
  const user = useUserProfile();
  const settings = useRecognitionSettings();
  const budget = useGiverBudget();
  const [draftNumber, setDraftNumber] = useState(0);
  const [given, setGiven] = useState(false);
  const popupOpen = useRef(false);
  const noop = () => undefined;

  const startOver = () => setDraftNumber((number) => number + 1);
  const onGiven = (bonus: BonusView, totalAmount: number) => {
    emit('bonus-created', { bonus, totalAmount });
    setGiven(true);
    startOver();
    void budget.mutate();
  };

  if (settings.error || budget.error) {
    return (
      <Alert status="error" title={t('loadError.title')}>
        {t('loadError.body')}{' '}
        <button type="button" onClick={() => void Promise.all([settings.mutate(), budget.mutate()])}>
          {t('loadError.retry')}
        </button>
      </Alert>
    );
  }
  return (
    <div>
      <p role="status" className={styles.muted}>
        {given ? t('given') : !(user && settings.data && budget.data) ? t('loading') : ''}
      </p>
      {user && settings.data && budget.data && (
        <GiveRecognitionForm
          key={draftNumber}
          selfId={user.id}
          settings={settings.data}
          budget={budget.data}
          initialValue={emptyValue()}
          onStartDraft={() => setGiven(false)}
          onSubmittingChange={noop}
          onGiven={onGiven}
          onCancel={startOver}
          onLeave={noop}
          popupOpenRef={popupOpen}
        />
      )}
    </div>
  );
}
