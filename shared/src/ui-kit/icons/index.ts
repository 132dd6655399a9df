export * from './Icon';
export * from './status-icons';
