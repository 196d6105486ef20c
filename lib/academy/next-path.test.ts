import { safeNextPath } from './next-path';

describe('safeNextPath', () => {
  it.each([
    ['/academy/courses/course/1', '/academy/courses/course/1'],
    ['/academy/courses?tab=mine#top', '/academy/courses?tab=mine#top'],
    ['/academy/./courses', '/academy/courses'],
    [null, '/academy'],
    ['', '/academy'],
    ['https://evil.example/academy', '/academy'],
    ['//evil.example', '/academy'],
    ['/\\evil.example', '/academy'],
    ['javascript:alert(1)', '/academy'],
    ['/login?next=/academy', '/academy'],
    ['/LOGIN', '/academy'],
    ['/api/users/logout', '/academy'],
    ['/academy\n/x', '/academy'],
    [['/a', '/b'], '/academy'],
  ])('%p -> %p', (input, expected) => {
    expect(safeNextPath(input)).toBe(expected);
  });

  // Each of these was followed off-site by an outside review: dot segments, encoded dots and encoded slashes
  // that resolve to a protocol-relative //evil.example.
  it.each([
    '/..//evil.example',
    '/.//evil.example',
    '/x/../..//evil.example',
    '/%2e%2e//evil.example',
    '/.%2e//evil.example',
    '/./%2Fevil.example',
    '/%2F%2Fevil.example',
    '/%5Cevil.example',
    '/.\\/evil.example',
  ])('%p stays on the site', (input) => {
    const target = safeNextPath(input);
    expect(new URL(target, 'https://www.corcym.com').origin).toBe('https://www.corcym.com');
    expect(target).toBe('/academy');
  });

  it('returns a plain-ASCII path that a Location header can carry', () => {
    expect(safeNextPath('/\u200b/x')).toBe('/%E2%80%8B/x');
    expect(safeNextPath('/academy/cours\u00e9s')).toBe('/academy/cours%C3%A9s');
    expect(safeNextPath('/%E0%A4%A')).toBe('/academy');
  });
});
