import { useMemo } from 'react';
import { parseRecognitionText } from './parse-recognition-text';
import type { LinkedToken } from './recognition-token';
import styles from './RecognitionText.module.css';

export type LinkFor = (token: LinkedToken) => string;

/** Legacy-application paths (spec §2): users at /company/users/{id}, hashtags at /company/hashtags/{id}. */
export const defaultLinkFor: LinkFor = (token) =>
  token.type === 'hashtag'
    ? `/company/hashtags/${encodeURIComponent(token.value)}`
    : `/company/users/${encodeURIComponent(token.value)}`;

interface RecognitionTextProps {
  text: string;
  linkFor?: LinkFor;
  className?: string;
}

/** A recognition reason as React text and links; nothing in it is ever read as markup. */
export function RecognitionText({ text, linkFor = defaultLinkFor, className }: RecognitionTextProps) {
  const tokens = useMemo(() => parseRecognitionText(text), [text]);
  return (
    <span className={className}>
      {tokens.map((token, index) =>
        token.type === 'mention' || token.type === 'user_tag' || token.type === 'hashtag' ? (
          <a key={index} className={styles.link} href={linkFor(token)}>
            {token.raw}
          </a>
        ) : (
          <span key={index} className={token.type === 'amount' ? styles.amount : undefined}>
            {token.type === 'emoji' ? token.value : token.raw}
          </span>
        ),
      )}
    </span>
  );
}
