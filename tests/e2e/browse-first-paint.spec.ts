// Plain Playwright, not ./fixtures: its navigations wait for hydration, and these taps are meant to come before it.
import { test, expect, type Page } from '@playwright/test';
import { holdScripts, isHydrated, storeCookieChoice } from './first-paint';
import { mediaVideos } from '../../lib/content/media/catalogue';

// Issue 31: with a slow phone's CPU and link, pages paint about 1.4 s before they hydrate. A tap in that time must
// do what it says (a native control), or be acted on once the page is ready; never be lost.

storeCookieChoice();

async function slowDevice(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
}

const cards = (page: Page) => page.getByRole('list', { name: 'Videos', exact: true }).getByRole('article');

test('a media facet tapped at first paint filters the library', async ({ page }) => {
  await slowDevice(page);
  const release = await holdScripts(page);
  const webinars = mediaVideos.filter((video) => (video.facets.topic as string[]).includes('webinar')).length;
  await page.goto('/media-library', { waitUntil: 'commit' });
  const webinar = page.getByRole('checkbox', { name: /^Webinar/ });
  await webinar.waitFor({ state: 'visible' });
  expect(await isHydrated(page, 'input[name="topic"][value="webinar"]')).toBe(false);
  await webinar.click();
  await expect(webinar).toBeChecked();
  release();
  await expect(page).toHaveURL(/\/media-library\?topic=webinar$/, { timeout: 15_000 });
  await expect(cards(page)).toHaveCount(webinars, { timeout: 15_000 });
  await expect(webinar).toBeChecked();
});

test('a device section tapped at first paint is shown, and stays selected once hydrated', async ({ page }) => {
  await slowDevice(page);
  const release = await holdScripts(page);
  await page.goto('/devices/aortic/solo-smart', { waitUntil: 'commit' });
  const menu = page.getByRole('navigation', { name: 'Solo Smart sections' });
  const performance = menu.getByRole('link', { name: 'Performance' });
  await performance.waitFor({ state: 'visible' });
  expect(await isHydrated(page, 'a[href="#performance"]')).toBe(false);
  await performance.click();
  // Before hydration the link shows its section by itself.
  await expect(page.locator('section#performance')).toBeVisible();
  release();
  await expect(page).toHaveURL(/#performance$/);
  await expect(page.getByRole('heading', { name: 'Performance', level: 2 })).toBeAttached();
  // Hydrated: the same choice is the selected tab.
  await expect(page.getByRole('tab', { name: 'Performance' })).toHaveAttribute('aria-selected', 'true', {
    timeout: 15_000,
  });
  await expect(page.getByRole('tabpanel', { name: 'Performance' })).toBeVisible();
});

test('on a phone, a device section tapped at first paint opens as its dialog once hydrated', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await slowDevice(page);
  const release = await holdScripts(page);
  await page.goto('/devices/mitral/memo3d-rechord', { waitUntil: 'commit' });
  const references = page.getByRole('link', { name: /^References/ });
  await references.waitFor({ state: 'visible' });
  expect(await isHydrated(page, 'a[href="#references"]')).toBe(false);
  await references.click();
  // Before hydration the link shows the section in the page; once hydrated, the dialog takes over.
  await expect(page).toHaveURL(/#references$/);
  await expect(page.locator('section#references')).toBeInViewport();
  release();
  await expect(page.getByRole('dialog', { name: 'References' }).getByRole('listitem')).toHaveCount(8, {
    timeout: 15_000,
  });
});
