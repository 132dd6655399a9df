export * from './recognition-token';
export type { SkinTone } from './skin-tone';
export type { EmojiOfText } from './emoji-table';
export * from './parse-recognition-text';
export * from './token-queries';
export * from './RecognitionText';
export * from './ExpandableText';
export * from './rich-text-elements';
