import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { freshTotp, signIn, STAFF_PASSWORD, staffAdd } from './staff-session';

/**
 * The device document centre, end to end, on the fictitious samples the e2e server seeds
 * (SEED_SAMPLE_DOCUMENTS=1): the search by name, REF, UDI-DI and a scanned GS1 code; a document, its revisions and
 * their permanent pages; the checksum-verified download; and publishing a revision with two people (the author
 * cannot approve their own upload), after which the earlier revision keeps its address and says it is superseded.
 */
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const run = randomBytes(4).toString('hex');
let address = 0;
const client = () => ({ 'x-forwarded-for': `198.19.${60 + Math.floor(Math.random() * 20)}.${++address}` });

async function found(page: Page, q: string) {
  await page.goto(`/eifu?q=${encodeURIComponent(q)}`);
  return page.getByRole('list', { name: 'Documents found' }).getByRole('heading').allInnerTexts();
}

test('search by device name, REF, UDI-DI and a scanned GS1 code finds the device’s documents', async ({ page }) => {
  await page.setExtraHTTPHeaders(client());
  expect(await found(page, 'Memo 4D')).toEqual([expect.stringContaining('Sample instructions for use: Memo 4D')]);
  expect(await found(page, 'SAMPLE-REF-0003')).toEqual([
    expect.stringContaining('Sample instructions for use: Perceval, US edition'),
  ]);
  const perceval = await found(page, '09520000000011');
  expect(perceval).toHaveLength(3);
  expect(perceval.every((title) => /Sample, fictitious/.test(title))).toBe(true);
  // What a scanner types into the box: DataMatrix prefix, GTIN, expiry, lot, GS, serial.
  expect(await found(page, ']d2010952000000002817281231' + '10LOT7\x1d21SN42')).toEqual([
    expect.stringContaining('Memo 4D'),
  ]);
  await expect(page.getByText('Read from the code: UDI-DI 09520000000028, lot LOT7, serial SN42')).toBeVisible();
  await expect(page.getByLabel('Device, REF, UDI-DI or document code')).toHaveValue(/0109520000000028/);

  // Filters live in the address, so a result can be shared.
  await page.goto('/eifu?q=perceval&lang=de&kind=ifu');
  expect(await page.getByRole('list', { name: 'Documents found' }).getByRole('heading').allInnerTexts()).toEqual([
    expect.stringContaining('Beispiel-Gebrauchsanweisung'),
  ]);
  await expect(page.getByLabel('Language')).toHaveValue('de');

  await page.goto('/eifu?q=09520000000012');
  await expect(page.getByRole('status').filter({ hasText: 'check digit' })).toContainText('should be 1');
  await expect(page.getByRole('list', { name: 'Documents found' })).toHaveCount(0);
  await expectAccessible(page);
});

test('a document shows its current revision, checksum and history; each revision has a permanent page', async ({
  page,
  request,
}) => {
  await page.setExtraHTTPHeaders(client());
  await page.goto('/eifu/sample-ifu-perceval-en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Sample instructions for use: Perceval (fictitious)',
  );
  await expect(page.getByText(/Sample, fictitious: this document/)).toBeVisible();
  const current = page.getByRole('region', { name: 'Current revision' });
  // The date once, as words (its ISO form is the time element's value); the checksum folded away until asked for.
  await expect(current.getByText('15 September 2025', { exact: true })).toHaveAttribute('datetime', '2025-09-15');
  await expect(current.getByText(/^[0-9a-f]{64}$/)).toBeHidden();
  await current.getByText('Checksum (SHA-256)').click();
  await expect(current.getByText(/^[0-9a-f]{64}$/)).toBeVisible();
  await expect(current.getByRole('link', { name: 'Download revision B (PDF)' })).toHaveAttribute(
    'href',
    '/eifu/sample-ifu-perceval-en/B/file',
  );
  // The IFU's own page carries the paper-copy form (Implementing Regulation (EU) 2021/2226, Art. 5(3) and 6).
  const paperCopy = page.getByRole('region', { name: 'Request a paper copy' });
  await expect(paperCopy.getByRole('button', { name: /Request/ })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: /Revision A, issued/ }).click();
  await expect(page).toHaveURL(/\/eifu\/sample-ifu-perceval-en\/A$/);
  await expect(page.getByText('Is this the latest revision? No')).toBeVisible();
  // A revision page links to the form's own page.
  await expect(page.getByRole('link', { name: 'Request a paper copy' })).toHaveAttribute(
    'href',
    '/eifu/sample-ifu-perceval-en/paper-copy',
  );
  await page.getByRole('link', { name: /revision B of 15 September 2025/ }).click();
  await expect(page).toHaveURL(/\/eifu\/sample-ifu-perceval-en\/B$/);
  await expect(page.getByText('Is this the latest revision? Yes')).toBeVisible();
  await expectAccessible(page);

  const sscp = await page.goto('/eifu/sample-sscp-perceval');
  expect(sscp?.status()).toBe(200);
  await expect(page.getByRole('link', { name: 'Search EUDAMED for Basic UDI-DI SAMPLE-BUDI-0001' })).toBeVisible();

  const pdf = await request.get('/eifu/sample-ifu-perceval-en/B/file', { headers: client() });
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect(pdf.headers()['content-disposition']).toContain('sample-ifu-perceval-en_rev-B.pdf');
  expect(pdf.headers()['cache-control']).toContain('immutable');
  const body = (await pdf.body()).toString('latin1');
  expect(body.startsWith('%PDF-')).toBe(true);
  expect(body).toContain('SAMPLE - not for clinical use');

  expect((await request.get('/eifu/no-such-document', { headers: client() })).status()).toBe(404);
  expect((await request.get('/eifu/sample-ifu-perceval-en/Z', { headers: client() })).status()).toBe(404);
});

test('a stored file that no longer matches its checksum is refused, never served', async ({ request }) => {
  // The e2e server keeps uploads in data/uploads (UPLOAD_DIR unset); the German sample's file is tampered with.
  const file = join(process.env.UPLOAD_DIR || 'data/uploads', 'documents/sample-sample-ifu-perceval-de-a.pdf');
  const original = readFileSync(file);
  try {
    writeFileSync(file, Buffer.concat([original, Buffer.from('\n% changed\n')]));
    const refused = await request.get('/eifu/sample-ifu-perceval-de/A/file', { headers: client() });
    expect(refused.status()).toBe(409);
    expect(refused.headers()['content-type']).toContain('text/html');
    expect(refused.headers()['cache-control']).toBe('no-store');
    expect(await refused.text()).toContain('does not match the checksum');
  } finally {
    writeFileSync(file, original);
  }
  expect((await request.get('/eifu/sample-ifu-perceval-de/A/file', { headers: client() })).status()).toBe(200);
});

test('publishing takes two people; the earlier revision keeps its address and says it is superseded', async ({
  browser,
}) => {
  const author = { email: `ra-author-${run}@example.com`, secret: '' };
  const approver = { email: `ra-approver-${run}@example.com`, secret: '' };
  author.secret = staffAdd(author.email, 'Rita Author', 'regulatory');
  approver.secret = staffAdd(approver.email, 'Ray Approver', 'regulatory');
  const revision = `R${run}`.toUpperCase();

  const signInWithTotp = async (page: Page, member: { email: string; secret: string }) => {
    await page.setExtraHTTPHeaders(client());
    await signIn(page, member.email, '/admin/documents');
    await expect(page).toHaveURL(/\/admin\/two-factor/);
    const confirm = page.getByRole('region', { name: 'Confirm the authenticator you were given' });
    await confirm.getByLabel('6-digit code').fill(await freshTotp(member.secret));
    await confirm.getByRole('button', { name: 'Confirm authenticator' }).click();
    await expect(page).toHaveURL(/\/admin(\/documents)?$/);
    await page.goto('/admin/documents');
  };

  const authorPage = await (await browser.newContext()).newPage();
  await signInWithTotp(authorPage, author);
  // The tables name each device and its market, never the internal key (issue 38.17).
  await expect(
    authorPage.getByRole('table', { name: 'Documents, by code' }).getByRole('row', { name: /sample-ifu-memo4d-en/ }),
  ).toContainText(/Memo 4D\S* \(worldwide\)/);
  await expect(authorPage.getByRole('main')).not.toContainText('ww/memo4d');
  await authorPage.getByRole('link', { name: 'sample-ifu-memo4d-en' }).click();
  await expect(authorPage.getByRole('heading', { level: 1 })).toContainText('Memo 4D');
  const upload = authorPage.getByRole('region', { name: 'Upload a new revision' });
  // A file that is not a PDF is refused, and what was typed stays.
  await upload.getByLabel('Revision identifier').fill(revision);
  await upload.getByLabel('Date of issue').fill('2026-10-01');
  await upload
    .getByLabel('PDF')
    .setInputFiles({ name: 'x.pdf', mimeType: 'application/pdf', buffer: Buffer.from('not a pdf') });
  await upload.getByRole('button', { name: 'Upload as draft' }).click();
  await expect(upload.getByText('The file is not a PDF.').first()).toBeVisible();
  await expect(upload.getByLabel('Revision identifier')).toHaveValue(revision);
  const pdf = readFileSync(
    join(process.env.UPLOAD_DIR || 'data/uploads', 'documents/sample-sample-ifu-memo4d-en-a.pdf'),
  );
  // The same file as the published revision A is named, and refused.
  await upload.getByLabel('PDF').setInputFiles({ name: 'memo.pdf', mimeType: 'application/pdf', buffer: pdf });
  await upload.getByRole('button', { name: 'Upload as draft' }).click();
  await expect(upload.getByText(/This file is identical to revision A published on/).first()).toBeVisible();
  await expect(upload.getByText('You chose memo.pdf')).toBeVisible();
  // A date of issue in the future is refused on its field.
  await upload.getByLabel('Date of issue').fill('2099-01-01');
  const changed = Buffer.concat([pdf, Buffer.from(`\n% e2e revision ${revision}\n`)]);
  await upload.getByLabel('PDF').setInputFiles({ name: 'memo-new.pdf', mimeType: 'application/pdf', buffer: changed });
  await upload.getByRole('button', { name: 'Upload as draft' }).click();
  await expect(upload.getByText(/is in the future/).first()).toBeVisible();
  await expect(upload.getByLabel('Revision identifier')).toHaveValue(revision);
  await upload.getByLabel('Date of issue').fill('2026-10-01');
  await upload.getByRole('button', { name: 'Upload as draft' }).click();
  await expect(upload.getByText(`Draft revision ${revision} uploaded`)).toBeVisible();

  // The author gets no approve form on their own upload.
  await authorPage.reload();
  const draft = authorPage.getByRole('region', { name: `Draft revision ${revision}` });
  await expect(draft.getByText('a different colleague has to approve it').first()).toBeVisible();
  await expect(draft.getByLabel('Your password')).toHaveCount(0);
  const publicPage = await (await browser.newContext()).newPage();
  await publicPage.goto(`/eifu/sample-ifu-memo4d-en/${revision}`);
  await expect(publicPage.getByRole('heading', { level: 1 })).not.toContainText(revision);

  const approverPage = await (await browser.newContext()).newPage();
  await signInWithTotp(approverPage, approver);
  await approverPage.getByRole('link', { name: 'sample-ifu-memo4d-en' }).click();
  const pending = approverPage.getByRole('region', { name: `Draft revision ${revision}` });
  // The approver reads the draft and what changed before the password field.
  const preview = await approverPage.request.get(
    (await pending.getByRole('link', { name: /Read the draft PDF/ }).getAttribute('href'))!,
  );
  expect(preview.status()).toBe(200);
  expect(preview.headers()['content-disposition']).toMatch(/^inline; filename=/);
  expect(Buffer.from(await preview.body()).equals(changed)).toBe(true);
  await expect(pending.getByRole('row', { name: /^Date of issue/ })).toContainText('2026-10-01');
  // Enter in the password field alone does not approve.
  await pending.getByLabel('Your password').fill(STAFF_PASSWORD);
  await pending.getByLabel('Your password').press('Enter');
  await expect(pending.getByText('Nothing was saved. Please correct the marked fields.')).toBeFocused();
  await pending.getByLabel(/I have read the draft PDF/).check();
  await pending.getByLabel('Your password').fill('not my password at all');
  await pending.getByRole('button', { name: `Approve and publish revision ${revision}` }).click();
  await expect(pending.getByText('That is not your password').first()).toBeVisible();
  await pending.getByLabel('Your password').fill(STAFF_PASSWORD);
  await pending.getByRole('button', { name: `Approve and publish revision ${revision}` }).click();
  await expect(approverPage.getByText(`Revision ${revision} is published`)).toBeFocused();
  await expectAccessible(approverPage);

  // At once, without waiting for the regeneration window: the earlier revision is superseded, at the same address.
  await publicPage.goto('/eifu/sample-ifu-memo4d-en/A');
  await expect(publicPage.getByText('Is this the latest revision? No')).toBeVisible();
  await expect(
    publicPage.getByRole('link', { name: new RegExp(`revision ${revision} of 1 October 2026`) }),
  ).toBeVisible();
  await publicPage.goto('/eifu/sample-ifu-memo4d-en');
  await expect(publicPage.getByRole('region', { name: 'Current revision' })).toContainText(revision);
  // The device page, generated ahead, shows the new current IFU revision.
  await publicPage.getByRole('link', { name: 'Memo 4D (worldwide)' }).click();
  await expect(publicPage.getByText(`Current instructions for use: revision ${revision}, issued`)).toBeAttached();
});
