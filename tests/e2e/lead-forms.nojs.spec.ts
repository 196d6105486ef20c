import type { Locator, Page } from '@playwright/test';
import { expect, postForm, test } from './fixtures';
import { applicationForm, contactForm, serviceRequestForm } from './lead-form-cases';

/**
 * The lead forms without JavaScript (the `no-js` project): the form is in the page's HTML and its server action
 * answers a browser post with the page again: messages under the fields with every value kept and a summary of
 * links first in the form, or the receipt with its reference. This is also what a visitor meets who sends the form
 * before the page's scripts have arrived.
 */
interface Case {
  path: string;
  section: string;
  form: string;
  submit: string;
  sent: string;
  /** Fills the form validly, apart from what `invalid` then spoils. */
  fill: (form: Locator, email: string) => Promise<void>;
}

const text = 'Sent without JavaScript.';
const cases: Case[] = [
  {
    ...contactForm,
    sent: 'Thank you. Your message has been sent.',
    fill: (form, email) => contactForm.fill(form, email, { text }),
  },
  {
    ...serviceRequestForm,
    sent: 'Thank you. Your request has been sent to customer service.',
    fill: (form, email) => serviceRequestForm.fill(form, email, { text }),
  },
  {
    ...applicationForm,
    sent: 'Thank you. Your application has been received.',
    fill: (form, email) => applicationForm.fill(form, email, { text }),
  },
];

async function send(page: Page, form: Locator, label: string, section: string) {
  expect((await postForm(page, form.getByRole('button', { name: label }))).status()).toBe(200);
  // The permalink brings the visitor back to the form, not to the top of the page.
  expect(new URL(page.url()).hash).toBe(`#${section}`);
}

// Each test sends from its own address (the server trusts the loopback proxy), so the per-address limit of the
// forms never decides a test.
let address = 0;
test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.18.${Math.floor(Math.random() * 250)}.${++address}` });
});

for (const testCase of cases) {
  test.describe(testCase.path, () => {
    test('the form is in the HTML; an invalid post comes back with messages under the fields and every value kept', async ({
      page,
    }) => {
      await page.goto(testCase.path);
      const form = page.getByRole('form', { name: testCase.form });
      await expect(form).toBeVisible();
      await testCase.fill(form, 'not-an-address');
      await send(page, form, testCase.submit, testCase.section);

      const again = page.getByRole('form', { name: testCase.form });
      const summary = again.getByRole('group', { name: 'Please check this field:' });
      await expect(summary).toBeVisible();
      const link = summary.getByRole('link', { name: 'Email: Invalid email format!' });
      await expect(link).toHaveAttribute('href', /#.+-email$/);
      // The summary comes first in the form, before any control (React's hidden action fields aside).
      expect(
        await again.evaluate((element) => {
          const summary = element.querySelector('[role=group]')!;
          const first = element.querySelector('input:not([type=hidden]), select, textarea, button')!;
          return Boolean(summary.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING);
        }),
      ).toBe(true);
      const email = again.getByLabel('Email', { exact: true });
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expect(email).toHaveAccessibleDescription(/Invalid email format!/);
      await expect(email).toHaveValue('not-an-address');
      await expect(again.getByLabel(/first name/i).first()).toHaveValue('Ada');
      await expect(again.getByLabel('Country', { exact: true })).toHaveValue('Italy');
      await expect(again.getByRole('checkbox', { name: /privacy policy/ })).toBeChecked();
    });

    test('a valid post is stored and answered with the receipt and its reference on the page', async ({ page }) => {
      await page.goto(testCase.path);
      const form = page.getByRole('form', { name: testCase.form });
      await testCase.fill(form, `nojs-${testCase.section}-${Date.now()}@example.com`);
      await send(page, form, testCase.submit, testCase.section);

      const receipt = page.getByRole('status').filter({ hasText: 'Your reference is' });
      await expect(receipt).toContainText(testCase.sent);
      await expect(receipt).toContainText(/Your reference is CR-[0-9A-F]{10}\./);
      // A fresh form under the receipt.
      await expect(page.getByRole('form', { name: testCase.form }).getByLabel('Email', { exact: true })).toHaveValue(
        '',
      );
    });
  });
}

test('an empty post lists every required field, and the grant PDF is asked for again', async ({ page }) => {
  await page.goto('/donations-and-grants');
  const form = page.getByRole('form', { name: 'Donation or grant application' });
  await send(page, form, 'Send application', 'application-form');
  const summary = page.getByRole('group', { name: 'Please check these fields:' });
  await expect(summary.getByRole('link')).toHaveText([
    'Organisation: Please enter the name of your organisation.',
    'Contact first name: Please enter your first name.',
    'Contact last name: Please enter your last name.',
    'Email: Email is required!',
    'Country: Please choose your country.',
    'Type of request: Please choose grant or donation.',
    'Purpose of the request: Please describe the purpose of your request.',
    'Application (PDF): Please attach your application as a PDF file.',
    'Privacy policy: Please tick this box.',
  ]);
});

test('a refused post lands at the form: its error summary is on screen, not the top of the page', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.goto('/contact-us');
  const form = page.getByRole('form', { name: 'Contact form' });
  await cases[0]!.fill(form, 'not-an-address');
  await send(page, form, 'Send message', 'contact-form');
  const summary = page.getByRole('group', { name: 'Please check this field:' });
  const landing = await summary.evaluate((element) => {
    const { top, bottom } = element.getBoundingClientRect();
    return {
      top,
      bottom,
      height: window.innerHeight,
      behavior: getComputedStyle(document.documentElement).scrollBehavior,
    };
  });
  // The browser jumps to the anchor as the page loads; a smooth scroll there ran from the top of the page and could
  // be cut short (or caught) before it reached the form.
  expect(landing.behavior).toBe('auto');
  expect(landing.top).toBeGreaterThanOrEqual(0);
  expect(landing.bottom).toBeLessThanOrEqual(landing.height);
  await expect(summary).toBeInViewport();
});

test('the product safety notice is in the page before any post and shows while its topic is chosen', async ({
  page,
}) => {
  await page.goto('/contact-us');
  const form = page.getByRole('form', { name: 'Contact form' });
  const notice = form.getByRole('note');
  await expect(notice).toBeHidden();
  expect(await page.content()).toContain('If a patient needs medical help now');
  await form.getByLabel('Topic').selectOption('product-safety');
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('emergency services');
  await form.getByLabel('Topic').selectOption('general');
  await expect(notice).toBeHidden();
});
