export interface AuditChange {
  field: string;
  before: string | null;
  after: string | null;
}

type Flat = Map<string, string>;

/** Nested objects as dotted fields; lists and other values as text. */
function flatten(value: unknown, prefix = '', into: Flat = new Map()): Flat {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, into);
  } else if (prefix !== '') {
    into.set(prefix, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return into;
}

/**
 * What a change did, field by field: every field of a created or deleted record, and only the fields
 * that differ for an update. Values are plain text, never markup.
 */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  const was = flatten(before);
  const is = flatten(after);
  const fields = [...new Set([...was.keys(), ...is.keys()])];
  return fields
    .filter((field) => was.get(field) !== is.get(field))
    .map((field) => ({ field, before: was.get(field) ?? null, after: is.get(field) ?? null }));
}
