import type { ControlledState } from '@/lib/server/db/schema';

/**
 * The order of steps a controlled version goes through (21 CFR 11.10(f)), as a pure function: every step of
 * versions.ts and publish.ts asks it before changing a version, and is refused what it refuses.
 *
 *   draft -> in_review -> approved -> scheduled -> effective -> superseded | withdrawn | expired
 *                                  \-> effective
 *
 * `supersede` ends a draft or a version under review that an edit replaced, and an effective version that a newer
 * one replaced. Withdrawn, superseded and expired are final.
 */
export type ControlledAction = 'submit' | 'approve' | 'schedule' | 'publish' | 'supersede' | 'withdraw' | 'expire';

const transitions: Record<ControlledState, Partial<Record<ControlledAction, ControlledState>>> = {
  draft: { submit: 'in_review', supersede: 'superseded', withdraw: 'withdrawn' },
  in_review: { approve: 'approved', supersede: 'superseded', withdraw: 'withdrawn' },
  approved: { schedule: 'scheduled', publish: 'effective', withdraw: 'withdrawn' },
  scheduled: { publish: 'effective', withdraw: 'withdrawn' },
  effective: { supersede: 'superseded', withdraw: 'withdrawn', expire: 'expired' },
  superseded: {},
  withdrawn: {},
  expired: {},
};

export const stateLabels: Record<ControlledState, string> = {
  draft: 'Draft',
  in_review: 'In review',
  approved: 'Approved',
  scheduled: 'Scheduled',
  effective: 'Effective',
  superseded: 'Superseded',
  withdrawn: 'Withdrawn',
  expired: 'Expired',
};

export type Transition = { ok: true; state: ControlledState } | { ok: false; message: string };

export function nextState(state: ControlledState, action: ControlledAction): Transition {
  const next = transitions[state]?.[action];
  if (next) return { ok: true, state: next };
  const allowed = Object.keys(transitions[state] ?? {});
  return {
    ok: false,
    message: `A version that is ${stateLabels[state]?.toLowerCase() ?? state} cannot be ${action === 'supersede' ? 'replaced' : `given the step "${action}"`}${allowed.length ? ` (possible: ${allowed.join(', ')})` : ' (it is final)'}.`,
  };
}
