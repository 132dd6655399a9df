import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { apiErrorMessage } from '@laurel/shared';
import { Alert, FieldError } from '@laurel/shared/ui-kit';
import { resendRedemptionBodySchema, type Redemption } from '@laurel/shared/contract';
import { postRedemptionResend, recordResentRedemption } from '../api/post-redemption-resend';
import styles from './History.module.css';

type Outcome = { kind: 'sent'; email: string } | { kind: 'failed'; message: string } | null;

/** Sends a gift card's e-mail again, to the address it went to or a corrected one (programs §7). */
export function ResendGiftEmail({ redemption, ownEmail }: { redemption: Redemption; ownEmail: string | undefined }) {
  const { t } = useTranslation('rewards');
  const { mutate } = useSWRConfig();
  const fieldId = useId();
  const errorId = `${fieldId}-error`;
  const [email, setEmail] = useState(redemption.gifteeEmail ?? ownEmail ?? '');
  const [invalid, setInvalid] = useState(false);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const trimmed = email.trim();
    // The server's own rule, so the reader hears at once what it would refuse.
    const valid = resendRedemptionBodySchema.safeParse({ email: trimmed }).success;
    setInvalid(!valid);
    setOutcome(null);
    if (!valid) {
      document.getElementById(fieldId)?.focus();
      return;
    }
    setSending(true);
    try {
      await recordResentRedemption(mutate, await postRedemptionResend(redemption.id, trimmed));
      setOutcome({ kind: 'sent', email: trimmed });
    } catch (error) {
      setOutcome({ kind: 'failed', message: apiErrorMessage(t, error) });
    } finally {
      setSending(false);
    }
  };

  return (
    <section className={styles.section} aria-labelledby={`${fieldId}-heading`}>
      <h2 id={`${fieldId}-heading`}>{t('history.resend.title')}</h2>
      <p>{t(redemption.gift ? 'history.resend.introGift' : 'history.resend.intro')}</p>
      <form className={styles.resendForm} noValidate onSubmit={(event) => void submit(event)}>
        <label htmlFor={fieldId}>{t('history.resend.email')}</label>
        <div className={styles.resendRow}>
          <input
            id={fieldId}
            type="email"
            autoComplete="email"
            value={email}
            aria-invalid={invalid}
            aria-describedby={invalid ? errorId : undefined}
            onChange={(event) => {
              setEmail(event.target.value);
              setInvalid(false);
            }}
          />
          <button type="submit" className={styles.primaryButton} aria-disabled={sending}>
            {sending ? t('history.resend.sending') : t('history.resend.send')}
          </button>
        </div>
        <FieldError id={errorId} error={invalid ? t('history.resend.invalidEmail') : undefined} />
      </form>
      <div aria-live="polite">
        {outcome?.kind === 'sent' && (
          <Alert status="success" size="sm">
            {t('history.resend.sent', { email: outcome.email })}
          </Alert>
        )}
      </div>
      {outcome?.kind === 'failed' && (
        <Alert status="error" size="sm" title={t('history.resend.failed')}>
          {outcome.message}
        </Alert>
      )}
    </section>
  );
}
