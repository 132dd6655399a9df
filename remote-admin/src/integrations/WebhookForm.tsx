import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { translateApiError } from '@laurel/shared';
import {
  WEBHOOK_EVENT_TYPES,
  webhookInputErrors,
  type WebhookEventType,
  type WebhookInput,
  type WebhookInputErrors,
} from '@laurel/shared/contract';
import { FieldError } from '@laurel/shared/ui-kit';
import styles from './Integrations.module.css';

interface WebhookFormProps {
  /** Its id keeps two forms' fields apart. */
  id: string;
  initial?: WebhookInput;
  busy: boolean;
  submitLabel: string;
  onSubmit: (input: WebhookInput) => void;
  onCancel: () => void;
}

const NEW_WEBHOOK: WebhookInput = { url: '', eventTypes: ['new_bonus'], active: true };

/** A webhook's address, events and state, checked here as the server checks them. */
export function WebhookForm({ id, initial = NEW_WEBHOOK, busy, submitLabel, onSubmit, onCancel }: WebhookFormProps) {
  const { t } = useTranslation('admin_dashboard', { keyPrefix: 'integrations' });
  const [url, setUrl] = useState(initial.url);
  const [eventTypes, setEventTypes] = useState<WebhookEventType[]>(initial.eventTypes);
  const [active, setActive] = useState(initial.active);
  const [errors, setErrors] = useState<WebhookInputErrors>({});

  const toggle = (type: WebhookEventType, on: boolean) =>
    setEventTypes((current) => (on ? [...current, type] : current.filter((other) => other !== type)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = { url: url.trim(), eventTypes, active };
    const found = webhookInputErrors(input);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(input);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={submitLabel}>
      <div className={styles.field}>
        <label htmlFor={`${id}-url`}>{t('webhooks.url')}</label>
        <input
          id={`${id}-url`}
          type="url"
          value={url}
          placeholder="https://"
          onChange={(event) => setUrl(event.target.value)}
          aria-invalid={errors.url ? true : undefined}
          aria-describedby={`${id}-url-error`}
        />
        <FieldError id={`${id}-url-error`} error={errors.url && translateApiError(t, errors.url)} />
      </div>
      <fieldset className={styles.checks} aria-describedby={`${id}-events-error`}>
        <legend>{t('webhooks.events')}</legend>
        {WEBHOOK_EVENT_TYPES.map((type) => (
          <label key={type}>
            <input
              type="checkbox"
              checked={eventTypes.includes(type)}
              onChange={(event) => toggle(type, event.target.checked)}
            />
            {t(`webhooks.eventTypes.${type}`)}
          </label>
        ))}
      </fieldset>
      <FieldError id={`${id}-events-error`} error={errors.eventTypes && translateApiError(t, errors.eventTypes)} />
      <label className={styles.toggle}>
        <input type="checkbox" checked={active} onChange={(event) => setActive(event.target.checked)} />
        {t('webhooks.active')}
      </label>
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={busy}>
          {submitLabel}
        </button>
        <button type="button" className={styles.button} onClick={onCancel}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}
