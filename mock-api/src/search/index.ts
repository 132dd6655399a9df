export { markSearchDirty } from './search-index';
export { searchKeyRoutes, searchProtocolRoutes } from './search-routes';
export { SEARCH_KEY_TTL_MINUTES, signSearchKey, verifySearchKey, type SearchKeyScope } from './search-key';
export type { PersonRef, RecognitionHit, UserHit } from './search-hits';
