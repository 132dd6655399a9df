import {
  CLAIM_ATTACHMENT_MAX_BYTES,
  CLAIM_ATTACHMENT_MAX_MEGABYTES,
  CLAIM_PROOF_TYPES,
  CLAIM_REASON_MAX_LENGTH,
  type ApiErrorId,
  type ApiErrorParams,
  type ClaimableIncentive,
} from '@laurel/shared/contract';

/** A field's problem as an id of the API error catalogue, the same the server answers with. */
export interface FieldProblem {
  id: ApiErrorId;
  params?: ApiErrorParams;
}

const isProofType = (type: string) => (CLAIM_PROOF_TYPES as readonly string[]).includes(type);

/** A picked proof the server would refuse: too big, or not a JPEG, PNG or PDF. */
export function proofProblem(file: File): FieldProblem | null {
  if (!isProofType(file.type)) return { id: 'unsupported_proof_type' };
  if (file.size > CLAIM_ATTACHMENT_MAX_BYTES) {
    return { id: 'file_too_large', params: { maxMegabytes: CLAIM_ATTACHMENT_MAX_MEGABYTES } };
  }
  return null;
}

export function reasonProblem(reason: string): FieldProblem | null {
  const trimmed = reason.trim();
  if (trimmed.length === 0) return { id: 'claim_reason_required' };
  if (trimmed.length > CLAIM_REASON_MAX_LENGTH) {
    return { id: 'claim_reason_too_long', params: { max: CLAIM_REASON_MAX_LENGTH } };
  }
  return null;
}

export function missingProof(incentive: ClaimableIncentive, proof: File | null): FieldProblem | null {
  return incentive.require_proof && !proof ? { id: 'proof_required' } : null;
}

export type Unclaimable = 'deleted' | 'inactive' | 'outOfStock' | 'limitReached';

/** Programs §4: why this incentive cannot be claimed now, or null when it can. */
export function unclaimableBecause(incentive: ClaimableIncentive): Unclaimable | null {
  if (incentive.deleted_at !== null) return 'deleted';
  if (incentive.state !== 'active') return 'inactive';
  if (incentive.out_of_stock) return 'outOfStock';
  if (incentive.claims_left === 0) return 'limitReached';
  return null;
}
