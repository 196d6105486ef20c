import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';

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
