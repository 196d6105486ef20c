/** @jest-environment node */
import { canonicalise, canonicalJson, intact } from './canonical';
import { nextState } from './state';

test('the canonical hash does not depend on key order or line endings, and changes with any content', () => {
  const a = canonicalise({
    frontMatter: { slug: 'x', name: 'X', safety: { b: 1, a: [2, { z: 1, y: 2 }] } },
    body: '# Safety\n\nText\n',
  });
  const b = canonicalise({
    body: '# Safety\r\n\r\nText\r\n',
    frontMatter: { safety: { a: [2, { y: 2, z: 1 }], b: 1 }, name: 'X', slug: 'x' },
  });
  expect(b).toEqual(a);
  expect(a.json).toBe(
    '{"body":"# Safety\\n\\nText\\n","frontMatter":{"name":"X","safety":{"a":[2,{"y":2,"z":1}],"b":1},"slug":"x"}}',
  );
  expect(a.sha256).toMatch(/^[0-9a-f]{64}$/);
  // Array order is content (claims, references are numbered by it); so is every character.
  expect(canonicalise({ list: [1, 2] }).sha256).not.toBe(canonicalise({ list: [2, 1] }).sha256);
  expect(canonicalise({ body: 'Text.' }).sha256).not.toBe(canonicalise({ body: 'Text!' }).sha256);
});

test('stored text is intact only while it is canonical and gives its hash', () => {
  const { json, sha256 } = canonicalise({ b: 1, a: 'x' });
  expect(intact(json, sha256)).toBe(true);
  expect(intact(json.replace('"x"', '"y"'), sha256)).toBe(false);
  expect(intact('{"b":1,"a":"x"}', sha256)).toBe(false); // same data, not canonical: not what was hashed
  expect(intact('not json', sha256)).toBe(false);
  expect(canonicalJson({ a: undefined, b: null })).toBe('{"b":null}');
});

test('the state machine allows the permitted order of steps only', () => {
  expect(nextState('draft', 'submit')).toEqual({ ok: true, state: 'in_review' });
  expect(nextState('in_review', 'approve')).toEqual({ ok: true, state: 'approved' });
  expect(nextState('approved', 'schedule')).toEqual({ ok: true, state: 'scheduled' });
  expect(nextState('approved', 'publish')).toEqual({ ok: true, state: 'effective' });
  expect(nextState('scheduled', 'publish')).toEqual({ ok: true, state: 'effective' });
  expect(nextState('effective', 'supersede')).toEqual({ ok: true, state: 'superseded' });
  expect(nextState('effective', 'expire')).toEqual({ ok: true, state: 'expired' });
  expect(nextState('effective', 'withdraw')).toEqual({ ok: true, state: 'withdrawn' });
  // No skipping review, no publishing a draft, no second life for a final state.
  expect(nextState('draft', 'publish')).toMatchObject({ ok: false });
  expect(nextState('draft', 'approve')).toMatchObject({ ok: false });
  expect(nextState('in_review', 'publish')).toMatchObject({ ok: false });
  expect(nextState('in_review', 'schedule')).toMatchObject({ ok: false });
  for (const final of ['superseded', 'withdrawn', 'expired'] as const)
    for (const action of ['submit', 'approve', 'schedule', 'publish', 'supersede', 'withdraw', 'expire'] as const)
      expect(nextState(final, action)).toMatchObject({ ok: false, message: expect.stringContaining('final') });
});
