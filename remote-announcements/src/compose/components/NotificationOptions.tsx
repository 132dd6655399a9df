import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatIntegrations } from '@laurel/shared/recognition';
import type { AnnouncementDraft } from '../announcement-draft';
import styles from './AnnouncementForm.module.css';

type NotificationKey = 'emailNotification' | 'sendSlackMessage' | 'sendMsTeamsMessage';

interface NotificationOptionsProps {
  draft: AnnouncementDraft;
  integrations: ChatIntegrations;
  /** Only a future start leaves time to notify: otherwise the boxes are off (recognition §4). */
  offered: boolean;
  onChange: (change: Partial<AnnouncementDraft>) => void;
}

/** E-mail always; chat and team messaging only where the company has connected them (recognition §5). */
export function NotificationOptions({ draft, integrations, offered, onChange }: NotificationOptionsProps) {
  const { t } = useTranslation('announcements');
  const hintId = useId();
  const options: NotificationKey[] = [
    'emailNotification',
    ...(integrations.has_slack_integration ? (['sendSlackMessage'] as const) : []),
    ...(integrations.has_ms_teams_integration ? (['sendMsTeamsMessage'] as const) : []),
  ];
  return (
    <fieldset className={styles.fieldset} aria-describedby={offered ? undefined : hintId}>
      <legend className={styles.label}>{t('form.notify.legend')}</legend>
      {!offered && (
        <p id={hintId} className={styles.hint}>
          {t('form.notify.onlyLater')}
        </p>
      )}
      {options.map((key) => (
        <label key={key} className={styles.checkbox}>
          <input
            type="checkbox"
            checked={offered && draft[key]}
            disabled={!offered}
            onChange={(event) => onChange({ [key]: event.target.checked })}
          />
          {t(`form.notify.${key}`)}
        </label>
      ))}
    </fieldset>
  );
}
