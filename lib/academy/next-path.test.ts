import { safeNextPath } from './next-path';

describe('safeNextPath', () => {
  it.each([
    ['/academy/courses/course/1', '/academy/courses/course/1'],
    ['/academy/courses?tab=mine#top', '/academy/courses?tab=mine#top'],
    [null, '/academy'],
    ['', '/academy'],
    ['https://evil.example/academy', '/academy'],
    ['//evil.example', '/academy'],
    ['/\\evil.example', '/academy'],
    ['javascript:alert(1)', '/academy'],
    ['/login?next=/academy', '/academy'],
    ['/api/users/logout', '/academy'],
    ['/academy\n/x', '/academy'],
  ])('%p -> %p', (input, expected) => {
    expect(safeNextPath(input)).toBe(expected);
  });
});
