/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { contentFromFile, controlledKeys, fileFromContent } from './content';
import { validateVersion } from './validate';

const read = (key: string) => contentFromFile(readFileSync(`content/${key}.md`, 'utf8'), key);

test('content/ holds the 39 device editions and the legal pages, and each passes as it is', () => {
  const keys = controlledKeys();
  expect(keys.filter((key) => key.startsWith('devices/'))).toHaveLength(39);
  expect(keys.filter((key) => key.startsWith('pages/legal/')).length).toBeGreaterThan(5);
  for (const key of keys) expect([key, validateVersion(key, read(key))]).toEqual([key, { ok: true }]);
});

test('a version converts back to the same file content', () => {
  const content = read('devices/aortic/perceval.us');
  expect(contentFromFile(fileFromContent(content), 'x')).toEqual(content);
});

test('a US edition with a CE mark, or without its Important Safety Information, is refused', () => {
  const us = read('devices/aortic/perceval.us');
  const safety = us.frontMatter.safety as Record<string, unknown>;
  const marked = { ...us, frontMatter: { ...us.frontMatter, safety: { ...safety, ceMark: '0123' } } };
  expect(validateVersion('devices/aortic/perceval.us', marked)).toEqual({
    ok: false,
    problems: ['a US edition carries no CE mark (remove safety.ceMark)'],
  });
  const withoutIsi = { ...us, body: us.body.split('# Important Safety Information')[0]! };
  expect(validateVersion('devices/aortic/perceval.us', withoutIsi)).toMatchObject({
    ok: false,
    problems: ['a US edition needs its "# Important Safety Information" section'],
  });
});

test('a device edition without its safety section, a misspelt field, a broken link or placeholder copy is refused', () => {
  const ww = read('devices/aortic/perceval');
  const noSafety = { ...ww, body: ww.body.replace(/# Safety[\s\S]*$/, '') };
  expect(validateVersion('devices/aortic/perceval', noSafety)).toMatchObject({
    ok: false,
    problems: [expect.stringContaining('the section "# Safety" is missing')],
  });
  const misspelt = { ...ww, frontMatter: { ...ww.frontMatter, sumary: 'x' } };
  expect(validateVersion('devices/aortic/perceval', misspelt)).toMatchObject({
    ok: false,
    problems: [expect.stringContaining('sumary: no such field here')],
  });
  const linked = { ...ww, body: ww.body.replace('# Safety', 'See [the page](/no-such-page).\n\n# Safety') };
  expect(validateVersion('devices/aortic/perceval', linked)).toMatchObject({
    ok: false,
    problems: ['the link "/no-such-page" is not a page of this site'],
  });
  const placeholder = { ...ww, frontMatter: { ...ww.frontMatter, claims: ['Lorem ipsum dolor', 'Second claim'] } };
  expect(validateVersion('devices/aortic/perceval', placeholder)).toMatchObject({
    ok: false,
    problems: ['the text contains placeholder copy'],
  });
});

test('a legal page is checked by the page schema, and a US edition against the worldwide version it is read with', () => {
  const terms = read('pages/legal/terms');
  expect(
    validateVersion('pages/legal/terms', { ...terms, frontMatter: { ...terms.frontMatter, title: '' } }),
  ).toMatchObject({
    ok: false,
    problems: [expect.stringContaining('title: must not be empty')],
  });
  expect(validateVersion('pages/legal/no-such-page', terms)).toMatchObject({ ok: false });
  // The worldwide Perceval as the database holds it (here: with a CE mark the US edition would inherit if it had none).
  const ww = read('devices/aortic/perceval');
  const current = new Map([
    ['devices/aortic/perceval', { ...ww, frontMatter: { ...ww.frontMatter, slug: 'perceval' } }],
  ]);
  expect(validateVersion('devices/aortic/perceval.us', read('devices/aortic/perceval.us'), current)).toEqual({
    ok: true,
  });
  expect(validateVersion('devices/other/x', terms)).toMatchObject({ ok: false });
});
