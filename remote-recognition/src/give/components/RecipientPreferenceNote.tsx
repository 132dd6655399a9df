import { useTranslation } from 'react-i18next';
import type { RecipientPreference } from '../privacy/recipient-privacy';
import styles from './GiveRecognition.module.css';

/** Tells the giver why the privacy starts where it does: the people they recognise asked for it. */
export function RecipientPreferenceNote({
  preference,
  changeable,
}: {
  preference: RecipientPreference;
  changeable: boolean;
}) {
  const { t } = useTranslation('action_input');
  return (
    <p className={styles.hint} role="status" data-testid="recipient-privacy-preference">
      {t('privacy.preference.note', {
        count: preference.names.length,
        names: new Intl.ListFormat(undefined, { type: 'conjunction' }).format(preference.names),
        privacy: t(`privacy.preference.${preference.privacy}`),
      })}
      {changeable && ` ${t('privacy.preference.changeable')}`}
    </p>
  );
}
