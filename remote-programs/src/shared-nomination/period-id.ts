/** The address's period id, or null when it cannot be one (shown as not found, never asked for). */
export function parsePeriodId(raw: string | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,15}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
}
