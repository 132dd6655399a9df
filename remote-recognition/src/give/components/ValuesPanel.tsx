import { useTranslation } from 'react-i18next';
import type { CoreValue } from '@laurel/shared/recognition';
import styles from './GiveRecognition.module.css';

/** The company values beside the composer on wide screens, as a reminder of what to recognise. */
export function ValuesPanel({ values }: { values: readonly CoreValue[] }) {
  const { t } = useTranslation('action_input');
  if (values.length === 0) return null;
  return (
    <aside className={styles.side} aria-labelledby="values-panel-heading">
      <h3 id="values-panel-heading">{t('values.heading')}</h3>
      <dl>
        {values.map((value) => (
          <div key={value.hashtag}>
            <dt>#{value.hashtag}</dt>
            <dd>{value.description}</dd>
          </div>
        ))}
      </dl>
    </aside>
  );
}
