// `@laurel/shared/contract`: what the browser apps and the mock API both run. No React, no browser
// state; a test in mock-api fails when anything here pulls in a UI library. A package entry only
// re-exports and nothing inside shared imports it, so it never ties two folders into a cycle.
export * from '../domain';
export * from '../permissions';
export * from '../permissions/admin-menu';
export * from '../recognition';
export * from '../rewards';
export * from '../announcements';
export * from '../programs';
export * from '../reports';
export * from '../admin/user-accounts-contract';
export * from '../admin/reported-posts-contract';
export * from '../admin/user-import-contract';
export * from '../company-admin';
export * from '../notifications';
export * from '../transcription';
export * from '../invitations/invite-users-schema';
export * from '../contract/api-errors';
export * from '../contract/api-error-body';
export * from '../contract/laurel-events';
export * from '../contract/route-policy';
export * from '../contract/api-route-rules';
export * from '../permissions/api-routes';
export * from '../permissions/area-policies';
export * from '../permissions/program-policies';
export * from '../contract/served-pages';
export * from '../contract/widget-directory';
export * from '../contract/people-paths';
export * from '../contract/server-events';
export { toQueryString, type QueryParams, type QueryValue } from '../http/query-string';
export * from '../session/safe-redirect';
export * from '../session/session-paths';
export * from '../http/csrf-names';
export * from '../admin/super-admin-contract';
export * from '../admin/recognition-scores-contract';
export * from '../admin/pulse-results-contract';
export * from '../admin/company-settings-contract';
export * from '../admin/program-settings-contract';
