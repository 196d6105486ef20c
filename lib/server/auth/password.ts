import 'server-only';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { PasswordHashPool } from './password-workers';

export { PasswordHashingBusy } from './password-workers';

/**
 * scrypt at OWASP's recommended cost: N=2^17 (128 MiB), r=8, p=1. The unit tests may lower N through
 * SCRYPT_LOG2_N (honoured only under NODE_ENV=test) so thousands of test sign-ins stay fast.
 */
const testLog2N = process.env.NODE_ENV === 'test' ? Number(process.env.SCRYPT_LOG2_N) : NaN;
const PASSWORD_PARAMS = {
  N: 2 ** (Number.isInteger(testLog2N) && testLog2N >= 10 ? testLog2N : 17),
  r: 8,
  p: 1,
} as const;
const KEY_LENGTH = 64;
// Node refuses scrypt above maxmem; 128 * N * r bytes are needed, so leave room above 128 MiB.
const MAX_MEMORY = 256 * 1024 * 1024;

/**
 * One pool per process (kept on globalThis: Next may load this module in more than one server bundle), shared by
 * every hash and check: learner sign-in and set-password, staff sign-in (better-auth's password option), CLIs.
 * Two threads hash at once (2 x 128 MiB at most) and eight more may wait, about 1.5 s; beyond that a sign-in is
 * refused with a retry time instead of queueing without bound.
 */
const shared = globalThis as typeof globalThis & { __passwordHashPool?: PasswordHashPool };
const pool = () => (shared.__passwordHashPool ??= new PasswordHashPool({ workers: 2, queueLimit: 8 }));

function derive(password: string, salt: Buffer, options: { N: number; r: number; p: number }): Promise<Buffer> {
  return pool().derive({
    password: password.normalize('NFKC'),
    salt,
    keyLength: KEY_LENGTH,
    ...options,
    maxmem: MAX_MEMORY,
  });
}

/** scrypt hash in the self-describing form `scrypt$N$r$p$salt$key` (base64url), so parameters can change later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const { N, r, p } = PASSWORD_PARAMS;
  const key = await derive(password, salt, { N, r, p });
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

interface PasswordCheck {
  valid: boolean;
  /** The hash was made with weaker parameters than today's: store a new one while the password is at hand. */
  needsRehash: boolean;
}

const PLAUSIBLE = { N: [2 ** 10, 2 ** 20], r: [1, 32], p: [1, 16] } as const;

export async function verifyPassword(password: string, stored: string): Promise<PasswordCheck> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  const plausible = (Object.keys(PLAUSIBLE) as (keyof typeof PLAUSIBLE)[]).every(
    (name) =>
      Number.isInteger(params[name]) && params[name] >= PLAUSIBLE[name][0] && params[name] <= PLAUSIBLE[name][1],
  );
  if (scheme !== 'scrypt' || !salt || !key || !plausible) {
    // No usable hash (an invited learner who has not set a password yet): take as long as a real check, so
    // the answer's timing does not tell such an account from an unknown or a wrong one.
    await verifyPassword(password, await timingDummyHash());
    return { valid: false, needsRehash: false };
  }
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), params);
  const valid = actual.length === expected.length && timingSafeEqual(actual, expected);
  const weaker = params.N < PASSWORD_PARAMS.N || params.r < PASSWORD_PARAMS.r || params.p < PASSWORD_PARAMS.p;
  return { valid, needsRehash: valid && weaker };
}

/** A valid hash of a random password: verifying against it costs the same time as a real check. */
let dummyHash: Promise<string> | undefined;
export function timingDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
}
