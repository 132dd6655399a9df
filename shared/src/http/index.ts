export * from './http-error';
export * from './http-client';
export * from './clients';
export * from './query-string';
export * from './request-headers';
export * from './cookies';
export * from './query-defaults';
export * from './request-timeout';
