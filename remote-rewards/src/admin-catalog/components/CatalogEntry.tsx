import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminCompanyCatalogItem, CompanyDenomination } from '@laurel/shared/contract';
import type { CatalogSwitchTarget } from '../api/patch-catalog-switch';
import { denominationLabelOf, otherReasonsOf } from '../catalog-entry-display';
import { CatalogSwitch } from './CatalogSwitch';
import styles from './AdminCatalog.module.css';

interface CatalogEntryProps {
  entry: AdminCompanyCatalogItem;
  isPending: (target: CatalogSwitchTarget) => boolean;
  onSwitch: (target: CatalogSwitchTarget, enabled: boolean) => void;
}

/** One item of the admin catalogue: its switch, why it may be unavailable anyway, and its denominations. */
export function CatalogEntry({ entry, isPending, onSwitch }: CatalogEntryProps) {
  const { t, i18n } = useTranslation('rewards');
  const [open, setOpen] = useState(false);
  const listId = useId();
  const { item } = entry;
  const heldByCatalogue = !entry.adminDisabled && entry.state !== 'active';
  return (
    <article className={styles.entry} aria-labelledby={`${listId}-name`}>
      <div className={styles.entryMain}>
        <img className={styles.logo} src={item.logo} alt="" width={56} height={56} />
        <div className={styles.entryText}>
          <h2 id={`${listId}-name`} className={styles.entryName}>
            {item.fullName}
          </h2>
          <p className={styles.entryMeta}>
            {t(`adminCatalog.method.${item.distributionMethod}`)} · {item.brandName}
          </p>
          {heldByCatalogue && <p className={styles.note}>{t(`adminCatalog.catalogueState.${entry.state}`)}</p>}
        </div>
        <CatalogSwitch
          subject={item.fullName}
          on={!entry.adminDisabled}
          busy={isPending({ itemId: entry.id })}
          onChange={(on) => onSwitch({ itemId: entry.id }, on)}
        />
      </div>
      {entry.companyDenominations.length > 0 && (
        <>
          <button
            type="button"
            className={styles.disclosure}
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpen(!open)}
          >
            {t(open ? 'adminCatalog.hideOptions' : 'adminCatalog.showOptions', {
              count: entry.companyDenominations.length,
            })}
          </button>
          <ul id={listId} hidden={!open} className={styles.denominations}>
            {entry.companyDenominations.map((denomination) => (
              <li key={denomination.id}>
                <DenominationRow
                  entry={entry}
                  denomination={denomination}
                  label={denominationLabelOf(entry, denomination, i18n.language)}
                  busy={isPending({ itemId: entry.id, denominationId: denomination.id })}
                  onSwitch={(on) => onSwitch({ itemId: entry.id, denominationId: denomination.id }, on)}
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </article>
  );
}

interface DenominationRowProps {
  entry: AdminCompanyCatalogItem;
  denomination: CompanyDenomination;
  label: string;
  busy: boolean;
  onSwitch: (on: boolean) => void;
}

function DenominationRow({ entry, denomination, label, busy, onSwitch }: DenominationRowProps) {
  const { t } = useTranslation('rewards');
  const reasons = otherReasonsOf(denomination);
  return (
    <div className={styles.denomination}>
      <div>
        <p className={styles.denominationName}>{label}</p>
        <p className={styles.entryMeta}>
          {t('adminCatalog.points', { count: denomination.priceInPoints })}
          {denomination.quantity !== null && <> · {t('adminCatalog.stock', { count: denomination.quantity })}</>}
        </p>
        {reasons.length > 0 && (
          <p className={styles.note}>
            {t('adminCatalog.heldBack', {
              reasons: reasons.map((reason) => t(`adminCatalog.reason.${reason}`)).join(', '),
            })}
          </p>
        )}
      </div>
      <CatalogSwitch
        subject={t('adminCatalog.denominationSubject', { option: label, name: entry.item.fullName })}
        on={!denomination.inactiveReasons.includes('admin_disabled')}
        busy={busy}
        onChange={onSwitch}
      />
    </div>
  );
}
