export * from './transcription-contract';
export { canDictate } from '../permissions/can-dictate';
