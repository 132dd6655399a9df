export const ENVIRONMENTS = ['development', 'production', 'staging'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];
