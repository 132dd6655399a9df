import { BEGIN_NOMINATION_QUERY_PARAM, emit } from '@laurel/shared';
import { useModalFromQuery } from '../chrome/use-modal-from-query';

// A non-number reaches the modal as no period, which says it was not found.
const openNomination = (requested: string) =>
  emit('open-nomination', { nominationPeriodId: /^\d+$/.test(requested) ? Number(requested) : 0 });

/**
 * `?beginNomination=<id>` (recognition §2) opens the nominate modal of remote-programs on that period; the
 * modal takes the parameter out of the address when it closes.
 */
export function NominationFromQuery() {
  useModalFromQuery(BEGIN_NOMINATION_QUERY_PARAM, openNomination);
  return null;
}
