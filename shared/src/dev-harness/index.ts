export { DevHarness } from './DevHarness';
export { renderStandalone } from './render-standalone';
