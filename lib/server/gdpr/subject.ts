import 'server-only';

/** What replaces every personal field of a record that is kept for counting. Never a valid address. */
export const ERASED = '[erased]';

/**
 * What the audit log and rate-limit keys record instead of the address: its keyed hash (../server-secret.ts). The
 * log is never edited, so it must not itself hold the personal data an erasure removes; the hash still lets the
 * officer show that a given request was handled, by hashing the address again on the same database.
 */
export { subjectHash } from '../server-secret';
