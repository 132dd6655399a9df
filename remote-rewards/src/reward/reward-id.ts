/** A company item id from the address: a whole number above zero, else null (and nothing is asked for). */
export function parseRewardId(value: string | undefined): number | null {
  const id = value !== undefined && /^\d+$/.test(value) ? Number(value) : Number.NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
