import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import Database from 'better-sqlite3';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expectRefused, signIn, staffAdd } from './staff-session';

/**
 * The academy in the back office, end to end: an academy manager builds a course, invites a learner who sets a
 * password through the mailed link and sees the course once enrolled, then is deactivated (their session ends);
 * the progress report downloads as CSV; an editor is refused. Staff come from the staff:add CLI and the mail is
 * read from the outbox table of the database the e2e server writes to.
 */
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const run = randomBytes(4).toString('hex');
const manager = { email: `academy-${run}@example.com`, name: 'Alma Academy' };
const editor = { email: `editor-academy-${run}@example.com`, name: 'Ed Itor' };
const learner = {
  email: `learner-${run}@example.com`,
  first: 'Lea',
  last: `Learner ${run}`,
  password: 'my own new password',
};
const courseTitle = `Valve sizing basics ${run}`;

const databasePath = () => readFileSync('.next-e2e/e2e-database-path', 'utf8').trim();

/** The newest mail to an address, from the outbox the server wrote (read-only). */
function lastMailTo(address: string): { subject: string; body_text: string } | undefined {
  const db = new Database(databasePath(), { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare('SELECT subject, body_text FROM mail_outbox WHERE to_address = ? ORDER BY created_at DESC LIMIT 1')
      .get(address) as { subject: string; body_text: string } | undefined;
  } finally {
    db.close();
  }
}

function lectureVideoLink(courseId: number, title: string): string {
  const db = new Database(databasePath(), { readonly: true, fileMustExist: true });
  try {
    return (
      db.prepare('SELECT video_link FROM lectures WHERE course_id = ? AND title = ?').get(courseId, title) as {
        video_link: string;
      }
    ).video_link;
  } finally {
    db.close();
  }
}

let courseUrl = '';
const pictureAlt = 'A surgeon holding a valve sizer';
// A 2 x 2 PNG (red, green, blue, white): small, but a real picture the browser draws.
const PNG_PICTURE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEklEQVR4nGP4z8DAAMIM/4EAAB/uBfsL2WiLAAAAAElFTkSuQmCC',
  'base64',
);

function coursePicture(courseId: number): { image_key: string | null; image_alt: string | null } | undefined {
  const db = new Database(databasePath(), { readonly: true, fileMustExist: true });
  try {
    return db.prepare('SELECT image_key, image_alt FROM courses WHERE id = ?').get(courseId) as
      { image_key: string | null; image_alt: string | null } | undefined;
  } finally {
    db.close();
  }
}

test.beforeAll(() => {
  staffAdd(manager.email, manager.name, 'academy_manager');
  staffAdd(editor.email, editor.name, 'editor');
});

test('an academy manager creates a course with a hosted-video lecture, checked field by field', async ({ page }) => {
  await signIn(page, manager.email);
  await expect(page).toHaveURL(/\/admin$/);
  const menu = page.getByRole('navigation', { name: 'Back office' });
  await expect(menu.getByRole('link', { name: 'Staff' })).toHaveCount(0);
  await menu.getByRole('link', { name: 'Academy' }).click();
  await expect(page).toHaveURL(/\/admin\/academy$/);
  await expectNoAxeViolations(page);

  const form = page.getByRole('region', { name: 'New course' });
  await form.getByRole('button', { name: 'Create course' }).click();
  await expect(form.getByText('Enter the course title.')).toBeVisible();
  await form.getByLabel('Title').fill(courseTitle);
  await form.getByLabel('Category').fill('Perceval');
  await form.getByLabel('Description').fill('Choosing the right size, step by step.');
  await form.getByRole('button', { name: 'Create course' }).click();
  await expect(page).toHaveURL(/\/admin\/academy\/courses\/\d+\?notice=created$/);
  courseUrl = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1, name: courseTitle })).toBeVisible();

  // The course picture: a renamed non-image is refused by its content, a picture needs its description.
  const details = page.getByRole('region', { name: 'Course details' });
  const pictureFile = details.getByLabel(/^Or upload a picture/);
  await pictureFile.setInputFiles({
    name: 'valve.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
  });
  await details.getByRole('button', { name: 'Save course' }).click();
  await expect(details.getByText('The file is not a JPEG, PNG or WebP image.')).toBeVisible();
  await pictureFile.setInputFiles({ name: 'valve.png', mimeType: 'image/png', buffer: PNG_PICTURE });
  await details.getByRole('button', { name: 'Save course' }).click();
  await expect(
    details.getByText('Describe the picture for people who cannot see it (alternative text).'),
  ).toBeVisible();
  expect(coursePicture(Number(courseUrl.split('/').pop()))).toEqual({ image_key: null, image_alt: null });
  await details.getByLabel('Alternative text of the picture').fill(pictureAlt);
  await pictureFile.setInputFiles({ name: 'valve.png', mimeType: 'image/png', buffer: PNG_PICTURE });
  await details.getByRole('button', { name: 'Save course' }).click();
  await expect(details.getByRole('status')).toHaveText('The course was saved.');
  await expect(details.getByLabel('Picture', { exact: true })).toHaveValue('uploaded');
  expect(coursePicture(Number(courseUrl.split('/').pop()))).toMatchObject({
    image_key: expect.stringMatching(/^academy\/pictures\/course-[0-9a-f-]{36}\.png$/),
    image_alt: pictureAlt,
  });

  const add = page.getByRole('region', { name: 'Add a lecture' });
  await add.getByLabel('Lecture title').fill('Sizing in practice');
  await add.getByLabel(/Hosted video address/).fill('https://evil.example/watch?v=abcdefgh');
  await add.getByRole('button', { name: 'Add lecture' }).click();
  await expect(add.getByText(/Enter a YouTube or Vimeo address/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Lectures (0)' })).toBeVisible();
  await add.getByLabel(/Hosted video address/).fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  await add.getByRole('button', { name: 'Add lecture' }).click();
  await expect(page.getByRole('heading', { level: 3, name: '1. Sizing in practice' })).toBeVisible();
  await expect(page.getByText('YouTube video')).toBeVisible();

  // A second lecture, then reordering with the buttons.
  await add.getByLabel('Lecture title').fill('Welcome');
  await add.getByRole('button', { name: 'Add lecture' }).click();
  await page.getByRole('button', { name: 'Move Welcome up' }).click();
  await expect(page.getByRole('status').first()).toHaveText('The lecture was moved up.');
  await expect(page.getByRole('heading', { level: 3, name: '1. Welcome' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: '2. Sizing in practice' })).toBeVisible();
  await expectNoAxeViolations(page);

  // A new course is a draft: the public catalogue does not list it until it is published (issue 33).
  await expect(page.getByRole('heading', { level: 2, name: 'Status: draft' })).toBeVisible();
  expect(await (await page.request.get('/academy/courses')).text()).not.toContain(courseTitle);
  await page.getByRole('button', { name: 'Publish the course' }).click();
  await expect(page.getByRole('status').first()).toHaveText(/The course is published/);
  await expect(page.getByRole('heading', { level: 2, name: 'Status: published' })).toBeVisible();
  await expect.poll(async () => (await page.request.get('/academy/courses')).text()).toContain(courseTitle);

  // The lecture's files: a renamed non-video is refused by its content, a PDF attachment is stored.
  await page.getByRole('link', { name: 'Edit Welcome' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
  const upload = page.getByRole('region', { name: 'Upload a video' });
  await upload
    .getByLabel('MP4 video')
    .setInputFiles({ name: 'lecture.mp4', mimeType: 'video/mp4', buffer: Buffer.from('<html>not a video</html>') });
  await upload.getByRole('button', { name: 'Upload video' }).click();
  await expect(upload.getByRole('status')).toHaveText('This file is not an MP4 video.');
  await expect(page.getByText('Video now: No video yet')).toBeVisible();
  await upload.getByLabel('MP4 video').setInputFiles('private/academy/videos/lecture-101.mp4');
  await upload.getByRole('button', { name: 'Upload video' }).click();
  await expect(upload.getByRole('status')).toHaveText('The video was uploaded.');
  await expect(page.getByText('Video now: Uploaded video')).toBeVisible();
  const captions = page.getByRole('region', { name: 'Captions' });
  // SubRip is refused, then WebVTT is taken.
  for (const [text, answer] of [
    ['1\n00:00:00,000 --> 00:00:01,000\nSRT\n', 'This file is not WebVTT captions: it must start with WEBVTT.'],
    ['WEBVTT\n\n00:00.000 --> 00:01.000\nWelcome\n', 'The captions were uploaded.'],
  ]) {
    await captions
      .getByLabel('WebVTT captions')
      .setInputFiles({ name: 'captions.vtt', mimeType: 'text/vtt', buffer: Buffer.from(text!) });
    await captions.getByRole('button', { name: 'Upload captions' }).click();
    await expect(captions.getByRole('status')).toHaveText(answer!);
  }
  const attachments = page.getByRole('region', { name: /^Attachments/ });
  await attachments.getByLabel('Name learners will see').fill('Sizing chart (PDF)');
  await attachments
    .getByLabel('PDF document')
    .setInputFiles({ name: 'chart.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
  await attachments.getByRole('button', { name: 'Add attachment' }).click();
  await expect(attachments.getByRole('status')).toHaveText('The attachment was added.');
  await expect(page.getByRole('heading', { level: 2, name: 'Attachments (1)' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('an invited learner sets a password through the mailed link, once, and sees the course after enrolment; deactivation ends the session', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  await signIn(page, manager.email, '/admin/academy/learners');
  await expect(page).toHaveURL(/\/admin\/academy\/learners$/);
  const invite = page.getByRole('region', { name: 'Invite a learner' });
  await invite.getByLabel('E-mail address').fill('not an address');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(invite.getByText('Invalid email format!')).toBeVisible();
  expect(lastMailTo('not an address')).toBeUndefined();
  await invite.getByLabel('E-mail address').fill(learner.email);
  await invite.getByLabel('First name').fill(learner.first);
  await invite.getByLabel('Last name').fill(learner.last);
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(invite.getByRole('status')).toContainText(`An invitation was sent to ${learner.email}`);
  await expectNoAxeViolations(page);

  // The link from the outbox.
  const mail = lastMailTo(learner.email);
  expect(mail?.subject).toBe('Your invitation to the Corcym Academy');
  const link = new URL(mail!.body_text.match(/https?:\/\/\S+\/academy\/set-password\?token=[\w-]+/)![0]);

  const learnerContext = await browser.newContext();
  const learnerPage = await learnerContext.newPage();
  await learnerPage.goto(`${link.pathname}${link.search}`);
  await expect(learnerPage.getByRole('heading', { level: 1, name: 'Choose your password' })).toBeVisible();
  await expect(learnerPage.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expectNoAxeViolations(learnerPage);
  await learnerPage.getByLabel(/^New password \(at least/).fill('short');
  await learnerPage.getByLabel('New password again').fill('short');
  await learnerPage.getByRole('button', { name: 'Set password' }).click();
  await expect(learnerPage.getByText('Use at least 10 characters for the password.')).toBeVisible();
  await learnerPage.getByLabel(/^New password \(at least/).fill(learner.password);
  await learnerPage.getByLabel('New password again').fill(learner.password);
  await learnerPage.getByRole('button', { name: 'Set password' }).click();
  await expect(learnerPage.getByRole('status')).toContainText('Your password is set.');

  // The link works once.
  await learnerPage.goto(`${link.pathname}${link.search}`);
  await expect(
    learnerPage.getByRole('alert').filter({ hasText: 'This link has expired or was already used.' }),
  ).toBeVisible();
  await expect(learnerPage.getByLabel('New password again')).toHaveCount(0);

  // Enrolment by the manager, then the learner signs in and sees the course.
  await page.getByLabel('Name or e-mail').fill(learner.email);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/q=learner-/);
  await expect(page.getByText('1 learner, page 1 of 1.')).toBeVisible();
  await page.getByRole('link', { name: `${learner.first} ${learner.last}` }).click();
  await page.getByLabel('Course').selectOption({ label: courseTitle });
  await page.getByRole('button', { name: 'Enrol', exact: true }).click();
  await expect(page.getByRole('status').first()).toHaveText('The learner was enrolled.');
  await expectNoAxeViolations(page);

  const courseId = courseUrl.split('/').pop();
  await learnerPage.goto(`/login?next=${encodeURIComponent(`/academy/courses/course/${courseId}`)}`);
  await learnerPage.getByLabel('Email').fill(learner.email);
  await learnerPage.getByLabel('Password').fill(learner.password);
  await learnerPage.getByRole('button', { name: 'Sign in' }).click();
  await expect(learnerPage).toHaveURL(new RegExp(`/academy/courses/course/${courseId}$`));
  await expect(learnerPage.getByRole('heading', { level: 1 })).toHaveText(courseTitle);
  await expect(learnerPage.getByText('You are enrolled in this course.')).toBeVisible();

  // The picture the manager uploaded is the course's picture on the learner's academy home, with its description.
  await learnerPage.goto('/academy');
  const shown = learnerPage.getByRole('img', { name: pictureAlt });
  await expect(shown).toBeVisible();
  expect(await shown.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
  const served = await learnerPage.request.get((await shown.getAttribute('src'))!);
  expect(served.headers()['content-type']).toBe('image/png');
  expect(Buffer.from(await served.body()).equals(PNG_PICTURE)).toBe(true);

  // The uploaded video and its captions: for a signed-in learner only.
  const videoLink = lectureVideoLink(Number(courseId), 'Welcome');
  expect(videoLink).toMatch(/^\/videos\/academy\/upload-[0-9a-f-]{36}\.mp4$/);
  const video = await learnerPage.request.get(videoLink, { headers: { Range: 'bytes=0-99' } });
  expect(video.status()).toBe(206);
  expect(video.headers()['content-type']).toBe('video/mp4');
  expect((await learnerPage.request.get(videoLink.replace(/\.mp4$/, '.vtt'))).status()).toBe(200);
  const anonymous = await playwright.request.newContext({ baseURL });
  expect((await anonymous.get(videoLink)).status()).toBe(401);
  await anonymous.dispose();

  // Deactivation: the open session ends at once, and sign-in is refused like a wrong password.
  await page.getByRole('checkbox', { name: /Yes, deactivate and sign out/ }).check();
  await page.getByRole('button', { name: 'Deactivate learner' }).click();
  await expect(page.getByRole('status').first()).toContainText('The learner was deactivated and signed out everywhere');
  expect((await learnerPage.request.get('/api/courses')).status()).toBe(401);
  await learnerPage.goto(`/login`);
  await learnerPage.getByLabel('Email').fill(learner.email);
  await learnerPage.getByLabel('Password').fill(learner.password);
  await learnerPage.getByRole('button', { name: 'Sign in' }).click();
  await expect(learnerPage.getByRole('alert').filter({ hasText: 'Wrong email or password.' })).toBeVisible();
  await expect(learnerPage).toHaveURL(/\/login/);
  await learnerContext.close();
});

test('the progress report downloads as CSV with a byte order mark', async ({ page }) => {
  await signIn(page, manager.email, `${courseUrl}/progress`);
  await expect(page.getByRole('heading', { level: 1, name: `Progress: ${courseTitle}` })).toBeVisible();
  await expect(page.getByRole('cell', { name: /0% \(0 of 2\)/ })).toBeVisible();
  await expectNoAxeViolations(page);
  const started = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download the report (CSV)' }).click();
  const download = await started;
  expect(download.suggestedFilename()).toMatch(/^course-\d+-progress-\d{4}-\d\d-\d\d\.csv$/);
  const text = readFileSync((await download.path())!, 'utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const [header, row] = text.slice(1).split('\r\n');
  expect(header).toBe('Email,Name,Status,Enrolled at,Lectures watched,Lectures,Watched share (%),Last activity');
  expect(row).toContain(`${learner.email},${learner.first} ${learner.last},deactivated,`);
});

test('an editor sees no Academy section and is refused its pages and its CSV', async ({ page }) => {
  await signIn(page, editor.email);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(
    page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Academy' }),
  ).toHaveCount(0);
  for (const path of ['/admin/academy', '/admin/academy/learners', courseUrl]) {
    await expectRefused(page, path, 'Academy');
  }
  const csv = await page.request.get(`/api/admin/academy${courseUrl.replace('/admin/academy', '')}/progress`);
  expect(csv.status()).toBe(403);
  expect((await csv.json()).success).toBe(false);
});
