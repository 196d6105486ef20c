import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { addLearner } from './learners';

/**
 * The brochure request, the academy sign-in and the onboarding without JavaScript (the `no-js` project): each form
 * is in the page's HTML and its server action answers the browser's own post with the page again (messages under
 * the fields, values kept, never a password) or moves on. This is also what a visitor meets who sends a form before
 * the page's scripts have arrived.
 */
const SOLO = '/devices/aortic/solo-smart';
const REQUEST_PAGE = '/brochure-request/solo-smart';
const DEMO = { email: 'demo.learner@example.com', password: 'Academy-Demo-2026' };
const PASSWORD = 'a long academy password';

// Each test is its own visitor address (the e2e server trusts loopback as a proxy), so no rate limit is shared.
test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({
    'x-forwarded-for': `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`,
  });
});

const path = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** A new learner (made with user:add) signs in on the way to `next` and is sent to the onboarding first. */
async function newLearnerToOnboarding(page: Page, label: string, next: string) {
  const email = `nojs.${label}.${Date.now()}@example.com`;
  addLearner(email, PASSWORD);
  await page.goto(`/login?next=${encodeURIComponent(next)}`);
  await signIn(page, email, PASSWORD);
  await expect.poll(() => path(page)).toBe(`/academy/onboarding?next=${encodeURIComponent(next)}`);
}

/**
 * A refused post: the alert's count, each field's message read as its accessible description (`privacy`: the
 * privacy-policy checkbox), and the values the page kept.
 */
interface Refusal {
  alert: string;
  /** Each field's message (`privacy`: the privacy-policy checkbox's). */
  messages: Record<string, string>;
  kept: Record<string, string>;
}

async function expectRefused(page: Page, { alert, messages, kept }: Refusal) {
  await expect(page.getByRole('alert')).toHaveText(alert);
  for (const [field, message] of Object.entries(messages)) {
    const control =
      field === 'privacy' ? page.getByRole('checkbox', { name: /privacy policy/ }) : page.getByLabel(field);
    await expect(control).toHaveAccessibleDescription(message);
  }
  for (const [field, value] of Object.entries(kept)) await expect(page.getByLabel(field)).toHaveValue(value);
}

/** The brochure request sent with a first name, a wrong e-mail address and a country only. */
const brochureRefused: Refusal = {
  alert: 'Please correct the 4 highlighted fields.',
  messages: {
    'Last name': 'Last name is required',
    Email: 'Invalid email format!',
    Hospital: 'Hospital is required!',
    privacy: 'You must check this',
  },
  kept: { 'First name': 'Ada', Email: 'not-an-email', Country: 'Italy' },
};

/** The onboarding sent with its last name emptied, and no country or consent yet. */
const onboardingRefused: Refusal = {
  alert: 'Please correct the 3 highlighted fields.',
  messages: {
    'Last name': 'This field is required',
    Country: 'This field is required',
    privacy: "You must declare that you have read the product's Privacy Policy",
  },
  kept: { 'First name': 'Grace' },
};

test.describe('brochure request without JavaScript', () => {
  test('the device page’s Download is a link to the brochure’s request page', async ({ page }) => {
    await page.goto(SOLO);
    await expect(page.locator(`a[href="${REQUEST_PAGE}"]`).first()).toHaveText(/Download/);
    const response = await page.goto(REQUEST_PAGE);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Download the brochure');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  test('a valid request answers with the brochure’s download link', async ({ page, request }) => {
    await page.goto(REQUEST_PAGE);
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
    await page.getByLabel('Email').fill('ada.nojs@example.com');
    await page.getByLabel('Country').selectOption('Italy');
    await page.getByLabel('Hospital').fill('Ospedale San Giovanni');
    await page.getByRole('checkbox', { name: /privacy policy/ }).check();
    const posted = page.waitForResponse((response) => response.request().method() === 'POST');
    await page.getByRole('button', { name: 'Download' }).click();
    // The answer is this visitor's own: never kept for others by the site's page cache or a shared cache.
    expect((await posted).headers()['cache-control']).toMatch(/private|no-store/);

    const status = page.getByRole('status');
    await expect(status).toContainText('Thank you. Your brochure is ready to download.');
    const link = status.getByRole('link', { name: /Download: .*\(PDF\)/ });
    const href = (await link.getAttribute('href'))!;
    expect(href).toBe('/documents/brochures/solo-smart.pdf');
    const file = await request.get(href);
    expect(file.status()).toBe(200);
    expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await expect(page.getByLabel('First name')).toHaveCount(0);
  });

  test('an invalid request answers with each message under its field and the values kept', async ({ page }) => {
    await page.goto(REQUEST_PAGE);
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Country').selectOption('Italy');
    await page.getByRole('button', { name: 'Download' }).click();

    await expectRefused(page, brochureRefused);
    await expect(page.getByRole('status')).toHaveCount(0);
  });
});

test.describe('academy sign-in without JavaScript', () => {
  test('the demo learner signs in and lands on the same-site next', async ({ page, context }) => {
    await page.goto('/login?next=%2Facademy%2Fcourses');
    await signIn(page, DEMO.email, DEMO.password);
    // The demo learner may not have onboarded yet: the onboarding page comes first then, keeping next.
    await expect.poll(() => path(page)).toMatch(/^\/academy(\/courses|\/onboarding\?next=%2Facademy%2Fcourses)$/);
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'session' || cookie.name === '__Host-session')).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
    });
  });

  test('an off-site next is refused: the learner lands on the academy', async ({ page }) => {
    const email = `nojs.next.${Date.now()}@example.com`;
    addLearner(email, PASSWORD);
    await page.goto('/login?next=%2F%2Fevil.example%2Facademy');
    await signIn(page, email, PASSWORD);
    await expect.poll(() => path(page)).toBe('/academy/onboarding?next=%2Facademy');
  });

  test('a wrong password answers the page again with the message and the e-mail, never the password', async ({
    page,
  }) => {
    await page.goto('/login?next=%2Facademy');
    await signIn(page, DEMO.email, 'not the password');
    await expect(page.getByRole('alert')).toHaveText('Wrong email or password.');
    expect(path(page)).toBe('/login?next=%2Facademy');
    await expect(page.getByLabel('Email')).toHaveValue(DEMO.email);
    await expect(page.getByLabel('Password')).toHaveValue('');
    expect(await page.content()).not.toContain('not the password');
  });
});

test.describe('academy onboarding without JavaScript', () => {
  test('messages under the fields with values kept, then on to the academy', async ({ page }) => {
    await newLearnerToOnboarding(page, 'onboarding', '/academy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to the Corcym Academy');
    await expect(page.getByLabel('First name')).toHaveValue('Grace');

    await page.getByLabel('Last name').fill('');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expectRefused(page, onboardingRefused);

    await page.getByLabel('Last name').fill('Hopper');
    await page.getByLabel('Country').selectOption('Italy');
    await page.getByRole('checkbox', { name: /privacy policy/ }).check();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => path(page)).toBe('/academy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Grace');
    // Onboarded: the onboarding page sends them straight on.
    await page.goto('/academy/onboarding?next=%2Facademy%2Fcourses');
    expect(path(page)).toBe('/academy/courses');
  });
});

test.describe('course enrolment without JavaScript', () => {
  test('Enrol is a form: the press enrols and the course page says so at its status line', async ({ page }) => {
    await newLearnerToOnboarding(page, 'enrol', '/academy/courses/course/1');
    await page.getByLabel('Country').selectOption('Italy');
    await page.getByRole('checkbox', { name: /privacy policy/ }).check();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => path(page)).toBe('/academy/courses/course/1');
    // The page's content came after its loader, for a script to swap in: without scripts it still shows, above
    // the site footer, and the loader does not.
    await expect(page.getByText('Loading the course…')).toBeHidden();
    const enrolBox = await page.getByRole('button', { name: 'Enrol' }).boundingBox();
    const footerBox = await page.getByRole('contentinfo').boundingBox();
    expect(enrolBox!.y).toBeLessThan(footerBox!.y);

    await page.getByRole('button', { name: 'Enrol' }).click();
    await expect(page.getByText('You are enrolled in this course.')).toBeVisible();
    expect(new URL(page.url()).hash).toBe('#course-status');
    await expect(page.getByRole('button', { name: 'Enrol' })).toHaveCount(0);
  });
});
