/** @jest-environment node */
import { getDb } from '@/lib/server/db';
import { createStaff } from '@/lib/server/staff/members';
import { claimTotpStep, matchingStep } from './totp-replay';

const cli = { id: null, email: 'cli:test', ip: null };

describe('the TOTP replay guard', () => {
  it('finds the step of a code within one step either side of now, and none outside', () => {
    const key = Buffer.from('12345678901234567890');
    // RFC 6238 appendix B, SHA-1, at 59 s (step 1): 94287082, whose 6 last digits are the 6-digit code.
    expect(matchingStep(key, '287082', 59_000)).toBe(1);
    expect(matchingStep(key, '287082', 59_000 + 30_000)).toBe(1);
    expect(matchingStep(key, '287082', 59_000 + 60_000)).toBeUndefined();
    expect(matchingStep(key, '000000', 59_000)).toBeUndefined();
    expect(matchingStep(key, '28708', 59_000)).toBeUndefined();
  });

  it('claims a step once per member, atomically, and never an older one', async () => {
    const db = await getDb();
    const member = await createStaff(db, cli, {
      email: 'claim@example.com',
      name: 'Cleo Claim',
      role: 'admin',
      password: 'a long enough password',
    });
    const { id } = member;
    await db
      .insertInto('staff_two_factors')
      .values({
        id: 'tf-claim',
        secret: 's',
        backup_codes: '',
        user_id: id,
        verified: 1,
        failed_verification_count: 0,
        locked_until: null,
        last_totp_step: null,
      })
      .execute();
    const claims = await Promise.all([claimTotpStep(db, id, 100), claimTotpStep(db, id, 100)]);
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await claimTotpStep(db, id, 99)).toBe(false);
    expect(await claimTotpStep(db, id, 101)).toBe(true);
  });
});
