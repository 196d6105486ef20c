import 'server-only';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { PasswordHashPool, type PoolOptions } from './password-workers';

export { isPasswordBusy, PasswordHashingBusy } from './password-workers';

/**
 * Which hashing threads a hash runs on. `public`: learner sign-in, set-password and the CLIs; `staff`: staff sign-in
 * (better-auth's password option) and second approvals. A flood of public sign-ins fills only the public queue, so
 * the back office keeps its own thread. Each running hash holds 128 MiB: 2 + 1 threads is 384 MiB at most.
 */
export type PasswordPoolName = 'public' | 'staff';

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
// About 0.3 s at N=2^17 on a server core, and proportionally less at the tests' lower cost: the first guess of a
// hash's duration (the pools then measure it), which the stand-in check of an unknown account waits.
const EXPECTED_MS = Math.max(5, (300 * PASSWORD_PARAMS.N) / 2 ** 17);

/** Threads per pool and hashes that may wait (about 1.5 s of work); beyond that a hash is refused with a retry time. */
const POOLS: Record<PasswordPoolName, PoolOptions> = {
  public: { workers: 2, queueLimit: 8, expectedMs: EXPECTED_MS },
  staff: { workers: 1, queueLimit: 4, expectedMs: EXPECTED_MS },
};

/** The pools, one set per process (kept on globalThis: Next may load this module in more than one server bundle). */
const shared = globalThis as typeof globalThis & {
  __passwordHashPools?: Partial<Record<PasswordPoolName, PasswordHashPool>>;
};
export function passwordPool(name: PasswordPoolName): PasswordHashPool {
  const pools = (shared.__passwordHashPools ??= {});
  return (pools[name] ??= new PasswordHashPool(POOLS[name]));
}

function derive(
  password: string,
  salt: Buffer,
  options: { N: number; r: number; p: number },
  pool: PasswordPoolName,
): Promise<Buffer> {
  return passwordPool(pool).derive({
    password: password.normalize('NFKC'),
    salt,
    keyLength: KEY_LENGTH,
    ...options,
    maxmem: MAX_MEMORY,
  });
}

/** scrypt hash in the self-describing form `scrypt$N$r$p$salt$key` (base64url), so parameters can change later. */
export async function hashPassword(password: string, pool: PasswordPoolName = 'public'): Promise<string> {
  const salt = randomBytes(16);
  const { N, r, p } = PASSWORD_PARAMS;
  const key = await derive(password, salt, { N, r, p }, pool);
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

interface PasswordCheck {
  valid: boolean;
  /** The hash was made with weaker parameters than today's: store a new one while the password is at hand. */
  needsRehash: boolean;
}

const PLAUSIBLE = { N: [2 ** 10, 2 ** 20], r: [1, 32], p: [1, 16] } as const;

/**
 * Checks `password` against `stored`. With no usable hash (no account: pass undefined; an invited learner who has
 * not set a password yet) nothing is hashed: the pool's stand-in (`simulate`) takes as long as a real check and
 * refuses when a real check would, so neither the timing nor a busy answer tells such an account from a wrong
 * password, and a flood of unknown addresses costs no scrypt work.
 */
export async function verifyPassword(
  password: string,
  stored: string | null | undefined,
  pool: PasswordPoolName = 'public',
): Promise<PasswordCheck> {
  const [scheme, n, r, p, salt, key] = (stored ?? '').split('$');
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  const plausible = (Object.keys(PLAUSIBLE) as (keyof typeof PLAUSIBLE)[]).every(
    (name) =>
      Number.isInteger(params[name]) && params[name] >= PLAUSIBLE[name][0] && params[name] <= PLAUSIBLE[name][1],
  );
  if (scheme !== 'scrypt' || !salt || !key || !plausible) {
    await passwordPool(pool).simulate();
    return { valid: false, needsRehash: false };
  }
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), params, pool);
  const valid = actual.length === expected.length && timingSafeEqual(actual, expected);
  const weaker = params.N < PASSWORD_PARAMS.N || params.r < PASSWORD_PARAMS.r || params.p < PASSWORD_PARAMS.p;
  return { valid, needsRehash: valid && weaker };
}

/** Waits as long as a password check of `pool` would, without hashing (an account that does not exist). */
export function simulatePasswordCheck(pool: PasswordPoolName): Promise<void> {
  return passwordPool(pool).simulate();
}
