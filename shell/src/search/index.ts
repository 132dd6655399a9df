export { GlobalSearch } from './GlobalSearch';
export { searchResources } from './search-resources';
