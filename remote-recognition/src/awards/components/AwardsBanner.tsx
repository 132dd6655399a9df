import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AWARD_BANNER_NAMES_MAX, type GivableAward } from '@laurel/shared/contract';
import { emit } from '@laurel/shared';
import { awardsBannerFacts } from '../awards-banner-facts';
import { AwardIcon } from './AwardIcon';
import '../awards-copy';
import styles from './AwardsBanner.module.css';

/** Recognition §2: the awards the reader may give, up to two named, and who received them lately. */
export function AwardsBanner({ awards }: { awards: readonly GivableAward[] }) {
  const { t, i18n } = useTranslation('awards');
  const headingId = useId();
  const facts = awardsBannerFacts(awards, AWARD_BANNER_NAMES_MAX);
  const list = (names: string[]) => new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(names);
  return (
    <section className={styles.banner} aria-labelledby={headingId}>
      <AwardIcon url={facts.named[0]?.iconUrl ?? null} sizePx={36} />
      <div className={styles.body}>
        <h2 id={headingId} className={styles.title}>
          {t('banner.title')}
        </h2>
        <p className={styles.names}>
          {facts.named.map((award, index) => (
            <span key={award.id}>
              {index > 0 && ', '}
              <button
                type="button"
                className={styles.award}
                aria-label={t('banner.giveNamed', { name: award.name })}
                onClick={() => emit('init-give-recognition', { award: { awardId: award.id } })}
              >
                {award.name}
              </button>
            </span>
          ))}
          {facts.moreAwards > 0 && ` ${t('banner.more', { count: facts.moreAwards })}`}
        </p>
        {facts.recipients.length > 0 && (
          <p className={styles.recent}>
            {facts.moreRecipients > 0
              ? t('banner.recentMore', { names: list(facts.recipients), count: facts.moreRecipients })
              : t('banner.recent', { names: list(facts.recipients) })}
          </p>
        )}
      </div>
      <button type="button" className={styles.open} onClick={() => emit('init-give-recognition', { award: {} })}>
        {t('banner.open')}
      </button>
    </section>
  );
}
