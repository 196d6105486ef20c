import { z } from 'zod';
import { text } from './text';

/** The data subject's address as the GDPR tools compare it: trimmed and lowercased (matching ignores case). */
export const subjectEmailSchema = text({ error: 'Enter an e-mail address.' })
  .trim()
  .min(1, 'Enter an e-mail address.')
  .max(254, 'That address is too long.')
  .pipe(z.email('Enter a valid e-mail address, for example name@example.com.'))
  .transform((value) => value.toLowerCase());

/** Erasure: the officer types the address again; both must match (ignoring case) before anything is erased. */
export const eraseSchema = z
  .object({ email: subjectEmailSchema, confirmation: text().trim().max(254).default('') })
  .refine((value) => value.confirmation.toLowerCase() === value.email, {
    path: ['confirmation'],
    message: 'Type the same e-mail address to confirm the erasure.',
  });

export const RETENTION_MAX_MONTHS = 240;

/** Lead retention in whole months; empty or 0 turns the automatic deletion off. */
export const retentionSchema = z.object({
  months: text()
    .trim()
    .max(4, `Enter a number of months from 0 to ${RETENTION_MAX_MONTHS}.`)
    .regex(/^\d*$/, `Enter a whole number of months from 0 to ${RETENTION_MAX_MONTHS} (0 or empty turns it off).`)
    .transform((value) => (value === '' ? 0 : Number(value)))
    .refine((value) => value <= RETENTION_MAX_MONTHS, `Enter a number of months from 0 to ${RETENTION_MAX_MONTHS}.`),
});

/** Filters of the mail outbox list, from the URL query. */
export const OUTBOX_STATES = ['sent', 'unsent', 'failed'] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];

/** Orders of the outbox list (server-side, from the URL query). */
export const OUTBOX_SORTS = ['newest', 'oldest', 'recipient'] as const;
export type OutboxSort = (typeof OUTBOX_SORTS)[number];
