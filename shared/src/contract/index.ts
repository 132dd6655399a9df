// `@laurel/shared/contract`: what the browser apps and the mock API both run. No React, no browser
// state; a test in mock-api fails when anything here pulls in a UI library.
export * from '../domain';
export * from '../permissions';
export * from '../permissions/admin-menu';
export * from '../recognition';
export * from '../invitations/invite-users-schema';
export * from './api-errors';
export * from './laurel-events';
export * from './route-policy';
export * from './area-policies';
export * from './served-pages';
export * from './widget-directory';
export * from './people-paths';
export * from '../realtime/server-events';
export { toQueryString, type QueryParams, type QueryValue } from '../http/query-string';
export * from '../session/safe-redirect';
export * from '../session/session-paths';
