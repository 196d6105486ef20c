/** @jest-environment node */
import { getDb } from '@/lib/server/db';
import { insertLead } from '@/lib/server/leads/repository';
import { parseLeadQuery } from '@/lib/leads/inbox';
import { leadsForExport, listLeadPage } from './inbox-query';

const base = { topic: null, email: 'x@example.com', country: 'Italy', organisation: null };
const at = (day: number) => new Date(Date.UTC(2025, 0, day, 12));

beforeAll(async () => {
  const db = await getDb();
  await insertLead(
    db,
    {
      ...base,
      form: 'contact',
      topic: 'privacy',
      firstName: 'Anna',
      lastName: 'Zeta',
      message: 'About 100% of my_data',
    },
    at(1),
  );
  await insertLead(
    db,
    {
      ...base,
      form: 'contact',
      topic: 'general',
      firstName: 'Bea',
      lastName: 'Alpha',
      country: 'France',
      message: 'Hello',
    },
    at(2),
  );
  await insertLead(
    db,
    { ...base, form: 'grant', firstName: 'Carl', lastName: 'Mu', message: 'Grant for a study' },
    at(3),
  );
});

const list = async (query: string) =>
  (await listLeadPage(await getDb(), parseLeadQuery(new URLSearchParams(query)))).rows.map((row) => row.name);

test('newest first by default; every sort in both directions', async () => {
  expect(await list('')).toEqual(['Carl Mu', 'Bea Alpha', 'Anna Zeta']);
  expect(await list('sort=name&dir=asc')).toEqual(['Bea Alpha', 'Carl Mu', 'Anna Zeta']);
  expect(await list('sort=form&dir=desc')).toEqual(['Carl Mu', 'Bea Alpha', 'Anna Zeta']);
  expect(await list('sort=date&dir=asc')).toEqual(['Anna Zeta', 'Bea Alpha', 'Carl Mu']);
});

test('filters combine: form, topic, country, dates, words (wildcards taken literally)', async () => {
  expect(await list('form=contact')).toEqual(['Bea Alpha', 'Anna Zeta']);
  expect(await list('form=contact&topic=privacy')).toEqual(['Anna Zeta']);
  expect(await list('country=France')).toEqual(['Bea Alpha']);
  expect(await list('from=2025-01-02&to=2025-01-02')).toEqual(['Bea Alpha']);
  expect(await list('q=GRANT+study')).toEqual(['Carl Mu']);
  expect(await list('q=100%25')).toEqual(['Anna Zeta']);
  expect(await list('q=a_out')).toEqual([]); // '_' would match 'about' as a wildcard
  expect(await list('q=%25')).toEqual(['Anna Zeta']);
  expect(await list('status=done')).toEqual([]);
});

test('a malformed query is ignored, not an error', async () => {
  expect(parseLeadQuery(new URLSearchParams('form=nope&status=x&from=2025-13-40&sort=drop&dir=up&page=-3'))).toEqual({
    sort: 'date',
    dir: 'desc',
    page: 1,
  });
  expect(await list('form=nope')).toHaveLength(3);
});

test('the export reads keyset pages that together hold every row once, in the sort', async () => {
  const pages = [];
  for await (const page of leadsForExport(await getDb(), parseLeadQuery(new URLSearchParams('sort=name&dir=asc')), 2))
    pages.push(page.map((row) => row.last_name));
  expect(pages).toEqual([['Alpha', 'Mu'], ['Zeta']]);
});
