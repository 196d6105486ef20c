import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInAs, staffAdd } from './staff-session';

/**
 * Issue 38 (an outside review of the document centre), items 8, 15, 16 and 17: what a phone shows first after a
 * search, the languages of German titles, markup the W3C checker accepts, and small copy and layout faults. On the
 * fictitious samples the e2e server seeds (SEED_SAMPLE_DOCUMENTS=1).
 */

const PAGES = [
  '/eifu',
  '/eifu?q=Perceval',
  '/eifu/sample-ifu-perceval-en',
  '/eifu/sample-ifu-perceval-en/A',
  '/eifu/sample-ifu-perceval-de',
  '/safety-notices',
];

/**
 * The faults of the served HTML (before any script) that the W3C checker (vnu) reports and that React output can
 * carry: an empty form action, a duplicate id, a reference to an id that is not there, interactive elements inside
 * each other, a language attribute left empty, more or fewer than one h1.
 */
async function markupFaults(page: Page, html: string): Promise<string[]> {
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'text/html');
    const faults: string[] = [];
    for (const form of doc.querySelectorAll('form[action=""], [formaction=""]'))
      faults.push(`empty action: ${form.outerHTML.slice(0, 120)}`);
    const ids = new Map<string, number>();
    for (const element of doc.querySelectorAll('[id]')) ids.set(element.id, (ids.get(element.id) ?? 0) + 1);
    for (const [id, count] of ids) if (count > 1) faults.push(`id "${id}" ${count} times`);
    for (const attribute of ['aria-labelledby', 'aria-describedby', 'aria-controls', 'for', 'list'])
      for (const element of doc.querySelectorAll(`[${attribute}]`))
        for (const id of (element.getAttribute(attribute) ?? '').split(/\s+/).filter(Boolean))
          if (!ids.has(id)) faults.push(`${attribute}="${id}" names no element`);
    for (const nested of doc.querySelectorAll('a a, a button, button a, button button, form form, a input, a select'))
      faults.push(`interactive inside interactive: ${nested.outerHTML.slice(0, 120)}`);
    for (const element of doc.querySelectorAll('[lang=""]')) faults.push(`empty lang: ${element.tagName}`);
    const h1 = doc.querySelectorAll('h1').length;
    if (h1 !== 1) faults.push(`${h1} h1 elements`);
    return faults;
  }, html);
}

test('every document-centre page is served as markup the W3C checker accepts', async ({ page, request }) => {
  await page.goto('/eifu');
  for (const path of PAGES) {
    const html = await (await request.get(path)).text();
    expect(await markupFaults(page, html), path).toEqual([]);
  }
});

test('a phone sees the results and a download on its first screen after a search', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/eifu?q=Perceval');
  // No introduction before the answer: the first result's direct PDF link is on the first screen.
  await expect(page.getByText(/in the revision that matches your box/)).toHaveCount(0);
  const first = page.getByRole('list', { name: 'Documents found' }).getByRole('listitem').first();
  const download = first.getByRole('link', { name: /^Download PDF/ });
  await expect(download).toBeInViewport();
  const href = await download.getAttribute('href');
  expect(href).toMatch(/^\/eifu\/sample-[a-z0-9-]+\/[A-Za-z0-9]+\/file$/);
  const file = await page.request.get(href!);
  expect(file.headers()['content-type']).toBe('application/pdf');

  // A document's page: the download on the first screen, the checksum folded away until asked for.
  await page.goto('/eifu/sample-ifu-perceval-en');
  await expect(page.getByRole('link', { name: 'Download revision B (PDF)' })).toBeInViewport();
  const checksum = page.locator('details', { hasText: 'SHA-256' });
  await expect(checksum).not.toHaveAttribute('open');
  await expect(checksum.locator('summary')).toBeVisible();
});

test('German titles, language names and options carry their language', async ({ page }) => {
  await page.goto('/eifu/sample-ifu-perceval-de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'de');
  await expect(page.locator('dd span[lang="de"]', { hasText: 'Deutsch' })).toHaveCount(1);
  await page.goto('/eifu?q=Perceval');
  await expect(
    page.getByRole('link', { name: 'Beispiel-Gebrauchsanweisung: Perceval (fiktiv)', exact: true }),
  ).toHaveAttribute('lang', 'de');
  await expect(page.getByLabel('Language').locator('option[value="de"]')).toHaveAttribute('lang', 'de');
});

test('dates are printed once and status words are capitalised', async ({ page }) => {
  await page.goto('/eifu/sample-ifu-perceval-en/A');
  const main = page.getByRole('main');
  await expect(main).toContainText('3 June 2024');
  await expect(main).not.toContainText('(2024-06-03)');
  const history = page.getByRole('region', { name: 'All revisions' });
  await expect(history).toContainText('Superseded');
  await expect(history).toContainText('Current');
  await expect(history).not.toContainText(/\((current|superseded)\)/);
});

test.describe('with the cookie banner', () => {
  test.use({ consent: null });

  test('the banner covers none of the search controls at 1280 x 800', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/eifu');
    const banner = page.getByRole('region', { name: /cookie/i });
    await expect(banner).toBeVisible();
    const box = (await banner.boundingBox())!;
    const form = page.getByRole('search', { name: 'Search device documents' });
    for (const control of [
      form.getByLabel('Device, REF, UDI-DI or document code'),
      form.getByLabel('Language'),
      form.getByLabel('Kind'),
      form.getByRole('button', { name: 'Search' }),
    ]) {
      const own = (await control.boundingBox())!;
      const overlaps =
        own.x < box.x + box.width &&
        box.x < own.x + own.width &&
        own.y < box.y + box.height &&
        box.y < own.y + own.height;
      expect(overlaps, `${await control.evaluate((element) => element.outerHTML.slice(0, 60))} under the banner`).toBe(
        false,
      );
    }
  });
});

test('the search box is wide enough for a scanned GS1 code on a wide screen', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/eifu');
  const box = page.getByLabel('Device, REF, UDI-DI or document code');
  const scan = '(01)09520000000011(17)281231(10)SAMPLE105(21)1';
  await box.fill(scan);
  // The whole scan is visible at once: the box is at least as wide as its text.
  expect(await box.evaluate((input: HTMLInputElement) => input.scrollWidth <= input.clientWidth)).toBe(true);
});

test('the back-office menu shows every section at 320 px, and the paper-copy queue says the date plainly', async ({
  page,
}) => {
  const email = `nav-${randomBytes(4).toString('hex')}@example.com`;
  staffAdd(email, 'Nav Check', 'admin');
  await signInAs(page, email);
  await page.setViewportSize({ width: 320, height: 800 });
  const links = page.getByRole('navigation', { name: 'Back office' }).getByRole('link');
  expect(await links.count()).toBeGreaterThan(5);
  for (const link of await links.all()) {
    const box = (await link.boundingBox())!;
    expect(box.x, await link.innerText()).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, await link.innerText()).toBeLessThanOrEqual(320);
  }
  await page.goto('/admin/paper-copies');
  await expect(page.getByRole('main')).toContainText(/In Italy, today is \d{4}-\d{2}-\d{2}\./);
  await expect(page.getByRole('main')).not.toContainText('Today there is');
});
