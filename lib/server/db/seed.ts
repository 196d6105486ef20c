import 'server-only';
import { randomUUID } from 'node:crypto';
import { hashPassword } from '../auth/password';
import { serverConfig } from '../config';
import { courseSeeds, demoLearner, lectureVideo } from '../seed/courses';
import { seedNews } from '../seed/seed-news';
import { seedSampleSafetyNotices } from '../safety-notices/sample';
import { seedSampleDocuments } from '../seed/sample-documents';
import { seedControlledContent } from '../controlled/seed';
import { writeTransaction, type Db } from './dialect';

/**
 * Fills the database: the seed courses not in it yet, the news and press releases whose slug is missing, and (in
 * development) a demo learner. "Insert what is missing" reads before it writes, so it runs as a write
 * transaction: two seeds at once (two `db:migrate` runs) then add each row once, the later one finding them.
 */
export async function seedDatabase(db: Db): Promise<void> {
  const now = new Date().toISOString();
  await writeTransaction(db, async (trx) => {
    const existing = new Set((await trx.selectFrom('courses').select('id').execute()).map((row) => row.id));
    let attachmentId =
      Number(
        (
          await trx
            .selectFrom('lecture_attachments')
            .select((eb) => eb.fn.max('id').as('max'))
            .executeTakeFirst()
        )?.max ?? 0,
      ) + 1;
    for (const { lectures, ...row } of courseSeeds.filter((course) => !existing.has(course.id))) {
      await trx.insertInto('courses').values(row).execute();
      for (const [position, lecture] of lectures.entries()) {
        await trx
          .insertInto('lectures')
          .values({
            id: lecture.id,
            course_id: row.id,
            position,
            title: lecture.title,
            thumbnail: lecture.thumbnail,
            video_link: lecture.video_link ?? lectureVideo(lecture.id),
            time_stamps: '[]',
          })
          .execute();
        for (const [index, attachment] of lecture.attachments.entries()) {
          await trx
            .insertInto('lecture_attachments')
            .values({ id: attachmentId++, lecture_id: lecture.id, position: index, ...attachment })
            .execute();
        }
      }
    }

    await seedNews(trx);
    if (serverConfig.seedSampleDocuments) await seedSampleDocuments(trx);

    const users = await trx.selectFrom('users').select('id').limit(1).executeTakeFirst();
    if (!users && serverConfig.seedDemoLearner) {
      await trx
        .insertInto('users')
        .values({
          id: randomUUID(),
          email: demoLearner.email,
          password_hash: await hashPassword(demoLearner.password),
          first_name: demoLearner.first_name,
          last_name: demoLearner.last_name,
          country: null,
          onboarded: 0,
          created_at: now,
          updated_at: now,
        })
        .execute();
    }
  });
  // Development samples of the safety-notice register, only with SEED_SAMPLE_DOCUMENTS=1 (lib/server/safety-notices).
  if (serverConfig.seedSampleDocuments) await seedSampleSafetyNotices(db);
  // Device editions and legal pages the database does not hold yet, imported once from content/ (issue 41).
  await seedControlledContent(db);
}
