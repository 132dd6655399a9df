// swr/infinite carries its own copy of swr's cache code: taken from the same build as the `swr` every app
// shares (the shell's), its pages live in the one cache that `useSWRConfig().mutate` writes to.
// eslint-disable-next-line no-restricted-imports
export { default as useSWRInfinite, unstable_serialize as infinitePagesKey } from 'swr/infinite';
