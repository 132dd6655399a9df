/** A field's `aria-describedby`: its hint or counter, and its error when it has one. */
export const describedBy = (id: string, error: unknown, extra?: string) =>
  [extra, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
