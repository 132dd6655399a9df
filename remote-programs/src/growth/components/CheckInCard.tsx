import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { canCheckIn, usePermissionSubject } from '@laurel/shared';
import buttons from '@laurel/shared/styles/buttons.module.css';
import { useMyCheckIns } from '../../check-ins/api/check-in-api';
import { periodText } from '../../check-ins/period-text';
import { HubCard } from './HubCard';
import styles from './Growth.module.css';

/** This period's check-in: written, answered by the manager, or still to write (with the Write button). */
export function CheckInCard() {
  const { t, i18n } = useTranslation('growth');
  const subject = usePermissionSubject();
  const permitted = subject !== null && canCheckIn(subject);
  const { data, error } = useMyCheckIns(permitted);
  if (!permitted) return null;
  const current = data?.current ?? null;
  let status = 'hub.checkIn.toWrite';
  if (current) status = current.managerComment ? 'hub.checkIn.answered' : 'hub.checkIn.written';
  return (
    <HubCard id="growth-check-in-title" title={t('hub.checkIn.title')} error={error} loading={!data}>
      {data && <p className={styles.muted}>{periodText(i18n.language, data.period)}</p>}
      <p>{t(status)}</p>
      <Link to="/growth/check-ins" className={current ? styles.link : `${buttons.primaryButton} ${styles.buttonLink}`}>
        {current ? t('hub.checkIn.open') : t('hub.checkIn.write')}
      </Link>
    </HubCard>
  );
}
