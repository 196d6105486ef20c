/** @jest-environment node */
import { getDb } from '@/lib/server/db';
import { listAudit } from '@/lib/server/staff/audit-query';
import {
  addAttachment,
  addLecture,
  createCourse,
  CourseChangeError,
  getCourseForStaff,
  moveLecture,
  removeLecture,
  setCoursePublished,
} from './courses';
import { listCourses, publishedCourseExists } from '@/lib/server/repositories/courses';

const manager = { id: 'manager-id', email: 'manager@example.com', ip: null };
const course = {
  title: 'Sizing',
  description: 'How to size.',
  category: 'Perceval',
  version: 1,
  imageUrl: '/images/academy/lecture-welcome.svg',
};

const titles = async (courseId: number) =>
  (await getCourseForStaff(await getDb(), courseId))!.lectures.map((lecture) => lecture.title);

test('lectures are added at the end and moved one place at a time; the ends stay put; each move is audited', async () => {
  const db = await getDb();
  const courseId = await createCourse(db, manager, course);
  const [a, b, c] = [
    await addLecture(db, manager, courseId, { title: 'A' }),
    await addLecture(db, manager, courseId, { title: 'B' }),
    await addLecture(db, manager, courseId, { title: 'C' }),
  ];
  expect(await titles(courseId)).toEqual(['A', 'B', 'C']);
  await moveLecture(db, manager, courseId, c, 'up');
  expect(await titles(courseId)).toEqual(['A', 'C', 'B']);
  await moveLecture(db, manager, courseId, a, 'up');
  await moveLecture(db, manager, courseId, b, 'down');
  expect(await titles(courseId)).toEqual(['A', 'C', 'B']);
  const [entry] = (await listAudit(db, { action: 'academy.lecture.move', entityId: String(c) }, 1)).rows;
  expect(JSON.parse(entry!.before!)).toEqual({ order: [a, b, c] });
  expect(JSON.parse(entry!.after!)).toEqual({ order: [a, c, b] });
});

test('a lecture of another course cannot be moved or removed through this one', async () => {
  const db = await getDb();
  const first = await createCourse(db, manager, course);
  const second = await createCourse(db, manager, { ...course, title: 'Other' });
  const lecture = await addLecture(db, manager, second, { title: 'Theirs' });
  await expect(moveLecture(db, manager, first, lecture, 'up')).rejects.toBeInstanceOf(CourseChangeError);
  await expect(removeLecture(db, manager, first, lecture)).rejects.toBeInstanceOf(CourseChangeError);
  expect(await titles(second)).toEqual(['Theirs']);
});

test('removing a lecture takes its attachments along and answers the files to discard', async () => {
  const db = await getDb();
  const courseId = await createCourse(db, manager, course);
  const lecture = await addLecture(db, manager, courseId, { title: 'Gone', videoUrl: 'https://vimeo.com/123456' });
  await addAttachment(db, manager, courseId, lecture, { name: 'Sheet', link: '/documents/academy/upload-abc.pdf' });
  expect(await removeLecture(db, manager, courseId, lecture)).toEqual([
    'https://vimeo.com/123456',
    '/documents/academy/upload-abc.pdf',
  ]);
  expect(
    await db.selectFrom('lecture_attachments').select('id').where('lecture_id', '=', lecture).execute(),
  ).toHaveLength(0);
  expect(await titles(courseId)).toEqual([]);
});

test('a new course is a draft that learners do not see until it is published; both changes are audited', async () => {
  const db = await getDb();
  const courseId = await createCourse(db, manager, { ...course, title: 'Draft first' });
  expect((await getCourseForStaff(db, courseId))!.published).toBe(0);
  expect((await listCourses(db, null)).map((item) => item.id)).not.toContain(courseId);
  expect(await publishedCourseExists(db, courseId)).toBe(false);

  await setCoursePublished(db, manager, courseId, true);
  expect((await listCourses(db, null)).map((item) => item.id)).toContain(courseId);
  expect(await publishedCourseExists(db, courseId)).toBe(true);
  await setCoursePublished(db, manager, courseId, false);
  expect((await listCourses(db, null)).map((item) => item.id)).not.toContain(courseId);

  for (const action of ['academy.course.publish', 'academy.course.unpublish']) {
    const [entry] = (await listAudit(db, { action, entityId: String(courseId) }, 1)).rows;
    expect(entry).toBeDefined();
  }
});
