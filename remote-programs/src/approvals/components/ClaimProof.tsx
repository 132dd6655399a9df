import { useTranslation } from 'react-i18next';
import type { ClaimAttachment } from '@laurel/shared/contract';
import styles from './Approvals.module.css';

/** The claim's proof: a picture shown small (opening full size), any other file as a link; or that there is none. */
export function ClaimProof({ attachment, claimer }: { attachment: ClaimAttachment | null; claimer: string }) {
  const { t } = useTranslation('rewards', { keyPrefix: 'programs' });
  if (!attachment) return <p className={styles.muted}>{t('approvals.noProof')}</p>;
  const open = t('approvals.openProof', { filename: attachment.filename });
  if (attachment.type.startsWith('image/')) {
    return (
      <a href={attachment.url} target="_blank" rel="noreferrer" className={styles.proofImage} aria-label={open}>
        <img
          src={attachment.url}
          alt={t('approvals.proofImage', { name: claimer, filename: attachment.filename })}
          loading="lazy"
        />
      </a>
    );
  }
  return (
    <p>
      <a href={attachment.url} target="_blank" rel="noreferrer" download={attachment.filename}>
        {open}
      </a>
    </p>
  );
}
