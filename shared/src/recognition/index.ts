export * from './recognition-rules';
export * from './validate-recognition';
// The pure text queries, for the server too: the `./text` barrel also carries React components.
export { firstAmount, hashtagsOf, mentionsOf, userTagsOf } from '../text/token-queries';
export * from './bonus-contract';
export * from './people-contract';
export * from './recognition-schemas';
export * from './recipient-rules';
export * from './preferred-privacy';
export * from './flash-points';
export * from './canonical-json';
export * from './comment-length';
export * from './typed-recipients';
export * from './quality-score';
export * from './attachment-rules';
