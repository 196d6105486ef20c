import type { Locator, Page } from '@playwright/test';
import { violations } from './axe';
import { expect, test } from './fixtures';

interface LeadFormCase {
  path: string;
  heading: string;
  form: string;
  submit: string;
  success: RegExp;
  fill: (form: Locator, email: string) => Promise<void>;
}

async function person(form: Locator, email: string, names = { first: 'First name', last: 'Last name' }) {
  await form.getByLabel(names.first, { exact: true }).fill('Ada');
  await form.getByLabel(names.last, { exact: true }).fill('Lovelace');
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Country', { exact: true }).selectOption('Italy');
}

const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

const cases: LeadFormCase[] = [
  {
    path: '/contact-us',
    heading: 'Send us a message',
    form: 'Contact form',
    submit: 'Send message',
    success: /Your message has been sent \(reference CR-[0-9A-F]{10}\)/,
    fill: async (form, email) => {
      await person(form, email);
      await form.getByLabel('Topic').selectOption('product-safety');
      await expect(form.getByRole('note')).toContainText('emergency services');
      await form.getByLabel('Message', { exact: true }).fill('A question about a device.');
      await form.getByRole('checkbox', { name: /privacy policy/ }).check();
    },
  },
  {
    path: '/customer-service',
    heading: 'Send a request',
    form: 'Customer service request',
    submit: 'Send request',
    success: /sent to customer service \(reference CR-[0-9A-F]{10}\)/,
    fill: async (form, email) => {
      await person(form, email);
      await form.getByLabel('Hospital or organisation').fill('Ospedale San Giovanni');
      await form.getByLabel('Type of request').selectOption('returns');
      await form.getByLabel('Your request').fill('Please authorise the return of two unopened devices.');
      await form.getByRole('checkbox', { name: /privacy policy/ }).check();
    },
  },
  {
    path: '/donations-and-grants',
    heading: 'Apply online',
    form: 'Donation or grant application',
    submit: 'Send application',
    success: /application has been received \(reference CR-[0-9A-F]{10}\)/,
    fill: async (form, email) => {
      await form.getByLabel('Organisation', { exact: true }).fill('Heart Foundation');
      await person(form, email, { first: 'Contact first name', last: 'Contact last name' });
      await form.getByLabel('Type of request').selectOption('grant');
      await form.getByLabel('Purpose of the request').fill('A regional course for cardiac surgeons.');
      await form
        .getByLabel('Application (PDF)')
        .setInputFiles({ name: 'application.pdf', mimeType: 'application/pdf', buffer: pdf });
      await form.getByRole('checkbox', { name: /privacy policy/ }).check();
    },
  },
];

async function openForm(page: Page, testCase: LeadFormCase) {
  await page.goto(testCase.path);
  const form = page.getByRole('form', { name: testCase.form });
  // The form loads when the visitor scrolls near it.
  await page.getByRole('heading', { name: testCase.heading }).scrollIntoViewIfNeeded();
  await expect(form).toBeVisible();
  return form;
}

for (const width of [1280, 390]) {
  test.describe(`lead forms at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const testCase of cases) {
      test(`${testCase.path}: empty submit explains what is missing without moving the button, then a valid one succeeds`, async ({
        page,
      }) => {
        const form = await openForm(page, testCase);
        const submit = form.getByRole('button', { name: testCase.submit });
        await submit.scrollIntoViewIfNeeded();
        const before = await submit.boundingBox();
        await submit.click();

        await expect(form.getByRole('status')).toContainText('Please check these fields');
        await expect(form.getByText('Please tick this box.')).toBeVisible();
        await expect(submit).toBeEnabled();
        const after = await submit.boundingBox();
        expect(after).toEqual(before);

        await testCase.fill(form, `e2e-${width}-${testCase.path.slice(1)}@example.com`);
        await submit.click();
        await expect(page.getByText(testCase.success)).toBeVisible({ timeout: 15_000 });
        await expect(form.getByRole('status')).toHaveText('');
      });
    }
  });
}

test.describe('lead form pages', () => {
  for (const testCase of cases) {
    test(`${testCase.path} has no axe violations with its form loaded`, async ({ page }) => {
      await openForm(page, testCase);
      expect(await violations(page)).toEqual([]);
    });
  }
});

test.describe('lead forms at 320 px', () => {
  test.use({ viewport: { width: 320, height: 800 } });
  for (const testCase of cases) {
    test(`${testCase.path}: the form and its messages add no sideways scrolling`, async ({ page }) => {
      const overflow = () =>
        page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      await page.goto(testCase.path);
      // Measured against the page before the form loads, so the test is about the form, not the rest of the page.
      const before = await overflow();
      const form = await openForm(page, testCase);
      await form.getByRole('button', { name: testCase.submit }).click();
      await expect(form.getByRole('status')).toContainText('Please check');
      expect(await overflow()).toBeLessThanOrEqual(Math.max(before, 0));
    });
  }
});
