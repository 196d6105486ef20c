import { test, expect } from '@playwright/test';
import { mediaVideos } from '../../lib/content/media/catalogue';
import { awarenessTopicsIn } from '../../lib/content/awareness';

// Run by the `no-js` project (javaScriptEnabled: false): what a visitor reaches with no script at all, which is
// also what a tap reaches between the first paint and hydration (issue 31).

test.beforeEach(async ({ context, baseURL }) => {
  // A stored cookie choice, so the banner does not cover the page.
  await context.addCookies([{ name: 'cookies', value: 'close', url: baseURL! }]);
});

const cards = (page: import('@playwright/test').Page) =>
  page.getByRole('list', { name: 'Videos', exact: true }).getByRole('article');

test('the media library filters through its form, on pages rendered by the server', async ({ page }) => {
  const webinars = mediaVideos.filter((video) => (video.facets.topic as string[]).includes('webinar'));
  const mitralWebinars = webinars.filter((video) => (video.facets.product as string[]).includes('mitral'));
  await page.goto('/media-library');
  await expect(cards(page)).toHaveCount(mediaVideos.length);

  await page.getByRole('checkbox', { name: /^Webinar/ }).check();
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/\/media-library\?topic=webinar$/);
  await expect(cards(page)).toHaveCount(webinars.length);
  for (const video of webinars) await expect(page.getByRole('link', { name: video.title, exact: true })).toBeVisible();

  // The result page's form starts from its filters: a second facet narrows it.
  await expect(page.getByRole('checkbox', { name: /^Webinar/ })).toBeChecked();
  await page.getByRole('checkbox', { name: /^Mitral 1 video$/ }).check();
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/\/media-library\?topic=webinar&product=mitral$/);
  await expect(cards(page)).toHaveCount(mitralWebinars.length);

  // Clear all is a link back to the whole library.
  await page.getByRole('link', { name: 'Clear all', exact: true }).click();
  await expect(page).toHaveURL(/\/media-library$/);
  await expect(cards(page)).toHaveCount(mediaVideos.length);
});

test('a skip link takes the keyboard past the filters to the videos', async ({ page }) => {
  await page.goto('/media-library');
  const skip = page.getByRole('link', { name: 'Skip to the videos' });
  await skip.focus();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#media-results$/);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('list', { name: 'Videos', exact: true }).getByRole('link').first()).toBeFocused();
});

test('a shared filtered address is rendered filtered, and a product library keeps its product', async ({ page }) => {
  const response = await page.goto('/media-library/mitral-solutions?topic=surgical_procedure');
  expect(response?.status()).toBe(200);
  const expected = mediaVideos.filter(
    (video) =>
      (video.facets.topic as string[]).includes('surgical_procedure') &&
      (video.facets.product as string[]).includes('mitral'),
  );
  await expect(cards(page)).toHaveCount(expected.length);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/media-library\/mitral-solutions$/);
});

test('a filtered library is shared-cached: one entry for one selection, whatever the order of the query', async ({
  request,
}) => {
  const first = await request.get('/media-library?topic=surgical_procedure&product=mitral&utm_source=mail');
  expect(first.status()).toBe(200);
  const cacheControl = first.headers()['cache-control'] ?? '';
  expect(cacheControl).toMatch(/\bs-maxage=\d+/);
  expect(cacheControl).not.toMatch(/private|no-store|no-cache/);
  // The same selection, spelt otherwise: served from the entry the first request made.
  const again = await request.get('/media-library?product=mitral&topic=surgical_procedure&topic=surgical_procedure');
  expect(again.status()).toBe(200);
  expect(again.headers()['x-nextjs-cache']).toBe('HIT');
  expect(again.headers()['cache-control']).toBe(cacheControl);
});

test('a selection of more than three values is rendered for its request and stored nowhere', async ({ request }) => {
  const query = '/media-library?topic=surgical_procedure,webinar&product=mitral,aortic';
  const response = await request.get(query);
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toMatch(/no-store|private/);
  expect(await response.text()).toContain('Surgical procedure');
});

test('search: the header link leads to a results page rendered on the server', async ({ page }) => {
  await page.goto('/about');
  await page.getByRole('banner').getByRole('link', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/search$/);
  await expect(page.getByRole('status')).toHaveText('Type a device, a topic or a reference code.');
  const form = page.getByRole('search');
  await form.getByRole('searchbox', { name: 'Search' }).fill('Perceval');
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/search\?q=Perceval$/);
  await expect(page.getByRole('status')).toHaveText(/^\d+ results$/);
  await expect(page.getByRole('link', { name: /^Perceval Perceval is/ }).first()).toHaveAttribute(
    'href',
    /\/devices\/aortic\/(US\/)?perceval$/,
  );
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});

test('search: an empty, blank or over-long term shows the form and asks for a word, never an error', async ({
  page,
}) => {
  for (const q of ['', '%20%20', 'x'.repeat(500)]) {
    const response = await page.goto(`/search?q=${q}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('status')).toHaveText('Type a device, a topic or a reference code.');
    await expect(page.getByRole('search').getByRole('searchbox')).toBeVisible();
  }
  // A term no page has, or one that is not even well-formed percent-encoding, is searched and finds nothing.
  for (const q of ['qwertyuiop', '%E0%A4%A']) {
    const response = await page.goto(`/search?q=${q}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('status')).toHaveText('No results found');
  }
});

test('every section of a device page is in the HTML and read by its anchor', async ({ page }) => {
  const sections = ['Features', 'Performance', 'References', 'Brochures', 'Safety information'];
  await page.goto('/devices/aortic/solo-smart');
  const menu = page.getByRole('navigation', { name: /sections/i });
  await expect(menu.getByRole('listitem').getByRole('link')).toHaveText(sections.map((name) => new RegExp(`^${name}`)));
  await expect(page.getByRole('heading', { name: 'Features', level: 2 })).toBeAttached();
  for (const name of sections) {
    await menu.getByRole('link', { name: new RegExp(`^${name}`) }).click();
    const id = new URL(page.url()).hash.slice(1);
    expect(id).not.toBe('');
    const section = page.locator(`section#${id}`);
    await expect(section).toBeVisible();
    await expect(section.getByRole('heading', { name, level: 2 })).toBeAttached();
    // Only the linked section of the menu's sections is shown (the page has other sections, the follow box).
    const ids = await menu
      .getByRole('listitem')
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).hash.slice(1)));
    expect(ids).toHaveLength(sections.length);
    const shown = await Promise.all(ids.map((other) => page.locator(`section[id="${other}"]`).isVisible()));
    expect(shown.filter(Boolean)).toHaveLength(1);
  }
  await page.goto('/devices/aortic/solo-smart#safety');
  await expect(page.locator('section#safety')).toContainText('0123');
});

test('the patient chapters are in the HTML and read by their anchors, in both topics', async ({ page }) => {
  const [aortic, mitral] = awarenessTopicsIn('en');
  await page.goto('/patients-and-caregivers/en');
  await expect(page.getByRole('heading', { name: aortic!.chapters[0]!.title, level: 2 })).toBeVisible();
  for (const topic of [aortic!, mitral!]) {
    await page
      .getByRole('navigation', { name: 'Choose a topic' })
      .getByRole('link', { name: topic.topic === 'aortic' ? 'Aortic valve' : 'Mitral valve' })
      .click();
    for (const chapter of topic.chapters) {
      await page
        .getByRole('navigation', { name: /chapters/i })
        .filter({ visible: true })
        .getByRole('link', { name: chapter.title, exact: true })
        .click();
      await expect(page).toHaveURL(new RegExp(`#${topic.topic}-${chapter.slug}$`));
      await expect(page.locator(`section#${topic.topic}-${chapter.slug}`)).toBeVisible();
      await expect(page.getByRole('heading', { name: chapter.title, level: 2, exact: true })).toBeVisible();
    }
  }
});
