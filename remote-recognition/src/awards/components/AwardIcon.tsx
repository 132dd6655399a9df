import styles from './AwardIcon.module.css';

/** The award's icon, or a medal where it has none; decorative, as the award's name sits beside it. */
export function AwardIcon({ url, sizePx = 28 }: { url: string | null; sizePx?: number }) {
  if (url) return <img className={styles.icon} src={url} alt="" width={sizePx} height={sizePx} />;
  return (
    <span className={styles.medal} style={{ width: sizePx, height: sizePx }}>
      <svg
        width={Math.round(sizePx * 0.6)}
        height={Math.round(sizePx * 0.6)}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M7 3h4l1 5M17 3h-4l-1 5" />
        <circle cx="12" cy="15" r="6" />
        <path d="m12 12.5.9 1.8 2 .3-1.45 1.4.35 2-1.8-.95-1.8.95.35-2L9.1 14.6l2-.3z" />
      </svg>
    </span>
  );
}
