export * from './recognition-token';
export { emojiForShortcode, shortcodesStartingWith, type SkinTone } from './emoji-shortcodes';
export * from './parse-recognition-text';
export * from './token-queries';
export * from './RecognitionText';
export * from './ExpandableText';
