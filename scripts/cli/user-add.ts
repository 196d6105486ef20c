/**
 * npm run user:add -- --email E --password P --name "First Last"
 * Creates an academy learner, or updates the password and name of an existing one (ending its sessions).
 */
import { parseArgs } from 'node:util';
import { getDb } from '@/lib/server/db';
import { upsertLearner } from '@/lib/server/repositories/users';
import { emailField } from '@/lib/validations/fields';

const { values } = parseArgs({
  options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
  strict: true,
});

function usage(message: string): never {
  console.error(
    `${message}\nUsage: npm run user:add -- --email learner@example.com --password "a long password" --name "First Last"`,
  );
  process.exit(2);
}

const email = emailField.safeParse(values.email ?? '');
if (!email.success) usage('A valid --email is required.');
if (!values.password || values.password.length < 10) usage('--password must be at least 10 characters long.');
const [firstName, ...rest] = (values.name ?? '').trim().split(/\s+/);
if (!firstName || rest.length === 0) usage('--name must hold a first and a last name.');

async function main(address: string, password: string, first: string, last: string) {
  const db = await getDb();
  const result = await upsertLearner(db, { email: address, password, firstName: first, lastName: last });
  console.log(`${result.created ? 'Created' : 'Updated'} learner ${address} (${result.id}).`);
  await db.destroy();
}

main(email.data, values.password, firstName, rest.join(' ')).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
