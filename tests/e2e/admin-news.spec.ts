import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { parseFeed } from '@rowanmanning/feed-parser';
import { expectAccessible } from './axe';
import { expectRefused, signIn, signInAs, staffAdd } from './staff-session';

/**
 * News and press in the back office, end to end: an editor writes a draft (bad input refused with clear
 * messages and nothing stored), previews it, publishes it (the public pages show it on the next request, no
 * redeploy), unpublishes and deletes it; a sales member is refused. Staff come from the staff:add CLI, as in
 * admin-staff.spec.ts.
 */
// Each journey runs axe at three widths on several pages, which takes longer than the default 30 s on a busy machine.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const run = randomBytes(4).toString('hex');
const editor = { email: `news-editor-${run}@example.com`, name: 'Nora Editor' };
const sales = { email: `news-sales-${run}@example.com`, name: 'Sam Sales' };
const title = `Corcym joins the regional surgery meeting ${run}`;
const slug = `regional-surgery-meeting-${run}`;
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
let itemId = 0;

async function matching(page: Page, search: string) {
  await page.goto(`/admin/news?q=${encodeURIComponent(search)}`);
  return page
    .getByRole('status')
    .filter({ hasText: /match|page \d+ of/ })
    .innerText();
}

test.beforeAll(() => {
  staffAdd(editor.email, editor.name, 'editor');
  staffAdd(sales.email, sales.name, 'sales');
});

test('a sales member does not see News and press and is refused its pages and actions', async ({ page, request }) => {
  await signInAs(page, sales.email, '/admin');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(
    page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'News and press' }),
  ).toHaveCount(0);
  for (const path of ['/admin/news', '/admin/news/new', '/admin/news/1', '/admin/news/1/preview']) {
    await expectRefused(page, path, 'News and press');
  }
  const cookies = (await page.context().cookies()).map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
  expect((await request.get('/api/admin/news/image/1', { headers: { cookie: cookies } })).status()).toBe(403);
  expect((await request.get('/api/admin/news/image/1')).status()).toBe(401);
});

test('an editor: bad input gets clear messages and stores nothing', async ({ page }) => {
  await signIn(page, editor.email, '/admin/news');
  await expect(page).toHaveURL(/\/admin\/news$/);
  await expect(
    page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'News and press' }),
  ).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Write a news item or press release' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('New news item or press release');
  await expectAccessible(page);
  const save = page.getByRole('button', { name: 'Save as draft' });

  // Empty form.
  await save.click();
  await expect(page.locator('#news-title-error')).toHaveText('Enter a title.');
  await expect(page.locator('#news-description-error')).toHaveText('Enter a short summary.');
  await expect(page.locator('#news-body-error')).toHaveText('Write the text of the item.');
  await expect(page.getByText('Nothing was saved.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/news\/new$/);

  // An address another item has.
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Address (slug)').fill('growth-financing');
  await page.getByLabel('Summary').fill('Our team meets surgeons at the regional meeting.');
  await page
    .getByLabel('Text (Markdown)')
    .fill('## At the meeting\n\nOur team will be at the **regional** meeting.\n\n<script>alert(1)</script>');
  await expect(
    page.getByRole('region', { name: 'How the text will look' }).getByRole('heading', { name: 'At the meeting' }),
  ).toBeVisible();
  await save.click();
  await expect(page.locator('#news-slug-error')).toContainText('already uses this address');

  // A file that is not an image, named like one.
  await page.getByLabel('Address (slug)').fill(slug);
  await page
    .getByLabel('Picture', { exact: true })
    .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('<svg onload="alert(1)"></svg>') });
  await page.getByLabel('Picture description (alternative text)').fill('Our stand');
  await save.click();
  await expect(page.locator('#news-image-error')).toHaveText('The file is not a JPEG, PNG or WebP image.');

  // A real picture without its description.
  await page
    .getByLabel('Picture', { exact: true })
    .setInputFiles({ name: 'stand.png', mimeType: 'image/png', buffer: png });
  await page.getByLabel('Picture description (alternative text)').fill('');
  await save.click();
  await expect(page.locator('#news-image_alt-error')).toContainText('Describe the image');
  await expect(page).toHaveURL(/\/admin\/news\/new$/);
  // Nothing typed is lost, the chosen picture stays chosen, and focus is on the field to correct (issue 33).
  await expect(page.getByText('Nothing was saved. Please correct the field marked above.')).toBeVisible();
  await expect(page.getByLabel('Picture description (alternative text)')).toBeFocused();
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await expect(page.getByLabel('Address (slug)')).toHaveValue(slug);
  await expect(page.getByLabel('Summary')).toHaveValue('Our team meets surgeons at the regional meeting.');
  await expect(page.getByLabel('Text (Markdown)')).toHaveValue(/## At the meeting/);
  expect(
    await page.getByLabel('Picture', { exact: true }).evaluate((input: HTMLInputElement) => input.files?.length),
  ).toBe(1);
  // The Markdown box is usefully tall on a phone too.
  await page.setViewportSize({ width: 390, height: 844 });
  expect((await page.getByLabel('Text (Markdown)').boundingBox())?.height).toBeGreaterThan(250);
  await page.setViewportSize({ width: 1280, height: 900 });

  expect(await matching(page, run)).toBe('No items match.');
});

test('an editor creates a draft, previews it, publishes it and the public pages show it at once', async ({
  page,
  request,
}) => {
  await signIn(page, editor.email, '/admin/news/new');
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Summary').fill('Our team meets surgeons at the regional meeting.');
  await page.getByLabel('Text (Markdown)').fill('## At the meeting\n\nOur team will be at the **regional** meeting.');
  await page
    .getByLabel('Picture', { exact: true })
    .setInputFiles({ name: 'stand.png', mimeType: 'image/png', buffer: png });
  await page.getByLabel('Picture description (alternative text)').fill('The Corcym stand');
  await page.getByRole('button', { name: 'Save as draft' }).click();
  await expect(page).toHaveURL(/\/admin\/news\/\d+\?notice=created$/);
  itemId = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByRole('heading', { name: 'Status: Draft' })).toBeVisible();
  // No address typed: it was made from the title.
  await expect(page.getByLabel('Address (slug)')).toHaveValue(`corcym-joins-the-regional-surgery-meeting-${run}`);
  await expectAccessible(page);

  // A draft is nowhere in public.
  expect(await (await request.get('/news')).text()).not.toContain(title);
  // Goes home (a fresh build); with E2E_SKIP_BUILD the ISR cache may still hold an earlier run's page for this
  // id, which must not be this draft either.
  const draftDetail = await request.get(`/news-detail/${itemId}`, { maxRedirects: 0 });
  expect(draftDetail.status() === 307 || !(await draftDetail.text()).includes(title)).toBe(true);
  expect((await request.get(`/api/news/image/${itemId}`)).status()).toBe(404);

  await page.getByRole('link', { name: 'Preview' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByRole('heading', { level: 2, name: 'At the meeting' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'The Corcym stand' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Back to editing' }).click();

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('heading', { name: 'Status: Published' })).toBeVisible();

  // The very next public requests show it: no wait for the 5-minute ISR window, no redeploy.
  await page.goto('/news');
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  // Its card shows its picture, and the news feed lists it at its absolute address.
  await expect(
    page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ hasText: title })
      .getByRole('img', { name: 'The Corcym stand' }),
  ).toBeVisible();
  const feed = parseFeed(await (await request.get('/feed.xml')).text());
  expect(feed.items.find((entry) => entry.title === title)?.url).toMatch(
    new RegExp(`^http://127\\.0\\.0\\.1:\\d+/news-detail/${itemId}$`),
  );
  await page.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/news-detail/${itemId}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByRole('img', { name: 'The Corcym stand' })).toBeVisible();
  expect(await page.content()).not.toContain('alert(1)');
  const image = await request.get(`/api/news/image/${itemId}`);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/png');
  expect(await (await request.get('/sitemap.xml')).text()).toContain(`/news-detail/${itemId}</loc>`);
  // Its sharing picture, drawn with its title on first request.
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    new RegExp(`/og/news/${itemId}\\.png$`),
  );
  const preview = await request.get(`/og/news/${itemId}.png`);
  expect(preview.status()).toBe(200);
  expect(preview.headers()['content-type']).toBe('image/png');
  const api = (await (await request.get('/api/news/news')).json()) as { payload: { id: number }[] };
  expect(api.payload.some((item) => item.id === itemId)).toBe(true);
});

test('an editor unpublishes, then deletes and restores; the public site follows', async ({ page, request }) => {
  await signIn(page, editor.email, `/admin/news/${itemId}`);
  await page.getByRole('button', { name: 'Unpublish' }).click();
  await expect(page.getByRole('heading', { name: 'Status: Draft' })).toBeVisible();
  expect(await (await request.get('/news')).text()).not.toContain(title);
  // A detail address that is no longer public goes home, like any unknown address.
  expect((await request.get(`/news-detail/${itemId}`, { maxRedirects: 0 })).status()).toBe(307);
  await page.goto(`/news-detail/${itemId}`);
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/#page-not-found$/);
  expect((await request.get(`/api/news/image/${itemId}`)).status()).toBe(404);
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain(`/news-detail/${itemId}<`);
  expect(await (await request.get('/feed.xml')).text()).not.toContain(title);

  await page.goto(`/admin/news/${itemId}`);

  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/admin\/news\?notice=deleted$/);
  expect(await matching(page, run)).toBe('No items match.');
  await page.goto(`/admin/news?status=deleted&q=${run}`);
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { name: 'Status: Deleted' })).toBeVisible();
  await page.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByRole('heading', { name: 'Status: Draft' })).toBeVisible();
  expect(await (await request.get('/news')).text()).not.toContain(title);
});

test('a published press release enters the search index and the sitemap at once, and leaves them when unpublished', async ({
  page,
  request,
}) => {
  const pressTitle = `Corcym reports on its training programme ${run}`;
  await signIn(page, editor.email, '/admin/news/new');
  await page.getByLabel('Title').fill(pressTitle);
  await page.getByLabel('Type').selectOption('press');
  await page.getByLabel('Summary').fill('A short report on the training programme.');
  await page.getByLabel('Text (Markdown)').fill('The programme continues this year.');
  await page.getByRole('button', { name: 'Save as draft' }).click();
  await expect(page).toHaveURL(/\/admin\/news\/\d+\?notice=created$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  const indexed = async () =>
    ((await (await request.get('/search-index.json')).json()) as { link: string }[]).some(
      (entry) => entry.link === `/press-detail/${id}`,
    );
  const inSitemap = async () =>
    (await (await request.get('/sitemap.xml')).text()).includes(`/press-detail/${id}</loc>`);
  // The filtered list is a page of its own (/news?type=press, rewritten onto /news/[kind]/[page]).
  const inPressList = async () => (await (await request.get('/news?type=press')).text()).includes(pressTitle);
  expect(await indexed()).toBe(false);
  expect(await inPressList()).toBe(false);

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('heading', { name: 'Status: Published' })).toBeVisible();
  expect(await indexed()).toBe(true);
  expect(await inSitemap()).toBe(true);
  expect(await inPressList()).toBe(true);
  await page.goto(`/press-detail/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pressTitle);

  await page.goto(`/admin/news/${id}`);
  await page.getByRole('button', { name: 'Unpublish' }).click();
  await expect(page.getByRole('heading', { name: 'Status: Draft' })).toBeVisible();
  expect(await indexed()).toBe(false);
  expect(await inSitemap()).toBe(false);
  expect(await inPressList()).toBe(false);
});
