import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { hasPermission, refetchProfile, usePermissionSubject } from '@laurel/shared';
import {
  BONUS_CREATED_EVENT,
  INIT_GIVE_RECOGNITION_EVENT,
  type InitGiveRecognitionDetail,
} from '@laurel/shared/recognition';
import { RemoteSlot } from '../remotes/RemoteSlot';
import { giveRecognitionRequestOf, withoutGiveRecognition } from './give-recognition-query';
import styles from './GiveRecognitionHost.module.css';

// Spec §2: the query opens the modal once per page load, not on every visit to a route.
let queryHandled = false;
export const resetGiveRecognitionQuery = () => (queryHandled = false);

interface Opened extends InitGiveRecognitionDetail {
  /** Remounts the widget for each opening, so every draft starts afresh. */
  serial: number;
}

/** Opens the recognition remote's give-recognition widget for any app that asks (spec §3 events). */
export function GiveRecognitionHost() {
  const { t } = useTranslation('shell');
  const subject = usePermissionSubject();
  const canGive = subject !== null && hasPermission(subject, 'can-give-recognition');
  const [params, setParams] = useSearchParams();
  const [opened, setOpened] = useState<Opened | null>(() => {
    const request = canGive && !queryHandled ? giveRecognitionRequestOf(params) : null;
    return request && { ...request, serial: 1 };
  });
  const asked = giveRecognitionRequestOf(params) !== null;

  useEffect(() => {
    if (!canGive) return;
    const open = (event: Event) => {
      const detail = (event as CustomEvent<InitGiveRecognitionDetail | null>).detail ?? {};
      setOpened((previous) => ({ ...detail, serial: (previous?.serial ?? 0) + 1 }));
    };
    window.addEventListener(INIT_GIVE_RECOGNITION_EVENT, open);
    return () => window.removeEventListener(INIT_GIVE_RECOGNITION_EVENT, open);
  }, [canGive]);

  useEffect(() => {
    if (!asked) return;
    queryHandled = true;
    setParams(withoutGiveRecognition(params), { replace: true });
  }, [asked, params, setParams]);

  useEffect(() => {
    // The giving balance in the user menu follows each recognition given.
    const given = () => void refetchProfile();
    window.addEventListener(BONUS_CREATED_EVENT, given);
    return () => window.removeEventListener(BONUS_CREATED_EVENT, given);
  }, []);

  if (!opened) return null;
  const close = () => setOpened(null);
  return (
    <div className={styles.host}>
      <RemoteSlot
        remote="recognition"
        fallbackContent={
          <button type="button" onClick={close}>
            {t('giveRecognition.close')}
          </button>
        }
      >
        {({ widgets }) => {
          const Widget = widgets?.giveRecognition;
          return Widget ? (
            <Widget
              key={opened.serial}
              initialRecipientId={opened.recipientId}
              initialText={opened.text}
              parentBonus={opened.parentBonus}
              onClose={close}
            />
          ) : null;
        }}
      </RemoteSlot>
    </div>
  );
}
