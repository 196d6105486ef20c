/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { MATCHER_MAX_LENGTH, buildMatcher } from './matcher';
import { ungatedPaths } from './route-index';

const publicPaths = ungatedPaths();
const matcher = buildMatcher(publicPaths);
// The proxy runs for a path when the whole path matches the pattern.
const reachesProxy = (path: string) => new RegExp(`^${matcher}$`).test(path);

describe('proxy matcher', () => {
  it('is the literal in proxy.ts (run `npm run gen:routes` after changing the registry)', () => {
    // As scripts/cli/gen-proxy-matcher.ts writes it: single-quoted, the way Prettier keeps it.
    expect(readFileSync('proxy.ts', 'utf8')).toContain(`'${matcher.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`);
  });

  it('fits the length Next accepts', () => {
    expect(matcher.length).toBeLessThan(MATCHER_MAX_LENGTH - 200);
  });

  it('lets every public page skip the proxy', () => {
    expect(publicPaths.filter(reachesProxy)).toEqual([]);
  });

  it.each([
    '/academy',
    '/login',
    '/academy/courses/course/1',
    '/nope',
    '/About',
    '/about/',
    '/about/extra',
    '/devices/aortic/perceval-x',
    '/media-library/aortic-solutions/video/perceval/nope',
    '/media-library/biostable',
    '/careers',
    '/patients-and-caregivers-other-countries',
    '/hidden-pages/abcdefghijklmnopqrstuvwxyz012345',
  ])('sends %s through the proxy', (path) => {
    expect(reachesProxy(path)).toBe(true);
  });

  it.each(['/_next/static/chunks/a.js', '/api/courses', '/videos/media/a.mp4', '/sitemap.xml'])('skips %s', (path) => {
    expect(reachesProxy(path)).toBe(false);
  });
});
