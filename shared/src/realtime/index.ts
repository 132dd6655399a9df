export * from '../contract/server-events';
export * from './realtime-client';
export * from './csv-download';
