interface TokenOf<Type extends string, Value> {
  type: Type;
  /** Exactly the characters of the input this token came from. */
  raw: string;
  value: Value;
}

/** One piece of a recognition reason: `value` is the name, tag, points or emoji without its sigil. */
export type RecognitionToken =
  | TokenOf<'text', string>
  | TokenOf<'mention', string>
  | TokenOf<'user_tag', string>
  | TokenOf<'hashtag', string>
  | TokenOf<'amount', number>
  | TokenOf<'emoji', string>;

export type RecognitionTokenType = RecognitionToken['type'];

export type LinkedToken = Extract<RecognitionToken, { type: 'mention' | 'user_tag' | 'hashtag' }>;
