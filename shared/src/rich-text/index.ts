export * from './description-value';
export * from './DescriptionEditor';
