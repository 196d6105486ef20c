/** @jest-environment node */
import { NextRequest } from 'next/server';
import { config, proxy } from './proxy';
import { SESSION_COOKIE } from './lib/session-cookie';
import { STAFF_SESSION_COOKIE } from './lib/staff-session-cookie';
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

  it('redirects unknown paths home, keeps the query string and adds the not-found marker', () => {
    const response = proxy(request('/not-here?utm_source=mail'));
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe('http://localhost:3000/?utm_source=mail#page-not-found');
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

  describe('the nonce of a page rendered per request for one person', () => {
    const env = process.env as Record<string, string | undefined>;
    const nodeEnv = env.NODE_ENV;
    beforeEach(() => {
      env.NODE_ENV = 'production';
    });
    afterEach(() => {
      env.NODE_ENV = nodeEnv;
    });
    // What Next gives the page as its request's policy header, and what it sends with the response.
    const policies = (response: Response) => ({
      request: response.headers.get('x-middleware-request-content-security-policy'),
      response: response.headers.get('content-security-policy'),
    });

    it('is fresh for each request, and the same in the request Next renders and the response it sends', () => {
      const first = policies(proxy(request('/academy', `${SESSION_COOKIE}=abc`)));
      const second = policies(proxy(request('/academy', `${SESSION_COOKIE}=abc`)));
      expect(first.request).toMatch(/script-src 'nonce-[^']+' 'self'/);
      expect(first.response).toBe(first.request);
      expect(second.request).not.toBe(first.request);
      for (const path of ['/login', '/academy/set-password', '/admin/login'])
        expect(policies(proxy(request(path))).request).toMatch(/'nonce-/);
      expect(policies(proxy(request('/admin/leads', `${STAFF_SESSION_COOKIE}=x`))).request).toMatch(/'nonce-/);
    });

    it('is never given to a public page, a rewrite onto one, or a redirect', () => {
      for (const path of ['/about', '/academy/courses', '/news?page=2', '/search?q=valve', '/not-here', '/academy'])
        expect(policies(proxy(request(path)))).toEqual({ request: null, response: null });
    });
  });
});
