import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  inheritedEnv,
  listeningOrExited as listeningOrExitedAt,
  startExtraServer,
  stopExtraServer,
} from './extra-server';
import { expect, test } from './fixtures';
import { signIn, staffAdd } from './staff-session';

/**
 * NEXT_PUBLIC_SITE_URL is compiled in at build (docs/operations.md, "Build-time settings"). A server started on
 * the suite's build without it keeps the build's origin, in the pages it renders on request and in those it
 * regenerates after staff publish, not only in those prerendered at build; and a server started with a different
 * value refuses to start rather than ignore it. The suite's build names its own server's address
 * (scripts/e2e-server.mjs); this spec serves the same build on another port.
 */
const PORT = Number(process.env.E2E_BUILD_SETTINGS_PORT || 3293);
const base = `http://127.0.0.1:${PORT}`;
const builtOrigin = `http://127.0.0.1:${process.env.E2E_PORT || 3100}`;

test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.use({ baseURL: base });

/** The environment of a server on the suite's build, without any NEXT_PUBLIC_* value, plus `extra`. */
function serverEnv(databasePath: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...inheritedEnv(),
    NEXT_DIST_DIR: '.next-e2e',
    NODE_ENV: 'production',
    DATABASE_PATH: databasePath,
    LOG_REQUESTS: '0',
    ...extra,
  };
}

const start = (env: NodeJS.ProcessEnv) => startExtraServer(PORT, env);
const listeningOrExited = (exited: Promise<number | null>) => listeningOrExitedAt(base, exited);
const stop = stopExtraServer;

const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];

test('a server started without NEXT_PUBLIC_SITE_URL keeps the built origin after a regeneration', async ({
  page,
  request,
}) => {
  const databasePath = join(mkdtempSync(join(tmpdir(), 'build-settings-')), 'site.db');
  const { server, exited, output } = start(serverEnv(databasePath));
  try {
    expect(await listeningOrExited(exited), output()).toBe('listening');
    // A staff publish regenerates the sitemap, the home page and the news pages (lib/server/news/revalidate.ts).
    const email = `build-settings-${Date.now()}@example.com`;
    staffAdd(email, 'Bea Settings', 'editor', databasePath);
    await signIn(page, email, '/admin/news/new');
    const title = `Corcym publishes its build settings check ${Date.now()}`;
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Summary').fill('A check that the public address is the one the site was built with.');
    await page.getByLabel('Text (Markdown)').fill('The public address stays the built one.');
    await page.getByRole('button', { name: 'Save as draft' }).click();
    await expect(page).toHaveURL(/\/admin\/news\/\d+\?notice=created$/);
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByRole('heading', { name: 'Status: Published' })).toBeVisible();

    const sitemap = await (await request.get('/sitemap.xml')).text();
    // Regenerated: it lists the item published just now.
    expect(sitemap).toContain(`<loc>${builtOrigin}/news-detail/${id}</loc>`);
    const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    expect(locations.length).toBeGreaterThan(100);
    expect(locations.filter((loc) => !loc.startsWith(`${builtOrigin}/`) && loc !== builtOrigin)).toEqual([]);
    expect(sitemap).not.toContain('localhost');

    // Regenerated (/ and /news), rendered on its first request (the new item) and rendered per request (/login).
    for (const [path, canonical] of [
      ['/', builtOrigin],
      [`/news-detail/${id}`, `${builtOrigin}/news-detail/${id}`],
      ['/news', `${builtOrigin}/news`],
      ['/login', `${builtOrigin}/login`],
    ]) {
      const html = await (await request.get(path!)).text();
      expect(canonicalOf(html)?.replace(/\/$/, ''), `canonical of ${path}`).toBe(canonical);
      expect(html, `${path} names no other origin`).not.toContain('localhost');
    }
  } finally {
    await stop(server, exited);
  }
});

test('a server started with a NEXT_PUBLIC_SITE_URL the build did not use refuses to start', async () => {
  const databasePath = join(mkdtempSync(join(tmpdir(), 'build-settings-')), 'site.db');
  const { server, exited, output } = start(
    serverEnv(databasePath, { NEXT_PUBLIC_SITE_URL: 'https://www.example.com' }),
  );
  try {
    const code = await listeningOrExited(exited);
    expect(code, 'the server started').not.toBe('listening');
    expect(code).not.toBe(0);
    expect(output()).toContain(
      `NEXT_PUBLIC_SITE_URL="https://www.example.com" is set, but this build was made with "${builtOrigin}".`,
    );
  } finally {
    await stop(server, exited);
  }
});
