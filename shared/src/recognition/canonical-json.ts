/**
 * JSON with object keys sorted, so `{a, b}` and `{b, a}` read the same: what an Idempotency-Key covers,
 * for the composer deciding whether a send is a retry and for the server fingerprinting it.
 */
export const canonicalJson = (value: unknown): string =>
  JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
