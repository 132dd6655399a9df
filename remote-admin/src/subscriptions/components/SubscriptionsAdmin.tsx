import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '@laurel/shared';
import { Alert } from '@laurel/shared/ui-kit';
import type { ReportSubscription } from '@laurel/shared/contract';
import { useSubscriptions } from '../api/get-subscriptions';
import { useSubscriptionChanges } from '../api/change-subscriptions';
import {
  NEW_SUBSCRIPTION,
  formOfValues,
  valuesOfSubscription,
  type SubscriptionFormValues,
} from '../subscription-form-values';
import { SubscriptionForm } from './SubscriptionForm';
import { SubscriptionTable } from './SubscriptionTable';
import { ConfirmDeleteDialog, type PendingDelete } from './ConfirmDeleteDialog';
import { OutboxSection } from './OutboxSection';
import styles from './Subscriptions.module.css';

type Editing = { kind: 'new' } | { kind: 'edit'; subscription: ReportSubscription } | null;

/** `/admin/subscriptions` (programs §2, §7): the list first, then the form, the confirmations and the outbox. */
export function SubscriptionsAdmin() {
  const { t } = useTranslation('reports', { keyPrefix: 'subscriptions' });
  const { data, error, isLoading, mutate } = useSubscriptions();
  const changes = useSubscriptionChanges();
  const [editing, setEditing] = useState<Editing>(null);
  const [pending, setPending] = useState<PendingDelete | null>(null);
  const [outcome, setOutcome] = useState<{ text: string; failed: boolean } | null>(null);
  const newButton = useRef<HTMLButtonElement>(null);
  const reportName = (report: ReportSubscription['report']) => t(`reports.${report}`);

  const closeEditor = () => {
    setEditing(null);
    requestAnimationFrame(() => newButton.current?.focus());
  };

  const save = async (values: SubscriptionFormValues) => {
    const id = editing?.kind === 'edit' ? editing.subscription.id : undefined;
    await changes.save(formOfValues(values), id);
    const report = reportName(values.report);
    setOutcome({ text: t(id === undefined ? 'outcome.created' : 'outcome.updated', { report }), failed: false });
    closeEditor();
  };

  const confirmDelete = async (confirmed: PendingDelete) => {
    setPending(null);
    try {
      if (confirmed.kind === 'all') await changes.removeAll();
      else await changes.remove(confirmed.id);
      const text =
        confirmed.kind === 'all' ? t('outcome.deletedAll') : t('outcome.deleted', { report: confirmed.report });
      setOutcome({ text, failed: false });
      if (confirmed.kind === 'all' || (editing?.kind === 'edit' && editing.subscription.id === confirmed.id)) {
        setEditing(null);
      }
    } catch (failure) {
      setOutcome({ text: t('outcome.failed', { reason: apiErrorMessage(t, failure) }), failed: true });
    }
    requestAnimationFrame(() => newButton.current?.focus());
  };

  const subscriptions = data ?? [];

  return (
    <div className={styles.page}>
      <h1>{t('title')}</h1>
      <p className={styles.muted}>{t('intro')}</p>
      <div role="status" className={outcome?.failed ? styles.outcomeFailed : styles.outcome}>
        {outcome?.text}
      </div>
      {error ? (
        <Alert status="error" title={t('loadFailed')}>
          <p>{apiErrorMessage(t, error)}</p>
          <button type="button" className={styles.button} onClick={() => void mutate()}>
            {t('retry')}
          </button>
        </Alert>
      ) : isLoading || !data ? (
        <p className={styles.muted}>{t('loading')}</p>
      ) : (
        <>
          <div className={styles.toolbar}>
            <button
              ref={newButton}
              type="button"
              className={styles.primaryButton}
              onClick={() => setEditing({ kind: 'new' })}
            >
              {t('new')}
            </button>
            {subscriptions.length > 0 && (
              <button
                type="button"
                className={styles.dangerButton}
                onClick={() => setPending({ kind: 'all', count: subscriptions.length })}
              >
                {t('deleteAll')}
              </button>
            )}
          </div>
          {editing && (
            <SubscriptionForm
              key={editing.kind === 'edit' ? editing.subscription.id : 'new'}
              title={
                editing.kind === 'edit'
                  ? t('form.editTitle', { report: reportName(editing.subscription.report) })
                  : t('form.newTitle')
              }
              initialValues={editing.kind === 'edit' ? valuesOfSubscription(editing.subscription) : NEW_SUBSCRIPTION}
              onSave={save}
              onCancel={closeEditor}
            />
          )}
          {subscriptions.length === 0 ? (
            <p className={styles.empty}>{t('empty')}</p>
          ) : (
            <SubscriptionTable
              subscriptions={subscriptions}
              onEdit={(subscription) => setEditing({ kind: 'edit', subscription })}
              onDelete={(subscription) =>
                setPending({ kind: 'one', id: subscription.id, report: reportName(subscription.report) })
              }
            />
          )}
        </>
      )}
      <OutboxSection />
      <ConfirmDeleteDialog
        pending={pending}
        onClose={() => setPending(null)}
        onConfirm={(p) => void confirmDelete(p)}
      />
    </div>
  );
}
