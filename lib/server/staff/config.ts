import 'server-only';

/** Back-office settings from the environment (README, Configuration). */
const positive = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

export const staffConfig = {
  /** A staff session ends after this long without a request. */
  idleMs: positive('STAFF_SESSION_IDLE_MINUTES', 30) * 60_000,
  /** A staff session ends this long after sign-in, however active. */
  absoluteMs: positive('STAFF_SESSION_ABSOLUTE_HOURS', 12) * 3_600_000,
  /** Shown as the account name in authenticator apps. */
  totpIssuer: process.env.STAFF_TOTP_ISSUER || 'Corcym back office',
} as const;

/**
 * An approval from an account younger than this is refused (APPROVER_MIN_ACCOUNT_HOURS, default 24; 0 turns it
 * off, as the test servers do): an admin cannot create a second account and approve their own draft with it at
 * once. Read on each approval, so a test can change it.
 */
export function approverMinAccountHours(): number {
  const value = Number(process.env.APPROVER_MIN_ACCOUNT_HOURS);
  return Number.isFinite(value) && value >= 0 && process.env.APPROVER_MIN_ACCOUNT_HOURS !== '' ? value : 24;
}

/** Sign-in attempts (password and code alike) counted per client address and per account. */
export const staffRateLimits = {
  signInPerIp: { limit: 10, windowMs: 60_000 },
  /** Attempts on one account from one address, per hour (a stranger elsewhere cannot use it to lock the member out). */
  signInPerAccount: { limit: 20, windowMs: 3_600_000 },
  codePerIp: { limit: 10, windowMs: 60_000 },
} as const;

/** How often a request refreshes the session's last-seen time (the idle clock), to spare the database. */
export const LAST_SEEN_RESOLUTION_MS = 60_000;
