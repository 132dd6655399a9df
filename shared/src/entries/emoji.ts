// `@laurel/shared/emoji`: the shortcode table (~16 KiB gzip) and the text functions that use it. React-free:
// the mock API resolves each recognition's emoji with it, so a feed draws them without the table.
export { emojiForShortcode, shortcodesStartingWith, type SkinTone } from '../text/emoji-shortcodes';
export { emojiIn, parseRecognitionText, recognitionPreviewText } from '../text/emoji-in';
