import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission, useUserProfile } from '@laurel/shared';
import '../widget/widget-setup';
import { InlineGiveRecognition } from '../widget/components/InlineGiveRecognition';
import { WidgetRecognitions } from '../widget/components/WidgetRecognitions';
import styles from '../widget/components/Widget.module.css';

/**
 * `/widget`: the single page an intranet or a chat tab frames (programs §2), fitted to 400 × 600 with no
 * chrome: the composer in the page and the viewer's latest recognitions.
 */
export function WidgetPage() {
  const { t } = useTranslation('recognition');
  const canGive = usePermission('can-give-recognition');
  const user = useUserProfile();
  const latestId = useId();
  return (
    <div className={styles.widget}>
      <h1 className={styles.title}>{t('widget.title')}</h1>
      {canGive ? <InlineGiveRecognition /> : <p className={styles.muted}>{t('widget.cannotGive')}</p>}
      {user && <WidgetRecognitions userId={user.id} headingId={latestId} />}
    </div>
  );
}
