import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { violations } from './axe';
import { expect, PHONE, test } from './fixtures';
import { focusedInside, focusedName } from './focus';

const SOLO = '/devices/aortic/solo-smart';

test.describe('device page on a wide screen', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 992, 'desktop layout');

  test('breadcrumb, banner, claims, and the first section shown', async ({ page }) => {
    await page.goto(SOLO);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem');
    // (after a drawn "/" that assistive technology does not read)
    await expect(crumbs).toHaveText([/^Home$/, /Devices$/, /Aortic$/, /Solo Smart$/]);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Solo Smart');
    await expect(page.getByRole('tab', { name: 'Features' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Features' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Instructions for use/ })).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('link', { name: 'Contact us' }).last()).toHaveAttribute('href', '/contact-us');
  });

  test('switches sections with the keyboard and links them by hash', async ({ page }) => {
    await page.goto(SOLO);
    await page.getByRole('tab', { name: 'Features' }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('tab', { name: 'Performance' })).toBeFocused();
    await expect(page.getByRole('tabpanel', { name: 'Performance' })).toBeVisible();
    await expect(page).toHaveURL(/#performance$/);
    await page.keyboard.press('End');
    await expect(page.getByRole('tabpanel', { name: 'Safety information' })).toContainText('0123');
    await page.goto(`${SOLO}#references`);
    await expect(page.getByRole('tabpanel', { name: 'References' }).getByRole('listitem')).toHaveCount(4);
  });
});

test.describe('device page on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('each section opens as a full-screen dialog and closes', async ({ page }) => {
    await page.goto('/devices/mitral/memo3d-rechord');
    await page.getByRole('button', { name: /Performance/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Performance' });
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box?.width).toBeCloseTo(390, 0);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: /References/ }).click();
    await expect(page.getByRole('dialog', { name: 'References' }).getByRole('listitem')).toHaveCount(8);
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
  });
});

test.describe('brochure request', () => {
  test('shows every validation message, then downloads the PDF and confirms', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`${SOLO}#brochures`);
    await page
      .getByRole('tabpanel', { name: 'Brochures' })
      .getByRole('button', { name: /Download/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Download the brochure' });
    await expect(dialog).toBeVisible();
    const submit = dialog.getByRole('button', { name: 'Download' });
    // Submit stays enabled; the messages appear on submit and then follow each change.
    await expect(submit).toBeEnabled();
    await submit.click();
    for (const message of [
      'First name is required!',
      'Last name is required',
      'Email is required!',
      'Country is required!',
      'Hospital is required!',
      'You must check this',
    ]) {
      await expect(dialog.getByText(message, { exact: true })).toBeVisible();
    }
    const privacy = dialog.getByRole('checkbox', { name: /privacy policy/ });
    await dialog.getByLabel('Email', { exact: true }).fill('not-an-email');
    await expect(dialog.getByText('Invalid email format!')).toBeVisible();

    await dialog.getByLabel('First name').fill('Ada');
    await dialog.getByLabel('Last name').fill('Lovelace');
    await dialog.getByLabel('Email', { exact: true }).fill('ada@example.com');
    await dialog.getByLabel('Country').selectOption('Italy');
    await dialog.getByLabel('Hospital').fill('Ospedale San Giovanni');
    await privacy.check();
    await expect(submit).toBeEnabled();

    const download = page.waitForEvent('download');
    await submit.click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('solo-smart.pdf');
    expect(
      readFileSync(await file.path())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    // Said inside the dialog, where focus goes (a toast outside it would be inert behind the modal).
    const status = dialog.getByRole('status');
    await expect(status).toContainText('A copy of the requested brochure has been downloaded successfully.');
    await expect(status).toBeFocused();
    await status.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  for (const width of [390, 320]) {
    test(`at ${width} px the confirmation is in the brochure dialog above the Brochures dialog, in the accessibility tree`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(SOLO);
      await page.getByRole('button', { name: /Brochures/ }).click();
      const section = page.getByRole('dialog', { name: 'Brochures' });
      await section
        .getByRole('button', { name: /Download/ })
        .first()
        .click();
      const dialog = page.getByRole('dialog', { name: 'Download the brochure' });
      await expect(dialog).toBeVisible();

      // Every field as wide as the form, however long the country names are.
      const widths = await Promise.all(
        ['First name', 'Last name', 'Email', 'Country', 'Hospital'].map(async (label) =>
          Math.round((await dialog.getByLabel(label, { exact: true }).boundingBox())!.width),
        ),
      );
      expect(new Set(widths).size).toBe(1);

      const submit = dialog.getByRole('button', { name: 'Download' });
      await submit.click();
      // One summary is announced for the empty form, not one alert per field.
      await expect(dialog.getByRole('alert')).toHaveText(['Please correct the 6 highlighted fields.']);

      await dialog.getByLabel('First name').fill('Ada');
      await dialog.getByLabel('Last name').fill('Lovelace');
      await dialog.getByLabel('Email', { exact: true }).fill('ada@example.com');
      await dialog.getByLabel('Country').selectOption('Italy');
      await dialog.getByLabel('Hospital').fill('Ospedale San Giovanni');
      await dialog.getByRole('checkbox', { name: /privacy policy/ }).check();
      const download = page.waitForEvent('download');
      await submit.click();
      await download;

      const status = dialog.getByRole('status');
      await expect(status).toContainText('A copy of the requested brochure has been downloaded successfully.');
      await expect(status).toBeFocused();
      await expect(section).toBeVisible();
      // In the accessibility tree of the page as it is now (the modal's content, nothing behind it)...
      expect(await page.locator('body').ariaSnapshot()).toContain(
        'A copy of the requested brochure has been downloaded successfully.',
      );
      // ...and drawn on top: what the pointer meets at its centre is the message itself, not a layer above it.
      const box = (await status.boundingBox())!;
      const onTop = await page.evaluate(
        ([x, y]) => Boolean(document.elementFromPoint(x!, y!)?.closest('[role="status"]')),
        [box.x + box.width / 2, box.y + box.height / 2],
      );
      expect(onTop).toBe(true);
    });
  }
});

test('every document link of a device page resolves to a PDF', async ({ page, request }) => {
  await page.goto(`${SOLO}#safety`);
  const panel = page.getByRole('tabpanel', { name: 'Safety information' });
  await expect(panel).toBeVisible();
  const hrefs = await panel
    .locator('a[href$=".pdf"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs.length).toBeGreaterThanOrEqual(2);
  for (const href of hrefs) {
    const response = await request.get(href!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/pdf');
  }
});

/** Names as Chromium itself computes them (what a screen reader is given), not Playwright's own computation. */
async function chromiumNames(page: Page, role: string) {
  const client = await page.context().newCDPSession(page);
  const { nodes } = await client.send('Accessibility.getFullAXTree');
  await client.detach();
  return nodes
    .filter((node) => node.role?.value === role && !node.ignored)
    .map((node) => String(node.name?.value ?? ''));
}

test.describe('device page on a phone, by keyboard', () => {
  test.use({ viewport: PHONE });

  test('the open section dialog passes axe, its scrolling text reachable by keyboard', async ({ page }) => {
    await page.goto(SOLO);
    // The features run longer than the screen: the dialog's body scrolls.
    await page.getByRole('button', { name: /Features/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Features' });
    await expect(dialog).toBeVisible();
    expect(await violations(page)).toEqual([]);
    // Tab from the close button reaches the scroll area, and the arrow keys scroll it.
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Tab');
    const scroller = dialog.getByRole('region', { name: 'Features' });
    await expect(scroller).toBeFocused();
    await page.keyboard.press('PageDown');
    await expect.poll(() => scroller.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
  });

  test('the brochure form opened from the Brochures dialog keeps Tab inside and one Escape closes only it', async ({
    page,
  }) => {
    await page.goto(SOLO);
    await page.getByRole('button', { name: /Brochures/ }).click();
    const section = page.getByRole('dialog', { name: 'Brochures' });
    await expect(section).toBeVisible();
    const download = section.getByRole('button', { name: /Download/ }).first();
    await download.click();
    const form = page.getByRole('dialog', { name: 'Download the brochure' });
    await expect(form).toBeVisible();
    await expect(form.getByRole('button', { name: 'Close' })).toBeFocused();

    // A native modal dialog lets Tab past its last control out to the browser's own toolbar (nothing in the page
    // has focus then, as Chrome does for any page), and the next Tab comes back to its first control: it never
    // reaches the device dialog or the page behind.
    const seen: string[] = [];
    for (let step = 0; step < 14; step += 1) {
      await page.keyboard.press('Tab');
      const inBrowserUi = await page.evaluate(() => document.activeElement === document.body);
      if (!inBrowserUi) expect(await focusedInside(form)).toBe(true);
      seen.push(inBrowserUi ? 'browser' : await focusedName(page));
    }
    // Round and round the form's controls, never stuck on its close button.
    expect(seen.filter((name) => name === 'input firstName').length).toBe(2);
    // Tab walks the form's controls (not only its close button) and comes round again.
    for (const name of ['input firstName', 'input email', 'select country', 'input personalCheck'])
      expect(seen).toContain(name);

    expect(await violations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(form).toBeHidden();
    await expect(section).toBeVisible();
    await expect(download).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(section).toBeHidden();
  });
});

test.describe('device pages for keyboards and screen readers', () => {
  test('the brochure button is named "Download: …" (no space before the colon)', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${SOLO}#brochures`);
    await expect(page.getByRole('tabpanel', { name: 'Brochures' }).getByRole('button').first()).toBeVisible();
    const names = (await chromiumNames(page, 'button')).filter((name) => name.startsWith('Download'));
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name).toMatch(/^Download: \S/);
  });

  test('/devices/aortic at 390 px: one tab stop per device page in each card', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/devices/aortic');
    const repeated = await page.evaluate(() => {
      const cards = [...document.querySelectorAll('main li:has(h2, h3)')];
      return cards.flatMap((card) => {
        const stops = [...card.querySelectorAll<HTMLAnchorElement>('a[href]')].filter(
          (link) => link.tabIndex >= 0 && !link.closest('[aria-hidden="true"]'),
        );
        const hrefs = stops.map((link) => link.getAttribute('href'));
        return hrefs.filter((href, index) => hrefs.indexOf(href) !== index);
      });
    });
    expect(await page.locator('main li:has(h2, h3)').count()).toBeGreaterThan(5);
    expect(repeated).toEqual([]);
    // The US edition, another page, is still one Tab away.
    await expect(page.getByRole('link', { name: 'Perceval, United States' })).toBeVisible();
  });

  test('device tabs are not inside a navigation landmark', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(SOLO);
    await expect(page.getByRole('tablist')).toBeVisible();
    await expect(page.getByRole('navigation').getByRole('tablist')).toHaveCount(0);
    await expect(page.getByRole('navigation').getByRole('tab')).toHaveCount(0);
  });

  test('breadcrumb separators are not read aloud', async ({ page }) => {
    await page.goto(SOLO);
    const snapshot = await page.getByRole('navigation', { name: 'Breadcrumb' }).ariaSnapshot();
    expect(snapshot).not.toContain('/Solo');
    expect(snapshot).not.toMatch(/text: \//);
    for (const name of ['Home', 'Devices', 'Aortic']) expect(snapshot).toContain(`link "${name}"`);
    expect(snapshot).toContain('listitem: Solo Smart');
  });
});

test.describe('brochure form by keyboard', () => {
  async function openForm(page: Page) {
    await page.goto(`${SOLO}#brochures`);
    await page
      .getByRole('tabpanel', { name: 'Brochures' })
      .getByRole('button', { name: /Download/ })
      .first()
      .click();
    const form = page.getByRole('dialog', { name: 'Download the brochure' });
    await expect(form).toBeVisible();
    return form;
  }

  test('tabbing through marks nothing; submit stays enabled and shows every message', async ({ page }) => {
    const form = await openForm(page);
    const submit = form.getByRole('button', { name: 'Download' });
    await expect(submit).toBeEnabled();
    await form.getByLabel('First name').focus();
    for (let step = 0; step < 7; step += 1) await page.keyboard.press('Tab');
    await expect(form.locator('[aria-invalid="true"]')).toHaveCount(0);
    await expect(form.getByRole('alert')).toHaveCount(0);
    await submit.click();
    await expect(form.locator('[aria-invalid="true"]')).toHaveCount(6);
    await expect(form.getByLabel('First name')).toBeFocused();
    await form.getByLabel('First name').fill('Ada');
    await expect(form.locator('[aria-invalid="true"]')).toHaveCount(5);
  });

  test('leaving an empty field and clicking the consent checkbox checks it', async ({ page }) => {
    const form = await openForm(page);
    await form.getByLabel('Hospital').click();
    const consent = form.getByRole('checkbox', { name: /privacy policy/ });
    await consent.click();
    await expect(consent).toBeChecked();
  });
});
