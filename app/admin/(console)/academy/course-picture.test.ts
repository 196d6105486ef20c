/** @jest-environment node */
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseSetCookieHeader } from 'better-auth/cookies';
import { getDb } from '@/lib/server/db';
import { addLecture, createCourse } from '@/lib/server/academy-admin/courses';
import { listAudit } from '@/lib/server/staff/audit-query';
import { staffAuthForScripts } from '@/lib/server/staff/auth';
import { createStaff } from '@/lib/server/staff/members';
import { uploadRoot } from '@/lib/server/storage';

/**
 * The course picture upload through the real server actions and guard, as the academy manager's browser posts
 * the form, and the route that serves the picture. Only Next's request plumbing is stood in for.
 */
process.env.UPLOAD_DIR = mkdtempSync(join(tmpdir(), 'site-test-uploads-'));

let cookie = '';
jest.mock('next/headers', () => ({
  headers: async () => new Headers({ cookie, 'x-forwarded-for': '192.0.2.30' }),
  cookies: async () => ({ set: () => undefined }),
}));
jest.mock('next/cache', () => ({ revalidatePath: () => undefined, revalidateTag: () => undefined }));
jest.mock('next/navigation', () => ({
  redirect: (location: string) => {
    throw new Error(`REDIRECT ${location}`);
  },
  forbidden: () => {
    throw new Error('FORBIDDEN');
  },
}));

// Imported after the mocks so they see them.
/* eslint-disable @typescript-eslint/no-require-imports */
const { createCourseAction, updateCourseAction } = require('./actions') as typeof import('./actions');
const { GET } =
  require('@/app/api/courses/[id]/picture/route') as typeof import('@/app/api/courses/[id]/picture/route');
/* eslint-enable @typescript-eslint/no-require-imports */

jest.setTimeout(30_000);

const password = 'a long enough password';
const cli = { id: null, email: 'cli:test', ip: null };
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);

async function signInAs(email: string, role: 'academy_manager' | 'editor') {
  const db = await getDb();
  await createStaff(db, cli, { email, name: 'Test Member', role, password });
  const answer = await (
    await staffAuthForScripts(db)
  ).api.signInEmail({ body: { email, password }, returnHeaders: true });
  cookie = [...parseSetCookieHeader(answer.headers.get('set-cookie') ?? '').entries()]
    .map(([name, value]) => `${name}=${value.value}`)
    .join('; ');
}

function courseForm(fields: Record<string, string>, picture?: { bytes: Uint8Array; name: string; type: string }) {
  const form = new FormData();
  const values = {
    title: 'Sizing the valve',
    description: 'How to size.',
    category: 'Perceval',
    version: '1',
    imageUrl: '/images/academy/lecture-welcome.svg',
    imageAlt: '',
    ...fields,
  };
  for (const [name, value] of Object.entries(values)) form.set(name, value);
  form.set(
    'picture',
    picture ? new File([picture.bytes as BlobPart], picture.name, { type: picture.type }) : new File([], ''),
  );
  return form;
}

const storedPictures = () => {
  const dir = join(uploadRoot(), 'academy', 'pictures');
  return existsSync(dir) ? readdirSync(dir).filter((name) => !name.endsWith('.meta.json')) : [];
};
const courseCount = async () =>
  Number(
    (
      await (
        await getDb()
      )
        .selectFrom('courses')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const courseRow = async (id: number) =>
  (await getDb()).selectFrom('courses').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const picture = (id: number | string) =>
  GET(new Request(`http://localhost/api/courses/${id}/picture`), { params: Promise.resolve({ id: String(id) }) });

beforeAll(() => signInAs('manager@example.com', 'academy_manager'));

test('a file that is not a JPEG, PNG or WebP, a picture over 2 MB, or one without a description: a message per field, nothing stored', async () => {
  const before = {
    courses: await courseCount(),
    audit: (await listAudit(await getDb(), { action: 'academy.course.create' }, 1)).total,
  };
  const cases: [FormData, string, string][] = [
    [
      courseForm(
        { imageAlt: 'A heart' },
        { bytes: new TextEncoder().encode('<svg onload="alert(1)"></svg>'), name: 'evil.png', type: 'image/png' },
      ),
      'picture',
      'The file is not a JPEG, PNG or WebP image.',
    ],
    [
      courseForm(
        { imageAlt: 'A heart' },
        { bytes: new Uint8Array(2 * 1024 * 1024 + 1).fill(0xff), name: 'big.jpg', type: 'image/jpeg' },
      ),
      'picture',
      'The image is larger than 2 MB; please choose a smaller one.',
    ],
    [
      courseForm({}, { bytes: PNG, name: 'valve.png', type: 'image/png' }),
      'imageAlt',
      'Describe the picture for people who cannot see it (alternative text).',
    ],
    [
      courseForm({ imageUrl: 'uploaded', imageAlt: 'A heart' }),
      'imageUrl',
      'This course has no uploaded picture yet: choose a file below, or one of the pictures.',
    ],
  ];
  for (const [form, field, message] of cases) {
    const answer = await createCourseAction({}, form);
    expect(answer.message).toMatch(/^Nothing was saved. Please correct the fields? marked above.$/);
    expect(answer.errors?.[field]).toBe(message);
  }
  expect(storedPictures()).toEqual([]);
  expect(await courseCount()).toBe(before.courses);
  expect((await listAudit(await getDb(), { action: 'academy.course.create' }, 1)).total).toBe(before.audit);
});

test('an uploaded picture is stored, audited, shown by the course and served by its route; replacing or dropping it removes the old file', async () => {
  await expect(
    createCourseAction(
      {},
      courseForm({ imageAlt: 'Surgeon sizing a valve' }, { bytes: PNG, name: 'valve.png', type: 'image/png' }),
    ),
  ).rejects.toThrow(/^REDIRECT \/admin\/academy\/courses\/\d+\?notice=created$/);
  const db = await getDb();
  const [created] = (await listAudit(db, { action: 'academy.course.create' }, 1)).rows;
  const id = Number(created!.entityId);
  const course = await courseRow(id);
  expect(course).toMatchObject({
    image_alt: 'Surgeon sizing a valve',
    image_key: expect.stringMatching(/^academy\/pictures\/course-[0-9a-f-]{36}\.png$/),
  });
  expect(course.image_url).toMatch(new RegExp(`^/api/courses/${id}/picture\\?v=course-[0-9a-f-]{36}$`));
  expect(JSON.parse(created!.after!)).toMatchObject({
    image_key: course.image_key,
    image_alt: 'Surgeon sizing a valve',
  });
  expect(created!.actorEmail).toBe('manager@example.com');

  const served = await picture(id);
  expect(served.status).toBe(200);
  expect(served.headers.get('content-type')).toBe('image/png');
  expect(served.headers.get('x-content-type-options')).toBe('nosniff');
  expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);

  // A lecture added now shows the course picture, and follows it when the picture changes.
  const lecture = await addLecture(db, cli, id, { title: 'Welcome' });
  const keep = await updateCourseAction(
    {},
    courseForm({ courseId: String(id), imageUrl: 'uploaded', imageAlt: 'Surgeon sizing a valve, close up' }),
  );
  expect(keep).toMatchObject({ saved: true, message: 'The course was saved.' });
  expect(await courseRow(id)).toMatchObject({
    image_key: course.image_key,
    image_alt: 'Surgeon sizing a valve, close up',
  });

  const replaced = await updateCourseAction(
    {},
    courseForm(
      { courseId: String(id), imageAlt: 'Valve sizer' },
      { bytes: JPEG, name: 'sizer.jpg', type: 'image/jpeg' },
    ),
  );
  expect(replaced).toMatchObject({ saved: true, message: 'The course was saved.' });
  const after = await courseRow(id);
  expect(after.image_key).toMatch(/\.jpg$/);
  expect(storedPictures()).toEqual([after.image_key!.split('/').pop()]);
  expect(
    (await db.selectFrom('lectures').select('thumbnail').where('id', '=', lecture).executeTakeFirstOrThrow()).thumbnail,
  ).toBe(after.image_url);
  expect((await picture(id)).headers.get('content-type')).toBe('image/jpeg');

  const shipped = await updateCourseAction(
    {},
    courseForm({ courseId: String(id), imageUrl: '/images/academy/lecture-surgery.svg' }),
  );
  expect(shipped).toMatchObject({ saved: true, message: 'The course was saved.' });
  expect(await courseRow(id)).toMatchObject({
    image_url: '/images/academy/lecture-surgery.svg',
    image_key: null,
    image_alt: null,
  });
  expect(storedPictures()).toEqual([]);
  expect((await picture(id)).status).toBe(404);
});

test('the route serves nothing for a course without an uploaded picture, or an address that is not a course id', async () => {
  const id = await createCourse(await getDb(), cli, {
    title: 'Plain',
    description: 'D',
    category: 'C',
    version: 1,
    imageUrl: '/images/academy/lecture-welcome.svg',
  });
  for (const address of [id, 9_999_999, '../../etc', '1 OR 1=1']) {
    const answer = await picture(address);
    expect(answer.status).toBe(404);
    expect(await answer.json()).toMatchObject({ success: false, code: 404 });
  }
});

test('a role without academy.manage is refused before anything is read or stored', async () => {
  await signInAs('editor@example.com', 'editor');
  await expect(
    createCourseAction({}, courseForm({ imageAlt: 'A heart' }, { bytes: PNG, name: 'valve.png', type: 'image/png' })),
  ).rejects.toThrow('FORBIDDEN');
  expect(storedPictures()).toEqual([]);
});
