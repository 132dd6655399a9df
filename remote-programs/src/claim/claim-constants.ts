import { CLAIM_PROOF_TYPES } from '@laurel/shared/contract';
/** Programs §4: a claim modal opened again this soon after it closed stays closed. */
export const CLAIM_MODAL_REOPEN_IGNORED_MS = 500;
export const PROOF_ACCEPT = CLAIM_PROOF_TYPES.join(',');
