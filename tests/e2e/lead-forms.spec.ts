import type { Locator, Page } from '@playwright/test';
import { violations } from './axe';
import { lowContrastText } from './contrast';
import { expect, PHONE, test } from './fixtures';
import { applicationForm, contactForm, serviceRequestForm } from './lead-form-cases';

// Each test is its own visitor (the e2e server trusts loopback as a proxy): the per-address form limit is tested in
// tests/api, and other specs' posts must not use up this one's.
let visitor = 0;
test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.18.${100 + Math.floor(Math.random() * 90)}.${++visitor}` });
});

/** A lead form and the receipt it leaves; `fill` fills it validly. */
interface LeadFormCase {
  path: string;
  heading: string;
  form: string;
  submit: string;
  success: RegExp;
  fill: (form: Locator, email: string) => Promise<void>;
}

const cases: LeadFormCase[] = [
  {
    ...contactForm,
    success: /Your message has been sent \(reference CR-[0-9A-F]{10}\)/,
    fill: async (form, email) => {
      await contactForm.fill(form, email, { topic: 'product-safety', text: 'A question about a device.' });
      await expect(form.getByRole('note')).toContainText('emergency services');
    },
  },
  {
    ...serviceRequestForm,
    success: /sent to customer service \(reference CR-[0-9A-F]{10}\)/,
    fill: (form, email) =>
      serviceRequestForm.fill(form, email, { text: 'Please authorise the return of two unopened devices.' }),
  },
  {
    ...applicationForm,
    success: /application has been received \(reference CR-[0-9A-F]{10}\)/,
    fill: (form, email) => applicationForm.fill(form, email, { text: 'A regional course for cardiac surgeons.' }),
  },
];

async function openForm(page: Page, testCase: LeadFormCase) {
  await page.goto(testCase.path);
  const form = page.getByRole('form', { name: testCase.form });
  await page.getByRole('heading', { name: testCase.heading }).scrollIntoViewIfNeeded();
  await expect(form).toBeVisible();
  return form;
}

for (const width of [1280, 390]) {
  test.describe(`lead forms at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const testCase of cases) {
      test(`${testCase.path}: empty submit focuses a summary linking to each field, then a valid one leaves a receipt`, async ({
        page,
      }) => {
        const form = await openForm(page, testCase);
        const submit = form.getByRole('button', { name: testCase.submit });
        await submit.click();

        // Issue 33: focus moves to a summary at the top of the form whose entries link to the fields.
        const summary = form.getByRole('group', { name: 'Please check these fields:' });
        await expect(summary).toBeFocused();
        await expect(form.getByText('Please tick this box.', { exact: true })).toBeVisible();
        await expect(submit).toBeEnabled();
        await summary.getByRole('link', { name: /^Email:/ }).click();
        await expect(form.getByLabel('Email', { exact: true })).toBeFocused();

        await testCase.fill(form, `e2e-${width}-${testCase.path.slice(1)}@example.com`);
        await submit.click();
        // A toast says it on a wide screen; on a phone it would lie over the page and repeat the receipt, which
        // stays on the page after the toast has gone, and takes focus.
        if (width > 640) await expect(page.getByText(testCase.success)).toBeVisible({ timeout: 15_000 });
        const receipt = page.locator('[role=status]', { hasText: 'Your reference is' });
        await expect(receipt).toContainText(/Your reference is CR-[0-9A-F]{10}/, { timeout: 15_000 });
        await expect(receipt).toBeFocused();
        if (width <= 640) await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
        await expect(form.getByRole('group')).toHaveCount(0);
      });
    }
  });
}

test.describe('lead forms on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  for (const testCase of cases) {
    test(`${testCase.path}: Tab from the last control before the form reaches its first field, without scrolling first`, async ({
      page,
    }) => {
      await page.goto(testCase.path);
      const form = page.getByRole('form', { name: testCase.form });
      // The control before the form in document order, focused without scrolling to the form first (the form used
      // to load only when scrolled near, so Tab went past it).
      await form.evaluate((element) => {
        const controls = [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea')].filter(
          (control) =>
            control.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING &&
            !control.closest('[hidden], [inert]') &&
            control.getClientRects().length > 0,
        );
        controls.at(-1)!.focus();
      });
      await page.keyboard.press('Tab');
      const first = form.locator('input:not([type=hidden]), select, textarea').first();
      await expect(first).toBeFocused();
    });
  }
});

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
      await expect(form.getByRole('group', { name: /Please check/ })).toBeVisible();
      expect(await overflow()).toBeLessThanOrEqual(Math.max(before, 0));
    });
  }
});

test.describe('the contact form receipt', () => {
  test("the toast's close button is at least 24 px; on a phone the receipt speaks alone", async ({ page }) => {
    // The contact form as the first case above fills it.
    const contact = cases[0]!;
    const send = async () => {
      await page.goto(contact.path);
      const form = page.getByRole('form', { name: contact.form });
      await contact.fill(form, `receipt-${Date.now()}@example.com`);
      await form.getByRole('button', { name: contact.submit }).click();
    };
    await page.setViewportSize({ width: 1280, height: 900 });
    await send();
    const close = page.locator('[data-sonner-toast] [data-close-button]').first();
    await expect(close).toBeVisible();
    const box = (await close.boundingBox())!;
    // (sonner scales the toast by a hair while it settles)
    expect(Math.round(box.width)).toBeGreaterThanOrEqual(24);
    expect(Math.round(box.height)).toBeGreaterThanOrEqual(24);
    // Its text reads at 4.5:1 or better on its background, once it has faded in.
    await expect.poll(() => lowContrastText(page, '[data-sonner-toast]'), { timeout: 3_000 }).toEqual([]);

    // On a phone a toast would lie over the page's foot and repeat the receipt, which has the focus and says it.
    await page.setViewportSize(PHONE);
    await send();
    await expect(page.getByRole('status').filter({ hasText: 'Your reference is' })).toBeFocused();
    await page.waitForTimeout(500);
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  });
});
