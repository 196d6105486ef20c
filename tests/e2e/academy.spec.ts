import { readFileSync } from 'node:fs';
import { violations } from './axe';
import { expect, test } from './fixtures';
import { addLearner } from './learners';
import type { Page } from '@playwright/test';

const unique = (label: string) => `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
const PASSWORD = 'a long academy password';

async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The page's path and query, so a `?next=https://…/academy` can never pass for /academy. */
const location = (page: Page) =>
  expect.poll(() => {
    const url = new URL(page.url());
    return `${url.pathname}${url.search}`;
  });

/** Seeks the player near a point and lets it play there, as a learner dragging the timeline would. */
async function playFrom(page: Page, share: number) {
  const video = page.locator('video');
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThanOrEqual(1);
  await video.evaluate(async (element: HTMLVideoElement, at: number) => {
    element.muted = true;
    element.currentTime = element.duration * at;
    await element.play();
  }, share);
}

test.describe('academy journey', () => {
  test.describe.configure({ timeout: 90_000 });

  test('gate, sign-in, onboarding, enrol, watch, resume, download, logout, dead session', async ({
    page,
    baseURL,
    playwright,
  }) => {
    const email = unique('journey');
    addLearner(email, PASSWORD);

    // 1. A visitor is gated from /academy to the login.
    await page.goto('/academy');
    await location(page).toBe('/login?next=%2Facademy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to the Corcym Academy');

    // 2. They sign in and land on their academy home.
    await signIn(page, email);
    await location(page).toBe('/academy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Grace');

    // 3. Onboarding: the form's messages, then success.
    const dialog = page.getByRole('dialog', { name: 'Welcome to the Corcym Academy' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('First name')).toHaveValue('Grace');
    await expect(dialog.getByLabel('Email')).toHaveValue(email);
    await dialog.getByLabel('First name').fill('');
    await dialog.getByLabel('Email').fill('not-an-address');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByText('This field is required')).toHaveCount(2); // first name and country
    await expect(dialog.getByText('Invalid email format!')).toBeVisible();
    await expect(dialog.getByText("You must declare that you have read the product's Privacy Policy")).toBeVisible();
    await dialog.getByLabel('Email').fill('');
    await expect(dialog.getByText('Email is required!')).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'academy privacy policy' })).toHaveAttribute(
      'href',
      '/privacyacademy',
    );
    await expect(dialog.getByText(/thank-you e-mail/)).toBeVisible();
    await dialog.getByLabel('First name').fill('Grace');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Country').selectOption('Canada');
    await dialog.getByLabel(/I declare that I have read/).check();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Form has been submitted Successfully!')).toBeVisible();
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('academy_boarding'))).toBe('true');

    // 4. The catalogue, then enrolment on the course page.
    await page.goto('/academy/courses');
    await page.getByRole('link', { name: 'Open the course to enrol' }).click();
    await location(page).toBe('/academy/courses/course/1');
    await expect(dialog).toBeHidden(); // onboarded learners never see it again
    const progress = page.getByRole('progressbar', { name: /Progress in/ });
    await expect(progress).toHaveAttribute('aria-valuenow', '0');
    await page.getByRole('button', { name: 'Enrol' }).click();
    // The button it was on is gone: focus moves to the line that replaced it, not to the document.
    await expect(page.getByText('You are enrolled in this course.')).toBeFocused();

    // 5. The first lecture played to the end: watched, and the progress rises.
    const first = page.getByRole('listitem').filter({ hasText: 'Welcome and introduction' });
    await expect(first.getByText('Not watched yet')).toBeVisible();
    await expect(page.locator('video track[kind="captions"]')).toHaveAttribute(
      'src',
      '/videos/academy/lecture-101.vtt',
    );
    await playFrom(page, 0.97);
    await expect(first.getByText('Watched', { exact: true })).toBeVisible();
    await expect(progress).toHaveAttribute('aria-valuenow', '20');

    // 6. Part of the second lecture, paused; after a reload the player resumes there.
    await page.getByRole('button', { name: /CT scan analysis and surgery planning/ }).click();
    await expect(page).toHaveURL(/lecture=102/);
    const saved = page.waitForResponse(
      (response) => response.url().includes('/lectures/102/position') && response.ok(),
    );
    await playFrom(page, 0.4);
    await page.locator('video').evaluate((element: HTMLVideoElement) => element.pause());
    await saved;
    const stoppedAt = await page.locator('video').evaluate((element: HTMLVideoElement) => element.currentTime);
    await page.reload();
    await expect(page.getByText(/^Resumed at \d+:\d\d, where you left off\.$/)).toBeVisible();
    const resumedAt = await page.locator('video').evaluate((element: HTMLVideoElement) => element.currentTime);
    expect(Math.abs(resumedAt - stoppedAt)).toBeLessThan(1);
    await expect(progress).toHaveAttribute('aria-valuenow', '20');

    // 7. An attachment downloads as a real PDF.
    const downloadStarted = page.waitForEvent('download');
    await page.getByRole('link', { name: /Training centre programme: Saluggia/ }).click();
    const download = await downloadStarted;
    expect(download.suggestedFilename()).toBe('training-centre-programme-saluggia.pdf');
    expect(
      readFileSync((await download.path())!)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    // 8. Logout from the course page: the trans-axillary programme page and the server's message.
    const [oldCookie] = (await page.context().cookies()).filter((cookie) => /session$/.test(cookie.name));
    expect(oldCookie).toBeDefined();
    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
    await location(page).toBe('/academy/mastering-trans-axillary');
    await expect(page.getByText('Logout successfully!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);

    // 9. The old session cookie: 401 from the API, a redirect from the page.
    const stale = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { cookie: `${oldCookie!.name}=${oldCookie!.value}` },
    });
    expect((await stale.get('/api/courses')).status()).toBe(401);
    const pageAnswer = await stale.get('/academy/courses/course/1', { maxRedirects: 0 });
    expect(pageAnswer.status()).toBe(307);
    expect(pageAnswer.headers().location).toContain('/api/users/session-end?next=%2Facademy%2Fcourses%2Fcourse%2F1');
    await stale.dispose();
  });
});

test.describe('academy sign-in', () => {
  test('wrong credentials, then too many attempts with the wait time, and a submit disabled while sending', async ({
    page,
  }) => {
    // A client address of its own, so this test's failures do not lock other tests out.
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 200) + 1}` });
    await page.goto('/login');
    await signIn(page, unique('nobody'), 'wrong password!');
    await expect(page.locator('#login-failure')).toHaveText('Wrong email or password.');
    for (let attempt = 2; attempt <= 5; attempt += 1) {
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.locator('#login-failure')).toHaveText('Wrong email or password.');
    }
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/users/login', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('button', { name: 'Signing in…' })).toBeDisabled();
    release();
    await expect(page.locator('#login-failure')).toHaveText(
      /Too many sign-in attempts\. Please try again in \d+ seconds\./,
    );
  });

  test('shows field messages before sending anything', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Email is required!')).toBeVisible();
    await expect(page.getByText('Password is required.')).toBeVisible();
  });

  test('goes to a same-site ?next after sign-in, never to another site, and a signed-in learner skips the login', async ({
    page,
  }) => {
    const email = unique('next');
    addLearner(email, PASSWORD, 'Alan Turing');
    await page.goto('/login?next=https://evil.example/academy');
    await signIn(page, email);
    await location(page).toBe('/academy');
    // Signed in, a login link goes straight where it pointed.
    await page.goto('/login?next=/academy/courses/course/1');
    await location(page).toBe('/academy/courses/course/1');
  });

  test('a learner sent to the login by ?next comes back to the course', async ({ page }) => {
    const email = unique('return');
    addLearner(email, PASSWORD, 'Ada Byron');
    await page.goto('/academy/courses/course/1');
    await location(page).toBe('/login?next=%2Facademy%2Fcourses%2Fcourse%2F1');
    await signIn(page, email);
    await location(page).toBe('/academy/courses/course/1');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Online Modules: transaxillary AVR approach');
  });
});

test.describe('onboarding on a phone', () => {
  test('Submit pressed straight from a field still submits and shows every message', async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 915 });
    const email = unique('phone');
    addLearner(email, PASSWORD, 'Mary Somerville');
    await page.goto('/login');
    await signIn(page, email);
    const dialog = page.getByRole('dialog', { name: 'Welcome to the Corcym Academy' });
    await dialog.getByLabel('First name').fill('');
    await dialog.getByLabel('Email').fill('a@');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByRole('alert')).toHaveText([
      'This field is required',
      'This field is required',
      'Invalid email format!',
      "You must declare that you have read the product's Privacy Policy",
    ]);
  });
});

test.describe('academy catalogue for a visitor', () => {
  test('shows each course with its image, category and version, and a call to sign in', async ({ page }) => {
    await page.goto('/academy/courses');
    const card = page.getByRole('listitem').filter({ hasText: 'Online Modules: transaxillary AVR approach' });
    await expect(card.getByText('Perceval')).toBeVisible();
    await expect(card.getByText('Version 2')).toBeVisible();
    await expect(card.locator('img')).toHaveAttribute('src', /transaxillary-course\.svg/);
    await expect(card.getByRole('link', { name: /Sign in to take/ })).toHaveAttribute(
      'href',
      '/login?next=%2Facademy%2Fcourses%2Fcourse%2F1',
    );
    for (const name of [
      'Academy privacy policy',
      'Academy terms of use',
      'Academy cookie policy',
      'Academy legal notice',
    ]) {
      await expect(page.getByRole('navigation', { name: 'Corcym Academy' }).getByRole('link', { name })).toBeVisible();
    }
  });
});

test.describe('axe on the academy screens', () => {
  test('login (with an error), learner home with the onboarding modal, and the course page', async ({ page }) => {
    const email = unique('axe');
    addLearner(email, PASSWORD, 'Tim Berners');
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Email is required!')).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await signIn(page, email);
    await expect(page.getByRole('dialog', { name: 'Welcome to the Corcym Academy' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await page.evaluate(() => localStorage.setItem('academy_boarding', 'true'));
    await page.goto('/academy/courses/course/1');
    await expect(page.getByRole('button', { name: 'Enrol' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
});
