/** @jest-environment node */
import { getDb } from '@/lib/server/db';
import { upsertLearner } from '@/lib/server/repositories/users';
import { api, cookieFrom, sameOrigin } from './client';

let cookie = '';

beforeAll(async () => {
  await upsertLearner(await getDb(), {
    email: 'learner@example.com',
    password: 'a long password',
    firstName: 'Lee',
    lastName: 'Learner',
  });
  cookie = cookieFrom(
    (await api.login({ body: { email: 'learner@example.com', password: 'a long password' } })).headers,
  );
});

describe('courses', () => {
  it('lists the seed course, not enrolled, at 0 progress', async () => {
    const { status, json } = await api.courses({ cookie });
    expect(status).toBe(200);
    expect(json.count).toBe(1);
    expect(json.payload[0]).toEqual({
      id: 1,
      title: expect.stringContaining('Online Modules'),
      description: expect.stringContaining('transaxillary'),
      imageUrl: expect.stringMatching(/^\//),
      // Shipped pictures are decorative; an uploaded one carries its alternative text.
      imageAlt: '',
      progress: 0,
      category: 'Perceval',
      isEnrolled: false,
      version: 2,
    });
  });

  it('gives the five lectures with their attachments', async () => {
    const { json } = await api.course('1', { cookie });
    const lectures = json.payload.course_details;
    expect(lectures.map((lecture: { title: string }) => lecture.title)).toEqual([
      'Welcome and introduction',
      'CT scan analysis and surgery planning',
      'Instruments set-up',
      'Patient positioning and anesthesiological access',
      'Step-by-step surgical video',
    ]);
    expect(lectures[0].attachments).toHaveLength(2);
    expect(lectures[1].attachments[0].name).toMatch(/CT scan reading service/);
    expect(lectures[0]).toMatchObject({
      courseId: 1,
      hasWatched: false,
      time_stamps: [],
      video_link: expect.stringMatching(/\.mp4$/),
    });
  });

  it('enrols, marks lectures watched and recomputes progress from 0 to 100', async () => {
    expect((await api.enroll('1', { cookie, headers: sameOrigin })).json.payload.isEnrolled).toBe(true);
    expect((await api.courses({ cookie })).json.payload[0].isEnrolled).toBe(true);
    const progress: number[] = [];
    for (const lectureId of ['101', '102', '103', '104', '105']) {
      const { status, json } = await api.watched('1', lectureId, { cookie, headers: sameOrigin });
      expect(status).toBe(200);
      progress.push(json.payload.progress);
    }
    expect(progress).toEqual([20, 40, 60, 80, 100]);
    // Watching again changes nothing.
    expect((await api.watched('1', '101', { cookie, headers: sameOrigin })).json.payload.progress).toBe(100);
    expect(
      (await api.course('1', { cookie })).json.payload.course_details.every(
        (lecture: { hasWatched: boolean }) => lecture.hasWatched,
      ),
    ).toBe(true);
  });

  it.each(['999', '0', '-1', 'abc', '1e3', '../1'])('answers 404 for the unknown course id %s', async (id) => {
    expect((await api.course(id, { cookie })).status).toBe(404);
    expect((await api.enroll(id, { cookie, headers: sameOrigin })).status).toBe(404);
  });

  it('answers 404 for a lecture of another course', async () => {
    expect((await api.watched('1', '999', { cookie, headers: sameOrigin })).status).toBe(404);
  });

  it('remembers the playback position per lecture without marking it watched', async () => {
    expect((await api.position('1', '103', { cookie, headers: sameOrigin, body: { seconds: 12.34 } })).status).toBe(
      200,
    );
    expect((await api.position('1', '104', { cookie, headers: sameOrigin, body: { seconds: 3 } })).status).toBe(200);
    const lectures = (await api.course('1', { cookie })).json.payload.course_details as {
      id: number;
      position_seconds: number;
    }[];
    expect(lectures.find((lecture) => lecture.id === 103)?.position_seconds).toBe(12.3);
    expect(lectures.find((lecture) => lecture.id === 104)?.position_seconds).toBe(3);
    // Saving a position again overwrites it and leaves the watched state alone.
    expect(
      (await api.position('1', '103', { cookie, headers: sameOrigin, body: { seconds: 1 } })).json.payload
        .position_seconds,
    ).toBe(1);
  });

  it.each([
    [{ seconds: -1 }, 422],
    [{ seconds: 'ten' }, 422],
    [{ seconds: 1, extra: true }, 422],
    [{}, 422],
  ])('refuses the position %p with %i and stores nothing', async (body, status) => {
    const { status: got, json } = await api.position('1', '102', { cookie, headers: sameOrigin, body });
    expect(got).toBe(status);
    expect(json.success).toBe(false);
    const lecture = (await api.course('1', { cookie })).json.payload.course_details.find(
      (item: { id: number }) => item.id === 102,
    );
    expect(lecture.position_seconds).toBe(0);
  });

  it('refuses a position for a lecture of another course, and a cross-site one', async () => {
    expect((await api.position('1', '999', { cookie, headers: sameOrigin, body: { seconds: 1 } })).status).toBe(404);
    expect(
      (await api.position('1', '101', { cookie, headers: { 'sec-fetch-site': 'cross-site' }, body: { seconds: 1 } }))
        .status,
    ).toBe(403);
  });

  it('gives nothing without a session', async () => {
    expect((await api.courses()).status).toBe(401);
    expect((await api.course('1')).status).toBe(401);
    expect((await api.watched('1', '101')).status).toBe(401);
    expect((await api.position('1', '101', { body: { seconds: 1 } })).status).toBe(401);
  });

  it('session-end clears a stale cookie and sends to the login, but leaves a valid session alone', async () => {
    const stale = await api.sessionEnd('?next=/academy/courses/course/1', {
      cookie: 'session=not-a-real-session-token-000',
    });
    expect(stale.status).toBe(303);
    expect(stale.headers.get('location')).toBe('/login?next=%2Facademy%2Fcourses%2Fcourse%2F1&ended=1');
    expect(stale.headers.get('set-cookie')).toMatch(/Max-Age=0/);
    const valid = await api.sessionEnd('?next=https://evil.example/', { cookie });
    expect(valid.headers.get('location')).toBe('/academy');
    expect(valid.headers.get('set-cookie')).toBeNull();
  });
});

describe('news', () => {
  it('lists at least eight news items and the four press releases, newest first', async () => {
    const { status, json } = await api.news();
    expect(status).toBe(200);
    const items = json.payload as { slug: string; news_type: string; date: string; body: string }[];
    expect(items.filter((item) => item.news_type === 'news').length).toBeGreaterThanOrEqual(8);
    expect(
      items
        .filter((item) => item.news_type === 'press')
        .map((item) => item.slug)
        .sort(),
    ).toEqual([
      'first-patient-enrolled-in-study',
      'first-patient-implanted-in-china',
      'global-launch-day-one',
      'growth-financing',
    ]);
    const dates = items.map((item) => item.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(json.count).toBe(items.length);
    for (const item of items) expect(item.body).not.toMatch(/<script|<a |lorem ipsum/i);
  });
});

describe('migration 0002', () => {
  it('gives each seed lecture its own video when the database still has the old shared sample link', async () => {
    const { migrations } = await import('@/lib/server/db/migrations');
    const db = await getDb();
    await db
      .updateTable('lectures')
      .set({ video_link: '/videos/academy/perceval-sample-lecture.mp4' })
      .where('id', 'in', [101, 102])
      .execute();
    await migrations['0002_lecture_videos']!.up(db as never);
    const links = await db
      .selectFrom('lectures')
      .select(['id', 'video_link'])
      .where('id', 'in', [101, 102, 103])
      .orderBy('id')
      .execute();
    expect(links.map((row) => row.video_link)).toEqual([
      '/videos/academy/lecture-101.mp4',
      '/videos/academy/lecture-102.mp4',
      '/videos/academy/lecture-103.mp4',
    ]);
  });
});
