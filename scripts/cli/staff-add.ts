/**
 * npm run staff:add -- --email E --password P --name "First Last" --role admin
 * Creates a back-office staff member and prints the TOTP enrolment URI (and its secret) for an authenticator
 * app. The member confirms it with a code at first sign-in (/admin/login), which switches TOTP on.
 * Refuses an email that is already a staff member. The creation is written to the audit log as the CLI.
 */
import { parseArgs } from 'node:util';
import { parseSetCookieHeader } from 'better-auth/cookies';
import { getDb } from '@/lib/server/db';
import { staffAuthForScripts } from '@/lib/server/staff/auth';
import { createStaff, StaffChangeError } from '@/lib/server/staff/members';
import { STAFF_ROLES } from '@/lib/server/staff/permissions';
import { staffCreateSchema } from '@/lib/validations/staff';

const usageLine = `Usage: npm run staff:add -- --email admin@example.com --password "a long password" --name "First Last" --role ${STAFF_ROLES.join('|')}`;

function usage(message: string): never {
  console.error(`${message}\n${usageLine}`);
  process.exit(2);
}

let values: Record<string, string | undefined>;
try {
  ({ values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      name: { type: 'string' },
      role: { type: 'string' },
    },
    strict: true,
  }));
} catch (error) {
  usage(error instanceof Error ? error.message : String(error));
}

const parsed = staffCreateSchema.safeParse({
  email: values.email ?? '',
  password: values.password ?? '',
  name: values.name ?? '',
  role: values.role ?? '',
});
if (!parsed.success) {
  usage(parsed.error.issues.map((issue) => `--${issue.path.join('.')}: ${issue.message}`).join('\n'));
}
const input = parsed.data;

async function main() {
  const db = await getDb();
  try {
    const member = await createStaff(db, { id: null, email: 'cli:staff-add', ip: null }, input);
    // Enrol TOTP through better-auth itself (it generates and encrypts the secret): sign in, then ask for it.
    const auth = await staffAuthForScripts(db);
    const signIn = await auth.api.signInEmail({
      body: { email: input.email, password: input.password },
      returnHeaders: true,
    });
    const cookie = [...parseSetCookieHeader(signIn.headers.get('set-cookie') ?? '').entries()]
      .map(([name, attributes]) => `${name}=${attributes.value}`)
      .join('; ');
    const enabled = await auth.api.enableTwoFactor({
      body: { password: input.password },
      headers: new Headers({ cookie }),
    });
    const totpURI = 'totpURI' in enabled ? enabled.totpURI : '';
    // The sign-in above was only the way to enrol; it is not a session anyone holds.
    await db.deleteFrom('staff_sessions').where('user_id', '=', member.id).execute();
    const secret = totpURI ? new URL(totpURI).searchParams.get('secret') : null;
    console.log(`Created staff member ${member.email} (${member.role}, id ${member.id}).`);
    console.log('Add this to an authenticator app, then sign in at /admin/login and enter its 6-digit code:');
    console.log(`  otpauth URI: ${totpURI}`);
    console.log(`  secret:      ${secret}`);
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  if (error instanceof StaffChangeError) {
    console.error(error.message);
    process.exit(1);
  }
  console.error(error);
  process.exit(1);
});
