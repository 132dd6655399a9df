import { useTranslation } from 'react-i18next';
import type { GroupPreference, RecipientPreference } from '../privacy/recipient-privacy';
import styles from './GiveRecognition.module.css';

interface RecipientPreferenceNoteProps {
  /** Everyone recognised prefers this: the privacy starts there. */
  preference: RecipientPreference | null;
  /** Otherwise, what members of the picked groups prefer, which the server still honours when it decides. */
  groups: readonly GroupPreference[];
  changeable: boolean;
}

/** Tells the giver why the privacy starts where it does, or who among a group asked for another. */
export function RecipientPreferenceNote({ preference, groups, changeable }: RecipientPreferenceNoteProps) {
  const { t, i18n } = useTranslation('action_input');
  const privacyWord = (privacy: RecipientPreference['privacy']) => t(`privacy.preference.${privacy}`);
  const lines = preference
    ? [
        t('privacy.preference.note', {
          count: preference.names.length,
          names: new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(preference.names),
          privacy: privacyWord(preference.privacy),
        }),
      ]
    : groups.map((group) =>
        t('privacy.preference.groupNote', {
          count: group.count,
          group: group.group,
          privacy: privacyWord(group.privacy),
        }),
      );
  return (
    <p className={styles.hint} role="status" data-testid="recipient-privacy-preference">
      {lines.join(' ')}
      {changeable && ` ${t('privacy.preference.changeable')}`}
    </p>
  );
}
