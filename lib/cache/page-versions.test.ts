import { pageCacheChanged, pageCacheCounting, pageCacheGeneration } from './page-versions.mjs';

test('no count until the counting cache handler is made: another handler (Redis) never lets pages be answered by path', () => {
  pageCacheChanged();
  expect(pageCacheGeneration()).toBeUndefined();
  pageCacheCounting();
  expect(pageCacheGeneration()).toBe(1);
  pageCacheChanged();
  expect(pageCacheGeneration()).toBe(2);
});
