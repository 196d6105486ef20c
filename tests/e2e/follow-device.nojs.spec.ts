import { randomBytes } from 'node:crypto';
import { expect, test } from './fixtures';
import { followStatus, mailsTo } from './follow-helpers';

/** The follow form of /follow without JavaScript: messages under the fields, values kept, then the answer. */
const run = randomBytes(4).toString('hex');
const email = `nojs-follower-${run}@example.com`;

test.use({ extraHTTPHeaders: { 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 200) + 20}` } });

test('without JavaScript, a refused post says why and stores nothing; a good one asks to check the mail', async ({
  page,
}) => {
  await page.goto('/follow');
  const box = page.getByRole('region', { name: 'Follow by e-mail' });
  await box.getByLabel('Email').fill(email);
  await box.getByRole('button', { name: 'Follow by e-mail' }).click();
  await expect(box.getByText('Please choose a device from the list.')).toBeVisible();
  await expect(box.getByText('Please tick this box.')).toBeVisible();
  await expect(box.getByLabel('Email')).toHaveValue(email);
  expect(followStatus(email)).toEqual([]);
  expect(mailsTo(email)).toBe(0);

  await box.getByLabel('Device', { exact: true }).selectOption({ label: 'Perceval Plus' });
  await box.getByRole('checkbox').check();
  await box.getByRole('button', { name: 'Follow by e-mail' }).click();
  await expect(box.getByRole('status')).toContainText('Please check your mail');
  expect(followStatus(email)).toEqual(['pending']);
  expect(mailsTo(email)).toBe(1);
});
