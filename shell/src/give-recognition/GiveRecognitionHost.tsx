import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  hasPermission,
  refetchProfile,
  useGiveRecognitionRequests,
  useLaurelEvent,
  usePermissionSubject,
  widgetPropsOf,
} from '@laurel/shared';
import { RemoteSlot } from '../remotes/RemoteSlot';
import { giveRecognitionRequestOf, withoutGiveRecognition } from './give-recognition-query';
import styles from './GiveRecognitionHost.module.css';

// Spec §2: the query opens the modal once per page load, not on every visit to a route.
let queryHandled = false;
export const resetGiveRecognitionQuery = () => (queryHandled = false);

/** Opens the recognition remote's give-recognition widget for any app that asks (spec §3 events). */
export function GiveRecognitionHost() {
  const { t } = useTranslation('shell');
  const subject = usePermissionSubject();
  const canGive = subject !== null && hasPermission(subject, 'can-give-recognition');
  const [params, setParams] = useSearchParams();
  const asked = giveRecognitionRequestOf(params);
  const { opened, close } = useGiveRecognitionRequests(canGive, canGive && !queryHandled ? asked : null);

  const wasAsked = asked !== null;
  useEffect(() => {
    if (!wasAsked) return;
    queryHandled = true;
    setParams(withoutGiveRecognition(params), { replace: true });
  }, [wasAsked, params, setParams]);

  // The giving balance in the user menu follows each recognition given.
  useLaurelEvent('bonus-created', () => void refetchProfile());

  if (!opened) return null;
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
          return Widget ? <Widget key={opened.serial} {...widgetPropsOf(opened, close)} /> : null;
        }}
      </RemoteSlot>
    </div>
  );
}
