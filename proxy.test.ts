/** @jest-environment node */
import { NextRequest } from 'next/server';
import { config, proxy } from './proxy';
import { SESSION_COOKIE } from './lib/session-cookie';
import { buildMatcher } from './lib/proxy/matcher';
import { ungatedPaths } from './lib/proxy/route-index';

function request(path: string, cookie?: string) {
  return new NextRequest(new URL(path, 'http://localhost:3000'), {
    headers: cookie ? { cookie } : {},
  });
}

describe('proxy', () => {
  it('passes a known page through untouched', () => {
    const response = proxy(request('/about'));
    expect(response.headers.get('location')).toBeNull();
    expect(response.headers.get('x-middleware-next')).toBe('1');
  });

  it('redirects unknown paths home and keeps the query string', () => {
    const response = proxy(request('/not-here?utm_source=mail'));
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe('http://localhost:3000/?utm_source=mail');
  });

  it('redirects to the careers site with an absolute URL', () => {
    const response = proxy(request('/careers'));
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toMatch(/^https:\/\/careers\./);
  });

  it('reads the session cookie by its configured name', () => {
    // /login is not served yet, so with or without a cookie it goes home; the cookie must not crash the gate.
    const response = proxy(request('/login', `${SESSION_COOKIE}=abc`));
    expect(response.status).toBe(307);
  });

  it('does not run for the API, static assets, root files or public pages at their exact path', () => {
    const [matcher] = config.matcher;
    const regex = new RegExp(`^${matcher}$`);
    for (const path of [
      '/api/news/news',
      '/_next/static/chunks/a.js',
      '/sitemap.xml',
      '/robots.txt',
      '/favicon.ico',
      '/search-index.json',
      '/feed.xml',
      '/',
      '/about',
      '/privacy-Information-notice-for-survey',
    ]) {
      expect(regex.test(path)).toBe(false);
    }
  });

  it('runs for unknown paths, gated pages, redirects and spelling variants of known pages', () => {
    const regex = new RegExp(`^${config.matcher[0]}$`);
    for (const path of [
      '/devices/aortic/not-a-valve',
      '/careers',
      '/detail-job/1',
      '/academy',
      '/login',
      '/About',
      '/about/',
      '/about/extra',
      '/robots.txt.bak',
      '/iconography',
    ]) {
      expect(regex.test(path)).toBe(true);
    }
  });

  it('is in sync with the route index (run `npm run gen:routes` after adding a page)', () => {
    expect(config.matcher).toEqual([buildMatcher(ungatedPaths())]);
  });
});
