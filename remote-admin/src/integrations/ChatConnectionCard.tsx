import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage, translateApiError } from '@laurel/shared';
import {
  chatConnectionErrors,
  type ChatConnection,
  type ChatConnectionErrors,
  type ChatProvider,
} from '@laurel/shared/contract';
import { Alert, FieldError } from '@laurel/shared/ui-kit';
import { integrationRequests, useIntegrationChange } from './use-integrations';
import { ConfirmChange, type PendingChange } from './ConfirmChange';
import styles from './Integrations.module.css';

interface ChatConnectionCardProps {
  provider: ChatProvider;
  connection: ChatConnection | null;
}

/** One chat app: who connected it where, or the form to connect it. Announcements post only where one is connected. */
export function ChatConnectionCard({ provider, connection }: ChatConnectionCardProps) {
  const { t, i18n } = useTranslation('admin_dashboard', { keyPrefix: 'integrations' });
  const { run, busy, failed } = useIntegrationChange();
  const [editing, setEditing] = useState(connection === null);
  const [pending, setPending] = useState<PendingChange | null>(null);
  const name = t(`chat.providers.${provider}`);

  return (
    <section className={styles.card} aria-labelledby={`chat-${provider}`}>
      <h3 id={`chat-${provider}`}>{name}</h3>
      {connection && !editing ? (
        <>
          <p className={styles.muted}>
            {t('chat.connectedTo', { workspace: connection.workspace, channel: connection.channel })}
          </p>
          <p className={styles.muted}>
            {t('chat.connectedBy', {
              name: connection.connectedBy,
              date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(
                new Date(connection.connectedAt),
              ),
            })}
          </p>
          <div className={styles.actions}>
            <button type="button" className={styles.button} onClick={() => setEditing(true)}>
              {t('chat.change', { name })}
            </button>
            <button
              type="button"
              className={styles.danger}
              disabled={busy}
              onClick={() =>
                setPending({
                  title: t('chat.confirmDisconnect', { name }),
                  description: t('chat.confirmDisconnectBody', { name }),
                  confirm: t('chat.disconnect', { name }),
                  run: () =>
                    void run(
                      () => integrationRequests.disconnect(provider),
                      () => setEditing(true),
                    ),
                })
              }
            >
              {t('chat.disconnect', { name })}
            </button>
          </div>
        </>
      ) : (
        <ConnectForm
          provider={provider}
          initial={connection}
          busy={busy}
          onCancel={connection ? () => setEditing(false) : undefined}
          onSubmit={(input) =>
            run(
              () => integrationRequests.connect(provider, input),
              () => setEditing(false),
            )
          }
        />
      )}
      <ConfirmChange pending={pending} onClose={() => setPending(null)} />
      {failed !== null && (
        <Alert status="error" title={t('chat.failed', { name })}>
          <p>{apiErrorMessage(t, failed)}</p>
        </Alert>
      )}
    </section>
  );
}

interface ConnectFormProps {
  provider: ChatProvider;
  initial: ChatConnection | null;
  busy: boolean;
  onCancel?: () => void;
  onSubmit: (input: { workspace: string; channel: string }) => Promise<unknown>;
}

function ConnectForm({ provider, initial, busy, onCancel, onSubmit }: ConnectFormProps) {
  const { t } = useTranslation('admin_dashboard', { keyPrefix: 'integrations' });
  const [workspace, setWorkspace] = useState(initial?.workspace ?? '');
  const [channel, setChannel] = useState(initial?.channel ?? '');
  const [errors, setErrors] = useState<ChatConnectionErrors>({});
  const name = t(`chat.providers.${provider}`);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = chatConnectionErrors({ workspace, channel });
    setErrors(found);
    if (Object.keys(found).length === 0) void onSubmit({ workspace, channel });
  };
  const field = (key: 'workspace' | 'channel', value: string, set: (value: string) => void) => {
    const id = `chat-${provider}-${key}`;
    return (
      <div className={styles.field}>
        <label htmlFor={id}>{t(`chat.${key}.${provider}`)}</label>
        <input
          id={id}
          type="text"
          value={value}
          onChange={(event) => set(event.target.value)}
          aria-invalid={errors[key] ? true : undefined}
          aria-describedby={`${id}-error`}
        />
        <FieldError id={`${id}-error`} error={errors[key] && translateApiError(t, errors[key])} />
      </div>
    );
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('chat.formLabel', { name })}>
      {!initial && <p className={styles.muted}>{t('chat.notConnected', { name })}</p>}
      {field('workspace', workspace, setWorkspace)}
      {field('channel', channel, setChannel)}
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={busy}>
          {initial ? t('chat.save') : t('chat.connect', { name })}
        </button>
        {onCancel && (
          <button type="button" className={styles.button} onClick={onCancel}>
            {t('cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
