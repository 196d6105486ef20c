/** @jest-environment node */
import type { KyselyPlugin } from 'kysely';
import { getDb, type Db } from '../db';
import { storeLead } from './submit';

/** A database on which writing the outbox row fails, as a crash between the two writes would leave it. */
function failingOutbox(db: Db): Db {
  const plugin: KyselyPlugin = {
    transformQuery({ node }) {
      if (node.kind === 'InsertQueryNode' && node.into?.table.identifier.name === 'mail_outbox') {
        throw new Error('injected: the process died before the team mail was written');
      }
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  return db.withPlugin(plugin);
}

const submission = (email: string) => ({
  lead: {
    form: 'contact' as const,
    topic: 'product-information',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email,
    country: 'IT',
    message: 'Please send the brochure.',
  },
  team: 'general' as const,
  formName: 'contact request',
  fields: [['E-mail', email]] as [string, string][],
  acknowledgeAs: 'product information',
});

describe('a lead and its team mail', () => {
  beforeEach(() => jest.spyOn(console, 'info').mockImplementation(() => undefined));

  it('are both kept when the lead is stored', async () => {
    const db = await getDb();
    const { id, reference } = await storeLead(db, submission('both@example.com'));
    expect(await db.selectFrom('leads').select('id').where('id', '=', id).executeTakeFirst()).toBeDefined();
    const mails = await db
      .selectFrom('mail_outbox')
      .select(['to_address', 'subject'])
      .where('kind', '=', 'lead-notification')
      .where('subject', 'like', `%${reference}`)
      .execute();
    expect(mails).toHaveLength(1);
  });

  it('are both absent when the process fails after the lead insert, before the mail is written', async () => {
    const db = await getDb();
    const email = 'neither@example.com';
    await expect(storeLead(failingOutbox(db), submission(email))).rejects.toThrow('injected');
    expect(await db.selectFrom('leads').select('id').where('email', '=', email).execute()).toEqual([]);
    expect(
      await db.selectFrom('mail_outbox').select('id').where('kind', '=', 'lead-notification').execute(),
    ).toHaveLength(1); // only the first test's
  });
});
