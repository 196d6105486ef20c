import { TextDecoder, TextEncoder } from 'node:util';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { render, screen, within } from '@testing-library/react';
import { actAs, actorOf, createMember } from '@/tests/staff-fixtures';

// The database's drivers need these; jsdom (for rendering the page) lacks them.
Object.assign(globalThis, { TextEncoder, TextDecoder });
process.env.UPLOAD_DIR = mkdtempSync(join(tmpdir(), 'notice-new-page-test-'));

jest.mock('@/lib/server/staff/guard', () => jest.requireActual('@/tests/staff-fixtures').staffGuard);
jest.mock('../actions', () => ({ createNoticeAction: jest.fn() }));

/* eslint-disable @typescript-eslint/no-require-imports -- loaded after the globals above */
const { getDb } = require('@/lib/server/db') as typeof import('@/lib/server/db');
const { createNoticeDraft, rejectNotice } =
  require('@/lib/server/safety-notices/admin') as typeof import('@/lib/server/safety-notices/admin');
const NewNoticePage = (require('./page') as typeof import('./page')).default;
/* eslint-enable @typescript-eslint/no-require-imports */

test('a correction opens with the rejected draft’s values and its reason, for its author only', async () => {
  const author = await createMember('new-page-author@example.com');
  const reviewer = await createMember('new-page-reviewer@example.com');
  const devices = [1, 2, 3, 4].map((n) => ({
    deviceKey: 'ww/perceval',
    udiDi: null,
    ranges: [{ kind: 'lot' as const, first: `L${n}0`, last: `L${n}9` }],
  }));
  const id = await createNoticeDraft(
    await getDb(),
    actorOf(author),
    { reference: 'FSN-NEW-1', title: 'To correct', summary: 'Test.', issuedOn: '2026-04-01', countries: ['IT', 'FR'] },
    devices,
    [],
  );
  await rejectNotice(await getDb(), reviewer, actorOf(reviewer), id, 'Lot L40 is not affected.');
  const show = async () => render(await NewNoticePage({ searchParams: Promise.resolve({ corrects: id }) }));

  actAs(author);
  await show();
  // By id: label queries over the page's 250 country boxes take seconds each in jsdom.
  const field = (id: string) => document.getElementById(id);
  const form = field('notice-reference')!.closest('form')!;
  expect(form).toHaveAttribute('aria-label', 'Correct FSN-NEW-1');
  expect(document.querySelector('h1')).toHaveTextContent('Correct FSN-NEW-1');
  expect(field('notice-reference')).toHaveValue('FSN-NEW-1');
  expect(field('notice-title')).toHaveValue('To correct');
  expect(field('notice-countries-FR')).toBeChecked();
  expect(field('notice-countries-DE')).not.toBeChecked();
  // Four devices: four rows, each with its ranges.
  expect(within(form).getByText('Device 4 (optional)')).toBeInTheDocument();
  const ranges = [1, 2, 3, 4].map((row) => (field(`notice-ranges_${row}`) as HTMLTextAreaElement).value);
  expect(ranges.sort()).toEqual(['lot L10 to L19', 'lot L20 to L29', 'lot L30 to L39', 'lot L40 to L49']);
  expect(screen.getByText('Lot L40 is not affected.')).toBeInTheDocument();
  document.body.innerHTML = '';

  actAs(reviewer);
  await show();
  expect(document.querySelector('h1')).toHaveTextContent('New safety notice');
  expect(document.getElementById('notice-reference')).toHaveValue('');
  expect(document.getElementById('notice-countries-FR')).not.toBeChecked();
  expect(document.querySelector('input[name="corrects"]')).toBeNull();
});
