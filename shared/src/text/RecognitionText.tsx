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

/** Display names by username, so `@sami-petrov-64` reads as `@Sami Petrov`. */
export type NamesByUsername = ReadonlyMap<string, string>;

interface RecognitionTextProps {
  text: string;
  linkFor?: LinkFor;
  names?: NamesByUsername;
  className?: string;
}

const sigilOf = (token: LinkedToken) => token.raw.charAt(0);

/** A recognition reason as React text and links; nothing in it is ever read as markup. */
export function RecognitionText({ text, linkFor = defaultLinkFor, names, className }: RecognitionTextProps) {
  const labelOf = (token: LinkedToken) => {
    const name = token.type === 'hashtag' ? undefined : names?.get(token.value.toLowerCase());
    return name ? `${sigilOf(token)}${name}` : token.raw;
  };
  const tokens = useMemo(() => parseRecognitionText(text), [text]);
  return (
    <span className={className}>
      {tokens.map((token, index) =>
        token.type === 'mention' || token.type === 'user_tag' || token.type === 'hashtag' ? (
          <a key={index} className={styles.link} href={linkFor(token)}>
            {labelOf(token)}
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
