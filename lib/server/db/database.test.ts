/** @jest-environment node */
import { PostgresAdapter } from 'kysely';
import { assertMigrated, databaseTarget, describeTarget, getDb, openDatabase, writeTransaction } from '@/lib/server/db';
import { markWatched } from '@/lib/server/repositories/courses';
import { upsertLearner } from '@/lib/server/repositories/users';

// The same tests run on the SQLite file (npm test) and on PostgreSQL (npm run test:pg).
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe('the database module', () => {
  it('runs on the database the suite was started for', async () => {
    const db = await getDb();
    expect(db.getExecutor().adapter instanceof PostgresAdapter).toBe(onPostgres);
  });

  it('answers counts and sums as numbers on both databases', async () => {
    const db = await getDb();
    const row = await db
      .selectFrom('news')
      .select((eb) => [eb.fn.countAll().as('n'), eb.fn.sum<number>('id').as('total'), eb.fn.max('id').as('top')])
      .executeTakeFirstOrThrow();
    expect(typeof row.n).toBe('number');
    expect(typeof row.total).toBe('number');
    expect(row.n).toBeGreaterThan(0);
    expect(row.total).toBe((Number(row.top) * (Number(row.top) + 1)) / 2);
  });

  it('takes the SQLite file unless DATABASE_URL names a PostgreSQL server, and never repeats its password', () => {
    expect(databaseTarget({ databasePath: '/data/site.db', databasePoolSize: 10 })).toEqual({
      kind: 'sqlite',
      path: '/data/site.db',
    });
    const target = databaseTarget({
      databaseUrl: 'postgres://site:s3cret@db.internal:5433/site',
      databasePath: 'x',
      databasePoolSize: 4,
    });
    expect(target).toEqual({ kind: 'postgres', url: 'postgres://site:s3cret@db.internal:5433/site', poolSize: 4 });
    expect(describeTarget(target)).toBe('PostgreSQL at db.internal:5433/site');
    expect(() =>
      databaseTarget({ databaseUrl: 'mysql://root:s3cret@db/site', databasePath: 'x', databasePoolSize: 4 }),
    ).toThrow(/^DATABASE_URL must be a postgres:\/\/ URL[^]*$/);
    try {
      databaseTarget({ databaseUrl: 'mysql://root:s3cret@db/site', databasePath: 'x', databasePoolSize: 4 });
    } catch (error) {
      expect(String(error)).not.toContain('s3cret');
    }
  });

  it('refuses, naming the missing migrations and the command, a database that was never migrated', async () => {
    // A fresh SQLite file stands for any database that lacks the schema; the check is the same on both.
    const db = openDatabase({ kind: 'sqlite', path: `${process.env.DATABASE_PATH}-empty.db` });
    const refusal = assertMigrated(db);
    await expect(refusal).rejects.toThrow(
      /lacks migration\(s\) 0001_initial, 0002_lecture_videos(, \w+)*\. Run `npm run db:migrate`/,
    );
    // The start-up hook stops the server on this kind of error instead of serving 500s.
    await expect(refusal).rejects.toMatchObject({ name: 'DatabaseSchemaError' });
    await db.destroy();
  });
});

describe('writeTransaction', () => {
  it('rolls back everything when the work fails', async () => {
    const db = await getDb();
    await expect(
      writeTransaction(db, async (trx) => {
        await trx
          .insertInto('news')
          .values({
            id: 9_001,
            slug: 'rolled-back',
            title: 't',
            description: 'd',
            body: 'b',
            news_type: 'news',
            date: '2026-01-01',
            status: 'draft',
            body_format: 'markdown',
          })
          .execute();
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await db.selectFrom('news').select('id').where('id', '=', 9_001).executeTakeFirst()).toBeUndefined();
  });

  it('takes the right transaction for a database opened by another copy of this module', async () => {
    // In a build, the start-up hook opens the database in one bundle and the routes use it from another.
    const db = await getDb();
    let otherCopy: typeof import('@/lib/server/db') | undefined;
    jest.isolateModules(() => {
      otherCopy = jest.requireActual<typeof import('@/lib/server/db')>('@/lib/server/db');
    });
    expect(otherCopy!.writeTransaction).not.toBe(writeTransaction);
    await expect(
      otherCopy!.writeTransaction(db, async (trx) => (await trx.selectFrom('courses').select('id').execute()).length),
    ).resolves.toBeGreaterThan(0);
  });

  it('lets concurrent read-modify-write work on the same rows all succeed, each change counted once', async () => {
    const db = await getDb();
    const input = { email: 'race@example.com', password: 'a long password', firstName: 'Ray', lastName: 'Race' };
    // Eight creations of the same new account at once: one creates it, the others find it and update it.
    const results = await Promise.all(Array.from({ length: 8 }, () => upsertLearner(db, input)));
    expect(results.filter((result) => result.created)).toHaveLength(1);
    expect(new Set(results.map((result) => result.id)).size).toBe(1);

    // Five lectures marked at once: every write lands and the last answer sees them all.
    const { id } = results[0]!;
    const progress = await Promise.all([101, 102, 103, 104, 105].map((lecture) => markWatched(db, id, 1, lecture)));
    expect(progress).toContain(100);
    const watched = await db
      .selectFrom('lecture_progress')
      .select('lecture_id')
      .where('user_id', '=', id)
      .where('watched', '=', 1)
      .execute();
    expect(watched).toHaveLength(5);
  });
});
