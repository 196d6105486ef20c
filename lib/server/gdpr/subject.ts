import 'server-only';
import { createHash } from 'node:crypto';

/** What replaces every personal field of a record that is kept for counting. Never a valid address. */
export const ERASED = '[erased]';

/**
 * What the audit log records instead of the address: a SHA-256 hash. The log is never edited, so it must not
 * itself hold the personal data an erasure removes; the hash still lets the officer show that a given request
 * was handled (hash the address again and compare).
 */
export const subjectHash = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
