/** A request that walks its approval steps in order (programs §4): an incentive claim or an award's give. */
export interface ApprovalWalk {
  state: 'pending' | 'approved' | 'declined';
  current_step: number | null;
  approval_levels: number[][];
  decisions: { step: number; approver_id: number; decision: 'approved' | 'declined'; note: string; at: string }[];
  decision_date: string | null;
}

/** Who may decide it now: the approvers of its current step, never the person it is for. */
export const approversNow = (walk: ApprovalWalk, requesterId: number): readonly number[] =>
  walk.state === 'pending' && walk.current_step !== null
    ? (walk.approval_levels[walk.current_step] ?? []).filter((id) => id !== requesterId)
    : [];

export const isLastStep = (walk: ApprovalWalk) => walk.current_step === walk.approval_levels.length - 1;

/**
 * Records the current step's decision: a decline ends the walk, an approval moves it to the next
 * step or, at the last, approves it. The caller checked the approver and pays what an approval pays.
 */
export function decideStep(
  walk: ApprovalWalk,
  decision: 'approve' | 'decline',
  approverId: number,
  note: string,
  at: string,
): 'declined' | 'approved' | 'advanced' {
  const step = walk.current_step!;
  walk.decisions.push({
    step,
    approver_id: approverId,
    decision: decision === 'approve' ? 'approved' : 'declined',
    note,
    at,
  });
  if (decision === 'approve' && !isLastStep(walk)) {
    walk.current_step = step + 1;
    return 'advanced';
  }
  Object.assign(walk, {
    state: decision === 'approve' ? 'approved' : 'declined',
    current_step: null,
    decision_date: at,
  });
  return decision === 'approve' ? 'approved' : 'declined';
}
