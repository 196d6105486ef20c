import { randomBytes } from 'node:crypto';
import { expect, test } from './fixtures';
import { followStatus, lastMailTo, linkIn, mailsTo } from './follow-helpers';

/**
 * Following a device (issue 38 item 19): the follow box of the device page, the confirmation link read from the
 * outbox (a GET only shows a button), the confirmation, and the one-click unsubscribe.
 */
const run = randomBytes(4).toString('hex');
const email = `follower-${run}@example.com`;

test.use({ extraHTTPHeaders: { 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 200) + 20}` } });

test('subscribe from the device page, confirm by the mailed link, then unsubscribe with one click', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.goto('/devices/aortic/perceval');
  const box = page.getByRole('region', { name: 'Follow Perceval' });
  await expect(box.getByRole('link', { name: 'Atom feed of Perceval' })).toHaveAttribute(
    'href',
    '/api/follow/feed/ww/perceval.xml',
  );
  await box.getByLabel('Email').fill(email);
  await box.getByRole('checkbox').check();
  await box.getByRole('button', { name: 'Follow by e-mail' }).click();
  await expect(box.getByRole('status')).toContainText('Please check your mail');
  expect(followStatus(email)).toEqual(['pending']);
  expect(mailsTo(email)).toBe(1);

  // The link only shows a button: a mail scanner opening it confirms nothing.
  const confirm = linkIn(lastMailTo(email, 'follow-confirm')!.body, '/follow/confirm');
  await page.goto(confirm);
  expect(followStatus(email)).toEqual(['pending']);
  await page.getByRole('button', { name: 'Confirm: follow Perceval' }).click();
  await expect(page.getByRole('status')).toHaveText('Confirmed: you now follow Perceval.');
  expect(followStatus(email)).toEqual(['confirmed']);

  // Used: the same link now says so.
  await page.goto(confirm);
  await expect(page.getByRole('alert').filter({ hasText: 'unknown' })).toContainText(
    'unknown, already used or expired',
  );

  // Asking again answers the same on the page; the mailbox gets a note with the unsubscribe link.
  await page.goto('/devices/aortic/perceval');
  await box.getByLabel('Email').fill(email);
  await box.getByRole('checkbox').check();
  await box.getByRole('button', { name: 'Follow by e-mail' }).click();
  await expect(box.getByRole('status')).toContainText('Please check your mail');
  const note = lastMailTo(email, 'follow-already')!;
  expect(note.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

  await page.goto(linkIn(note.body, '/follow/unsubscribe'));
  await page.getByRole('button', { name: 'Stop following Perceval' }).click();
  await expect(page.getByRole('status')).toContainText('you no longer follow Perceval');
  expect(followStatus(email)).toEqual([]);

  // The one-click address of the header: the follow is gone, so it is unknown now.
  const oneClick = note.headers['List-Unsubscribe']!.slice(1, -1).replace(/^https?:\/\/[^/]+/, '');
  const answer = await request.post(oneClick, { form: { 'List-Unsubscribe': 'One-Click' } });
  expect(answer.status()).toBe(404);
});

test("a device's Atom feed is served and cacheable; an unknown device is a 404 not cached", async ({ request }) => {
  const feed = await request.get('/api/follow/feed/ww/perceval.xml');
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toContain('application/atom+xml');
  expect(feed.headers()['cache-control']).toContain('public');
  expect(await feed.text()).toContain('<title>Perceval: documents and safety notices</title>');
  const missing = await request.get('/api/follow/feed/ww/no-such-valve.xml');
  expect(missing.status()).toBe(404);
  expect(missing.headers()['cache-control']).toBe('no-store');
});
