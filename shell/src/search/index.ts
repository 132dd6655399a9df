export { GlobalSearch } from './GlobalSearch';
export { addSearchEnglish } from './search-resources';
