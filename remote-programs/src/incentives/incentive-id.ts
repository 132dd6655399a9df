/** The `:id` of `/incentives/:id` as a whole positive number, or null for anything else. */
export function parseIncentiveId(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
