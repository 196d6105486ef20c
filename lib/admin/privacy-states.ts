import type { AdminFormState } from '@/lib/forms/action-state';
import type { ErasureResult } from '@/lib/server/gdpr/erase';
import type { RecordGroup } from '@/lib/server/gdpr/records';
import type { RetentionResult } from '@/lib/server/gdpr/retention';

/**
 * What the privacy page's actions (app/admin/(console)/privacy/actions.ts) answer, for their forms: the back
 * office's form state (a refused field's message in `errors`, what was typed in `values`) with the results.
 */
export interface FindState extends AdminFormState<'email'> {
  /** The address searched, as stored (lower case). */
  email?: string;
  groups?: RecordGroup[];
  total?: number;
  /** Names this search, so an erasure answers for the results it was started from. */
  search?: string;
}

/** A refusal is `message` with the confirmation's own message in `errors`. */
export interface EraseState extends AdminFormState<'confirmation'> {
  erased?: ErasureResult & { email: string };
  email?: string;
  /** What is found for the address once it is erased: the page shows this instead of the earlier results. */
  after?: { groups: RecordGroup[]; total: number };
  /** The search the erasure was started from (FindState.search). */
  search?: string;
}

/** The saved period comes back in `values`, so the form shows it after a save without reloading. */
export interface RetentionState extends AdminFormState<'months'> {
  run?: RetentionResult;
}
