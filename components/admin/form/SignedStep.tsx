'use client';
import { AdminField } from './AdminField';

/**
 * A step that a second member signs: their password and a box to tick ("I have read…"), so Enter in the password
 * field alone never approves (the server refuses an unticked box too, with or without JavaScript). Used by the
 * approvals of notices and documents.
 */
export function SignedStep({ readLabel, hint }: { readLabel: string; hint: string }) {
  return (
    <>
      <AdminField name="read" type="checkbox" value="yes" label={readLabel} />
      <AdminField name="password" type="password" autoComplete="current-password" label="Your password" hint={hint} />
    </>
  );
}
