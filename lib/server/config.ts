import 'server-only';
import { resolve } from 'node:path';

/** Server settings from the environment, with defaults that make a fresh clone work. See README, Configuration. */
const number = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

export const serverConfig = {
  // The comment keeps Turbopack from tracing the whole project into the server bundle for a runtime path.
  databasePath: resolve(/* turbopackIgnore: true */ process.cwd(), process.env.DATABASE_PATH || 'data/site.db'),
  /** A postgres:// URL switches the site from the SQLite file to a shared PostgreSQL (docs/operations.md). */
  databaseUrl: process.env.DATABASE_URL || undefined,
  /** Connections each instance keeps open to PostgreSQL. */
  databasePoolSize: Math.floor(number('DATABASE_POOL_SIZE', 10)),
  /** The shared Redis of several instances (next.config turns the shared cache on with it; /api/health checks it). */
  redisUrl: process.env.REDIS_URL || undefined,
  /** A session ends after this long without a request. */
  sessionIdleMs: number('SESSION_IDLE_MINUTES', 30) * 60_000,
  /** A session ends this long after login, however active. */
  sessionAbsoluteMs: number('SESSION_ABSOLUTE_HOURS', 12) * 3_600_000,
  /** Brochure download links (/hidden-pages/{token}) stay valid this long. */
  brochureTokenMs: number('BROCHURE_LINK_HOURS', 24) * 3_600_000,
  smtpUrl: process.env.SMTP_URL || undefined,
  mailFrom: process.env.MAIL_FROM || 'Corcym Academy <academy@corcym.com>',
  /**
   * Create the demo learner (whose password the README prints) on an empty database: in development, or when
   * SEED_DEMO_LEARNER=1 says so explicitly. A production server never gets a known account by default.
   */
  seedDemoLearner:
    process.env.SEED_DEMO_LEARNER === '1' ||
    (process.env.SEED_DEMO_LEARNER !== '0' && process.env.NODE_ENV === 'development'),
  /**
   * Add the sample device documents (lib/server/seed/sample-documents.ts), marked as fictitious samples, only when
   * SEED_SAMPLE_DOCUMENTS=1. Never by default, not even in development: a real document centre starts empty.
   */
  seedSampleDocuments: process.env.SEED_SAMPLE_DOCUMENTS === '1',
} as const;

export const MAX_BODY_BYTES = 16 * 1024;

/**
 * `npm run bench` loads the form endpoint far beyond a visitor's pace. Only its own build folder (.next-bench,
 * which no deployment serves) together with BENCH_RAISE_RATE_LIMITS=1 lifts the limits.
 */
const benchFactor =
  process.env.NEXT_DIST_DIR === '.next-bench' && process.env.BENCH_RAISE_RATE_LIMITS === '1' ? 1_000_000 : 1;

export const rateLimits = {
  /** Sign-in attempts per address and minute (a successful one is given back). */
  loginAttemptsPerIp: { limit: 5, windowMs: 60_000 },
  /** Sign-in attempts per account from one address, per hour. */
  loginAttemptsPerAccountAndIp: { limit: 10, windowMs: 3_600_000 },
  /**
   * Failed sign-ins per account from anywhere, per hour. Past it the account is under attack: an address that
   * has already failed on it is refused, while an address that has not (the owner, elsewhere) still gets its
   * try. So a spread-out attack costs one fresh address per guess, and never locks the owner out.
   */
  loginFailuresPerAccount: { limit: 100, windowMs: 3_600_000 },
  /**
   * Password checks per minute across every address and instance, beside the per-address limits, in two budgets so
   * a flood of one cannot starve the other: `public` (learner sign-in, set-password) and `staff` (staff sign-in,
   * second approvals). A flood from many addresses cannot queue more scrypt work (128 MiB, 0.3 s each) than the
   * site can do. Two public hashing threads do about 400 a minute; real sign-ins are a handful.
   * SIGN_IN_BUDGET_PER_MINUTE, the older name of the public budget, is still read.
   */
  passwordChecks: {
    public: {
      limit: number('PUBLIC_SIGN_IN_BUDGET_PER_MINUTE', number('SIGN_IN_BUDGET_PER_MINUTE', 120)) * benchFactor,
      windowMs: 60_000,
    },
    staff: { limit: number('STAFF_SIGN_IN_BUDGET_PER_MINUTE', 60) * benchFactor, windowMs: 60_000 },
  },
  /**
   * Password checks a minute kept, once a budget is spent, for the attempts a flood cannot fake: on the public side a
   * learner who signed in before from the same browser (the signed "known device" cookie,
   * lib/server/auth/known-device.ts); on the staff side the same for a staff member, and second approvals (made by a
   * signed-in member). So a flood of wrong sign-ins from strangers still lets these in.
   */
  passwordReserves: {
    public: { limit: number('KNOWN_DEVICE_SIGN_IN_RESERVE_PER_MINUTE', 30) * benchFactor, windowMs: 60_000 },
    staff: { limit: number('STAFF_SIGN_IN_RESERVE_PER_MINUTE', 30) * benchFactor, windowMs: 60_000 },
  },
  formsPerIp: { limit: 10 * benchFactor, windowMs: 60_000 },
  /**
   * Web Vitals beacons per address and minute: a visit sends at most three per page (LCP, CLS, INP), so this is
   * 20 pages a minute from one address, generous for people behind one hospital's address and a ceiling for a script.
   */
  vitalsPerIp: { limit: 60 * benchFactor, windowMs: 60_000 },
} as const;
