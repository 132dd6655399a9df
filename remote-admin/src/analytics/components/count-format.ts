/** Counts and points as the reader's language writes whole numbers (1,234 · 1.234 · 1 234). */
export const countFormat = (language: string) => new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
