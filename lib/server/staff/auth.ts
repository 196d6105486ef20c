import 'server-only';
import { betterAuth } from 'better-auth';
import { nextCookies } from 'better-auth/next-js';
import { twoFactor } from 'better-auth/plugins/two-factor';
import { getDb, type Db } from '@/lib/server/db';
import { hashPassword, verifyPassword } from '@/lib/server/auth/password';
import { serverSecret } from '@/lib/server/server-secret';
import { STAFF_COOKIE_PREFIX, STAFF_COOKIE_SECURE } from '@/lib/staff-session-cookie';
import { staffConfig } from './config';
import { totpReplayGuard } from './totp-replay';

/**
 * Staff sign-in through better-auth on the site's own Kysely instance. Tables are `staff_*` (created by our
 * migration 0004_staff, never by better-auth's CLI) with snake_case columns mapped below. The adapter runs in
 * its "sqlite" mode on every database: dates as ISO-8601 text and booleans as 0/1, the portable column types of
 * the whole schema, so the same tables work on PostgreSQL.
 *
 * No HTTP handler is mounted: server actions call `auth.api.*` directly (the nextCookies plugin writes the
 * cookies), so better-auth's own limiter, which guards only its HTTP routes, is off and sign-in is limited by
 * lib/server/rate-limit.ts in the actions. Session refresh is off: a session lasts at most the absolute timeout,
 * and the idle timeout is checked by ./session.ts from `updated_at`, which it keeps current.
 */
function createStaffAuth(db: Db, secret: string, options: { nextJs: boolean }) {
  const timestamps = { createdAt: 'created_at', updatedAt: 'updated_at' } as const;
  return betterAuth({
    appName: staffConfig.totpIssuer,
    secret,
    baseURL: process.env.NEXT_PUBLIC_SITE_URL || 'http://localhost:3000',
    database: { db, type: 'sqlite', transaction: false },
    telemetry: { enabled: false },
    rateLimit: { enabled: false },
    emailAndPassword: {
      enabled: true,
      // Staff are created by an administrator or by `npm run staff:add`, never by signing up.
      disableSignUp: true,
      minPasswordLength: 12,
      // On the staff hashing thread (lib/server/auth/password.ts), never the learners' one.
      password: {
        hash: (password) => hashPassword(password, 'staff'),
        verify: async ({ hash, password }) => (await verifyPassword(password, hash, 'staff')).valid,
      },
    },
    user: {
      modelName: 'staff_users',
      fields: { emailVerified: 'email_verified', ...timestamps },
      additionalFields: {
        role: { type: 'string', required: true, input: false },
        active: { type: 'boolean', required: false, defaultValue: true, input: false },
      },
    },
    session: {
      modelName: 'staff_sessions',
      fields: {
        expiresAt: 'expires_at',
        ipAddress: 'ip_address',
        userAgent: 'user_agent',
        userId: 'user_id',
        ...timestamps,
      },
      expiresIn: Math.floor(staffConfig.absoluteMs / 1000),
      disableSessionRefresh: true,
    },
    account: {
      modelName: 'staff_accounts',
      fields: {
        accountId: 'account_id',
        providerId: 'provider_id',
        userId: 'user_id',
        accessToken: 'access_token',
        refreshToken: 'refresh_token',
        idToken: 'id_token',
        accessTokenExpiresAt: 'access_token_expires_at',
        refreshTokenExpiresAt: 'refresh_token_expires_at',
        ...timestamps,
      },
    },
    verification: { modelName: 'staff_verifications', fields: { expiresAt: 'expires_at', ...timestamps } },
    advanced: {
      cookiePrefix: STAFF_COOKIE_PREFIX,
      // The `__Host-` prefix is ours (lib/staff-session-cookie.ts); better-auth's own `__Secure-` prefix would collide with it.
      useSecureCookies: false,
      defaultCookieAttributes: { secure: STAFF_COOKIE_SECURE, sameSite: 'lax', httpOnly: true, path: '/' },
      database: { generateId: () => crypto.randomUUID() },
    },
    databaseHooks: {
      session: {
        create: {
          // A deactivated member never gets a session, whatever path tries to create one.
          async before(session) {
            const user = await db
              .selectFrom('staff_users')
              .select('active')
              .where('id', '=', session.userId)
              .executeTakeFirst();
            return user?.active === 1 ? undefined : false;
          },
        },
      },
    },
    plugins: [
      twoFactor({
        issuer: staffConfig.totpIssuer,
        schema: {
          user: { fields: { twoFactorEnabled: 'two_factor_enabled' } },
          twoFactor: {
            modelName: 'staff_two_factors',
            fields: {
              backupCodes: 'backup_codes',
              userId: 'user_id',
              failedVerificationCount: 'failed_verification_count',
              lockedUntil: 'locked_until',
            },
          },
        },
      }),
      totpReplayGuard(db),
      ...(options.nextJs ? [nextCookies()] : []),
    ],
  });
}

export type StaffAuth = ReturnType<typeof createStaffAuth>;

const globalAuth = globalThis as typeof globalThis & { __staffAuth?: Promise<StaffAuth> };

/** The back office's better-auth instance, built once per process on the site's database. */
export function getStaffAuth(): Promise<StaffAuth> {
  globalAuth.__staffAuth ??= getDb()
    .then(async (db) => createStaffAuth(db, await serverSecret(db), { nextJs: true }))
    .catch((error: unknown) => {
      globalAuth.__staffAuth = undefined;
      throw error;
    });
  return globalAuth.__staffAuth;
}

/** An instance for scripts (no Next.js request, so no cookie plugin). */
export async function staffAuthForScripts(db: Db): Promise<StaffAuth> {
  return createStaffAuth(db, await serverSecret(db), { nextJs: false });
}
