import styles from './AwardIcon.module.css';

/** The award's icon, or a medal where it has none; decorative, as the award's name sits beside it. */
export function AwardIcon({ url, sizePx = 28 }: { url: string | null; sizePx?: number }) {
  return url ? (
    <img className={styles.icon} src={url} alt="" width={sizePx} height={sizePx} />
  ) : (
    <span className={styles.medal} style={{ width: sizePx, height: sizePx }} aria-hidden="true">
      🏅
    </span>
  );
}
