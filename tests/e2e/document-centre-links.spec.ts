import { expect, test } from './fixtures';

/**
 * The document centre and the safety-notice register can be found where people look for them: the product safety
 * and customer service pages, and a device's own page, whose "Instructions for use" link opens this site's IFU
 * when it holds one and the external instructions-for-use site otherwise.
 */
test('the product safety and customer service pages link the document centre and the notices', async ({ page }) => {
  for (const path of ['/product-safety', '/customer-service']) {
    await page.goto(path);
    const main = page.locator('main');
    await expect(main.getByRole('link', { name: 'document centre', exact: true }), path).toHaveAttribute(
      'href',
      '/eifu',
    );
    await expect(main.getByRole('link', { name: 'field safety notices', exact: true }), path).toHaveAttribute(
      'href',
      '/safety-notices',
    );
  }
});

test("a device page's instructions for use open this site's IFU when it holds one", async ({ page }) => {
  await page.goto('/devices/aortic/perceval');
  await expect(page.getByRole('link', { name: 'Instructions for use (eIFU)', exact: true })).toHaveAttribute(
    'href',
    '/eifu/sample-ifu-perceval-en',
  );
  await page.goto('/devices/aortic/US/perceval');
  await expect(page.getByRole('link', { name: 'Instructions for use (eIFU)', exact: true })).toHaveAttribute(
    'href',
    '/eifu/sample-ifu-perceval-us-en',
  );
  // No document of this device here: the external site, in a new tab, which the link says.
  await page.goto('/devices/aortic/solo-smart');
  const external = page.getByRole('link', { name: /^Instructions for use \(eIFU\)/ });
  await expect(external).toHaveAttribute('href', '/ifu');
  await expect(external).toHaveAttribute('target', '_blank');
});
