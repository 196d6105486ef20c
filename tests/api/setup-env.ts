// Every test file gets its own throw-away database.
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const unique = `${process.pid}-${process.env.JEST_WORKER_ID}-${Date.now()}-${Math.random().toString(36).slice(2)}`;
process.env.DATABASE_PATH = join(tmpdir(), `site-test-${unique}.db`);
// Production hashes cost 128 MiB and a quarter second each; the tests sign in hundreds of times.
process.env.SCRYPT_LOG2_N = '12';
