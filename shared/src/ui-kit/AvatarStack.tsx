import { useTranslation } from 'react-i18next';
import { Avatar, DEFAULT_AVATAR_SIZE_PX } from './Avatar';
import { AVATAR_STACK_MAX, overflowTooltipNames, splitAvatarStack } from './avatar-rules';
import { Tooltip } from './Tooltip';
import styles from './AvatarStack.module.css';

export interface AvatarPerson {
  id?: string | number;
  name: string;
  imageUrl?: string | null;
}

export interface AvatarStackProps {
  people: readonly AvatarPerson[];
  /** An accessible name for the group, e.g. the recognition's receivers. */
  label?: string;
  max?: number;
  sizePx?: number;
}

/** Overlapping avatars, at most `max` (5), then a "+N" whose tooltip names up to 10 of the others. */
export function AvatarStack({
  people,
  label,
  max = AVATAR_STACK_MAX,
  sizePx = DEFAULT_AVATAR_SIZE_PX,
}: AvatarStackProps) {
  const { t } = useTranslation('components');
  const { visible, hidden } = splitAvatarStack(people, max);
  const { names, moreCount } = overflowTooltipNames(hidden.map((person) => person.name));
  return (
    <ul className={styles.stack} aria-label={label}>
      {visible.map((person, index) => (
        <li key={person.id ?? `${index}-${person.name}`} className={styles.item}>
          <Avatar name={person.name} imageUrl={person.imageUrl} sizePx={sizePx} />
        </li>
      ))}
      {hidden.length > 0 && (
        <li className={styles.item}>
          <Tooltip
            content={
              <>
                <ul className={styles.names}>
                  {names.map((name, index) => (
                    <li key={`${index}-${name}`}>{name}</li>
                  ))}
                </ul>
                {moreCount > 0 && <p className={styles.more}>{t('avatar.andMore', { count: moreCount })}</p>}
              </>
            }
          >
            <button
              type="button"
              className={styles.overflow}
              style={{ width: sizePx, height: sizePx, fontSize: sizePx * 0.375 }}
              aria-label={t('avatar.overflowLabel', { count: hidden.length })}
            >
              {t('avatar.overflow', { count: hidden.length })}
            </button>
          </Tooltip>
        </li>
      )}
    </ul>
  );
}
