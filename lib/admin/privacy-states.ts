import type { ErasureResult } from '@/lib/server/gdpr/erase';
import type { RecordGroup } from '@/lib/server/gdpr/records';
import type { RetentionResult } from '@/lib/server/gdpr/retention';

/** What the privacy page's actions (app/admin/(console)/privacy/actions.ts) answer, for their forms. */
export interface FindState {
  email?: string;
  groups?: RecordGroup[];
  total?: number;
  error?: string;
  /** Names this search, so an erasure answers for the results it was started from. */
  search?: string;
}

export interface EraseState {
  error?: string;
  fieldError?: string;
  erased?: ErasureResult & { email: string };
  email?: string;
  /** What is found for the address once it is erased: the page shows this instead of the earlier results. */
  after?: { groups: RecordGroup[]; total: number };
  /** The search the erasure was started from (FindState.search). */
  search?: string;
}

export interface RetentionState {
  error?: string;
  success?: string;
  run?: RetentionResult;
}
