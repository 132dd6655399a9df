import { useTranslation } from 'react-i18next';
import type { ClaimableIncentive } from '@laurel/shared/contract';
import { receiversOf, useRecentClaims } from '../api/get-recent-claims';
import { descriptionParagraphs } from '../description-text';
import { IncentiveIcon } from './IncentiveIcon';
import { IncentiveFacts } from './IncentiveFacts';
import { RecentClaimers } from './RecentClaimers';
import { ClaimButton } from './ClaimButton';
import styles from './Incentives.module.css';

// The link is the admin's text: only a web address becomes a link, never a script.
const isWebAddress = (url: string) => /^https?:\/\//i.test(url);

/** Programs §2 `/incentives/{id}`: what it asks, who may claim it, its limits and stock, and the claim. */
export function IncentiveDetail({ incentive }: { incentive: ClaimableIncentive }) {
  const { t } = useTranslation('rewards', { keyPrefix: 'incentives' });
  const { data: recentClaims } = useRecentClaims();
  const paragraphs = descriptionParagraphs(incentive.description);
  return (
    <article className={styles.detail} data-faded={incentive.out_of_stock || undefined}>
      <header className={styles.detailHead}>
        <IncentiveIcon incentive={incentive} large />
        <h1 className={styles.title}>{incentive.name}</h1>
      </header>
      <section aria-labelledby="incentive-description" className={styles.section}>
        <h2 id="incentive-description" className={styles.sectionTitle}>
          {t('detail.description')}
        </h2>
        {paragraphs.length > 0 ? (
          paragraphs.map((paragraph, index) => <p key={index}>{paragraph}</p>)
        ) : (
          <p className={styles.muted}>{t('detail.noDescription')}</p>
        )}
      </section>
      <section aria-labelledby="incentive-conditions" className={styles.section}>
        <h2 id="incentive-conditions" className={styles.sectionTitle}>
          {t('detail.conditions')}
        </h2>
        <p>{incentive.display_receiving_conditions}</p>
      </section>
      <IncentiveFacts incentive={incentive} />
      {incentive.link_text && incentive.link_url && isWebAddress(incentive.link_url) && (
        <a href={incentive.link_url} className={styles.link} target="_blank" rel="noreferrer noopener">
          {incentive.link_text}
        </a>
      )}
      <section aria-labelledby="incentive-recent" className={styles.section}>
        <h2 id="incentive-recent" className={styles.sectionTitle}>
          {t('list.recentClaims.title')}
        </h2>
        <RecentClaimers receivers={receiversOf(recentClaims, incentive.id)} showNone />
      </section>
      <div className={styles.cardActions}>
        <ClaimButton incentive={incentive} />
      </div>
    </article>
  );
}
