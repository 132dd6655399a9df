import { useTranslation } from 'react-i18next';
import { NOTIFICATION_GROUP_NAMES, type NotificationGroup } from '@laurel/shared/contract';
import type { SectionProps } from './section-props';
import styles from './ProfileSettings.module.css';

type Channel = 'in_app' | 'email';
const CHANNELS: readonly Channel[] = ['in_app', 'email'];

/** In-app and e-mail switches per group of notification types. */
export function NotificationsSection({ values, change }: SectionProps) {
  const { t } = useTranslation('onboarding', { keyPrefix: 'profileSettings' });
  const preferences = values.notification_preferences;
  const switchesOf = (group: NotificationGroup) => preferences[group] ?? { in_app: true, email: true };
  const set = (group: NotificationGroup, channel: Channel, on: boolean) =>
    change('notification_preferences', { ...preferences, [group]: { ...switchesOf(group), [channel]: on } });
  return (
    <fieldset className={styles.section}>
      <legend>{t('notifications.legend')}</legend>
      <table className={styles.table}>
        <caption className={styles.hint}>{t('notifications.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('notifications.group')}</th>
            {CHANNELS.map((channel) => (
              <th key={channel} scope="col">
                {t(`notifications.channels.${channel}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {NOTIFICATION_GROUP_NAMES.map((group) => (
            <tr key={group}>
              <th scope="row">{t(`notifications.groups.${group}`)}</th>
              {CHANNELS.map((channel) => (
                <td key={channel}>
                  <input
                    type="checkbox"
                    aria-label={t('notifications.switch', {
                      group: t(`notifications.groups.${group}`),
                      channel: t(`notifications.channels.${channel}`),
                    })}
                    checked={switchesOf(group)[channel]}
                    onChange={(event) => set(group, channel, event.target.checked)}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </fieldset>
  );
}
