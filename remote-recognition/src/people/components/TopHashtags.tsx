import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { hashtagPath } from '@laurel/shared';
import { AppLink } from '@laurel/shared/app-links';
import type { HashtagCount } from '@laurel/shared/recognition';
import styles from './People.module.css';

/** The values a person is most recognised for, each leading to its own page. */
export function TopHashtags({ hashtags }: { hashtags: readonly HashtagCount[] }) {
  const { t } = useTranslation('recognition');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t('profile.topHashtags')}
      </h2>
      {hashtags.length === 0 ? (
        <p className={styles.muted}>{t('profile.topHashtagsEmpty')}</p>
      ) : (
        <ul className={styles.hashtags}>
          {hashtags.map(({ hashtag, count }) => (
            <li key={hashtag}>
              <AppLink to={hashtagPath(hashtag)} className={styles.hashtag}>
                #{hashtag}
                <span className={styles.hashtagCount}>
                  <span aria-hidden="true">{count}</span>
                  <span className="laurel-visually-hidden">{t('profile.hashtagCount', { count })}</span>
                </span>
              </AppLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
