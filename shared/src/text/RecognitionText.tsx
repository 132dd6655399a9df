import { needsEmojiTable, parseRecognitionText } from './parse-recognition-text';
import type { EmojiOfText } from './emoji-table';
import { useEmojiTable } from './use-emoji-table';
import type { LinkedToken } from './recognition-token';
import { hashtagPath, userProfilePath } from '../contract/people-paths';
import { isServedPath } from '../contract/served-pages';
import { allows } from '../contract/route-policy';
import { HASHTAG_PAGE_POLICY, USER_PROFILE_POLICY } from '../permissions/people-policies';
import type { PermissionSubject } from '../permissions/permission-subject';
import styles from './RecognitionText.module.css';

export type LinkFor = (token: LinkedToken) => string;

export const defaultLinkFor: LinkFor = (token) =>
  token.type === 'hashtag' ? hashtagPath(token.value) : userProfilePath(token.value);

/** Display names by username, so `@sami-petrov-64` reads as `@Sami Petrov`. */
export type NamesByUsername = ReadonlyMap<string, string>;

interface RecognitionTextProps {
  text: string;
  /**
   * Who reads it, from the caller: this module ships inside each remote, outside the page's one
   * `@laurel/shared`, so a profile store read here would be an empty copy.
   */
  reader: PermissionSubject | null;
  linkFor?: LinkFor;
  names?: NamesByUsername;
  /** The text's emoji as the API resolved them; without them, shortcodes wait for the table. */
  emoji?: EmojiOfText;
  className?: string;
}

const sigilOf = (token: LinkedToken) => token.raw.charAt(0);

/** The reader may open the token's page (platform §6), so a link to it leads somewhere. */
const mayOpen = (subject: PermissionSubject | null, token: LinkedToken) =>
  subject !== null && allows(subject, token.type === 'hashtag' ? HASHTAG_PAGE_POLICY : USER_PROFILE_POLICY);

/**
 * A recognition reason as React text and links; nothing in it is ever read as markup. A person or
 * hashtag whose page does not exist, or that the reader may not open, stands out without being a link.
 */
export function RecognitionText({
  text,
  reader,
  linkFor = defaultLinkFor,
  names,
  emoji,
  className,
}: RecognitionTextProps) {
  const labelOf = (token: LinkedToken) => {
    const name = token.type === 'hashtag' ? undefined : names?.get(token.value.toLowerCase());
    return name ? `${sigilOf(token)}${name}` : token.raw;
  };
  // Subscribed so the text is parsed again when the table arrives.
  useEmojiTable(needsEmojiTable(text, emoji));
  const tokens = parseRecognitionText(text, emoji);
  return (
    <span className={className}>
      {tokens.map((token, index) =>
        token.type === 'mention' || token.type === 'user_tag' || token.type === 'hashtag' ? (
          isServedPath(linkFor(token)) && mayOpen(reader, token) ? (
            <a key={index} className={styles.link} href={linkFor(token)}>
              {labelOf(token)}
            </a>
          ) : (
            <span key={index} className={styles.tag}>
              {labelOf(token)}
            </span>
          )
        ) : (
          <span key={index} className={token.type === 'amount' ? styles.amount : undefined}>
            {token.type === 'emoji' ? token.value : token.raw}
          </span>
        ),
      )}
    </span>
  );
}
