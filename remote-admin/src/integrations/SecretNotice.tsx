import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WEBHOOK_SIGNATURE_HEADER, type WebhookWithSecret } from '@laurel/shared/contract';
import { Alert } from '@laurel/shared/ui-kit';
import styles from './Integrations.module.css';

/** The whole secret, once: the server never sends it again, so the admin copies it now. */
export function SecretNotice({ webhook, onDismiss }: { webhook: WebhookWithSecret; onDismiss: () => void }) {
  const { t } = useTranslation('admin_dashboard', { keyPrefix: 'integrations' });
  const [copied, setCopied] = useState(false);
  const heading = useRef<HTMLDivElement>(null);
  useEffect(() => heading.current?.focus(), [webhook.secret]);
  return (
    <div ref={heading} tabIndex={-1}>
      <Alert status="success" title={t('secret.title')}>
        <p>{t('secret.body', { url: webhook.url, header: WEBHOOK_SIGNATURE_HEADER })}</p>
        <code className={styles.secret} aria-label={t('secret.label')}>
          {webhook.secret}
        </code>
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.button}
            onClick={() => void navigator.clipboard?.writeText(webhook.secret).then(() => setCopied(true))}
          >
            {copied ? t('secret.copied') : t('secret.copy')}
          </button>
          <button type="button" className={styles.button} onClick={onDismiss}>
            {t('secret.done')}
          </button>
        </div>
      </Alert>
    </div>
  );
}
