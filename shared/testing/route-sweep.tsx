export * from '../src/a11y/route-sweep';
