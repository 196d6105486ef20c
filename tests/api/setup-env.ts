// Every test file gets its own throw-away database: a SQLite file, or with TEST_DATABASE_URL set (npm run test:pg)
// its own PostgreSQL schema, created and dropped by tests/api/database-hooks.ts.
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const unique = `${process.pid}-${process.env.JEST_WORKER_ID}-${Date.now()}-${Math.random().toString(36).slice(2)}`;
process.env.DATABASE_PATH = join(tmpdir(), `site-test-${unique}.db`);
// Production hashes cost 128 MiB and a quarter second each; the tests sign in hundreds of times.
process.env.SCRYPT_LOG2_N = '12';
// Approvers are created right before they approve here; second-approval.test.ts sets an age where it tests it.
process.env.APPROVER_MIN_ACCOUNT_HOURS = '0';
// For the same reason the site-wide password-check budget is lifted (tests/api/sign-in-capacity.test.ts sets its own).
process.env.SIGN_IN_BUDGET_PER_MINUTE = '1000000';
process.env.STAFF_SIGN_IN_BUDGET_PER_MINUTE = '1000000';

if (process.env.TEST_DATABASE_URL) {
  const schema = `test_${unique.replace(/[^a-z0-9]/gi, '_')}`.toLowerCase();
  const url = new URL(process.env.TEST_DATABASE_URL);
  url.searchParams.set('options', `-c search_path=${schema}`);
  process.env.TEST_DATABASE_SCHEMA = schema;
  process.env.DATABASE_URL = url.toString();
} else {
  // A DATABASE_URL from the shell must never point the tests at a real database.
  delete process.env.DATABASE_URL;
}
// Nor a REDIS_URL at a real cache: the tests that want Redis say so (TEST_REDIS_URL).
delete process.env.REDIS_URL;
