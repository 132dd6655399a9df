import { avatarColor, avatarInitials } from './avatar-rules';
import { useAvatarImageState } from './avatar-image-cache';
import styles from './Avatar.module.css';

export const DEFAULT_AVATAR_SIZE_PX = 32;

export interface AvatarProps {
  name: string;
  imageUrl?: string | null;
  sizePx?: number;
  className?: string;
}

/** A person's picture, or their coloured initials until (and unless) the picture loads. */
export function Avatar({ name, imageUrl, sizePx = DEFAULT_AVATAR_SIZE_PX, className }: AvatarProps) {
  const { state, onLoad, onError } = useAvatarImageState(imageUrl);
  return (
    <span
      role="img"
      aria-label={name}
      data-state={state}
      className={className ? `${styles.avatar} ${className}` : styles.avatar}
      style={{ width: sizePx, height: sizePx, fontSize: sizePx * 0.4, backgroundColor: avatarColor(name) }}
    >
      {state !== 'loaded' && (
        <span aria-hidden="true" className={styles.initials}>
          {avatarInitials(name)}
        </span>
      )}
      {imageUrl && state !== 'error' && (
        <img
          src={imageUrl}
          alt=""
          className={state === 'loaded' ? styles.image : `${styles.image} ${styles.pending}`}
          onLoad={onLoad}
          onError={onError}
        />
      )}
    </span>
  );
}
