type NominationDetail = { nominationPeriodId?: unknown } | undefined;

/** The detail crosses app boundaries: anything but a whole positive id is no period. */
export const periodIdOf = (detail: NominationDetail): number | null => {
  const id = detail?.nominationPeriodId;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null;
};
