import 'server-only';
import { resolve } from 'node:path';

/** Server settings from the environment, with defaults that make a fresh clone work. See README, Configuration. */
const number = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

export const serverConfig = {
  databasePath: resolve(process.env.DATABASE_PATH || 'data/site.db'),
  production: process.env.NODE_ENV === 'production',
  /** A session ends after this long without a request. */
  sessionIdleMs: number('SESSION_IDLE_MINUTES', 30) * 60_000,
  /** A session ends this long after login, however active. */
  sessionAbsoluteMs: number('SESSION_ABSOLUTE_HOURS', 12) * 3_600_000,
  /** Brochure download links (/hidden-pages/{token}) stay valid this long. */
  brochureTokenMs: number('BROCHURE_LINK_HOURS', 24) * 3_600_000,
  smtpUrl: process.env.SMTP_URL || undefined,
  mailFrom: process.env.MAIL_FROM || 'Corcym Academy <academy@corcym.com>',
  /** Trust the first X-Forwarded-For address (set when a reverse proxy sits in front of the site). */
  trustProxy: process.env.TRUST_PROXY !== '0',
  /** Create the demo learner on an empty database (never in production). */
  seedDemoLearner: process.env.NODE_ENV !== 'production' || process.env.SEED_DEMO_LEARNER === '1',
} as const;

export const MAX_BODY_BYTES = 16 * 1024;

export const rateLimits = {
  loginFailuresPerIp: { limit: 5, windowMs: 60_000 },
  loginFailuresPerAccount: { limit: 100, windowMs: 3_600_000 },
  formsPerIp: { limit: 10, windowMs: 60_000 },
} as const;
