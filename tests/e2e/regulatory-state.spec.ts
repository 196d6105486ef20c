import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inheritedEnv, listeningOrExited, startExtraServer, stopExtraServer } from './extra-server';
import { expect, test } from './fixtures';

/**
 * Pages that show regulatory state (the document centre, the safety-notice register, a device's documents and its
 * open-notice banner) are generated at build from the build's database. A host serves another one: the suite's
 * build was made with the fictitious sample documents and notice, and this spec serves a copy of it on a new
 * database without them. None of those pages may show the build's state: each is rendered from the live data.
 */
const PORT = Number(process.env.E2E_REGULATORY_PORT || 3294);
const base = `http://127.0.0.1:${PORT}`;
const DIST = '.next-e2e-live';

test.describe.configure({ mode: 'serial', timeout: 180_000 });
test.use({ baseURL: base });

test('a server on another database shows its own documents and notices, not the build’s', async ({ page }) => {
  rmSync(DIST, { recursive: true, force: true });
  cpSync('.next-e2e', DIST, { recursive: true });
  // The check means something only if the build itself carries the samples.
  expect(readFileSync(join(DIST, 'server/app/eifu.html'), 'utf8')).toContain('sample-ifu-perceval-en');
  expect(readFileSync(join(DIST, 'server/app/safety-notices.html'), 'utf8')).toContain('SAMPLE-FSN-0001');
  expect(readFileSync(join(DIST, 'server/app/devices/aortic/perceval.html'), 'utf8')).toContain('SAMPLE-FSN-0001');

  const folder = mkdtempSync(join(tmpdir(), 'regulatory-state-'));
  const env: NodeJS.ProcessEnv = { ...inheritedEnv(), NEXT_DIST_DIR: DIST, NODE_ENV: 'production', LOG_REQUESTS: '0' };
  delete env.SEED_SAMPLE_DOCUMENTS;
  const { server, exited, output } = startExtraServer(PORT, {
    ...env,
    DATABASE_PATH: join(folder, 'site.db'),
    UPLOAD_DIR: join(folder, 'uploads'),
  });
  try {
    expect(await listeningOrExited(base, exited), output()).toBe('listening');

    await page.goto('/eifu');
    await expect(page.locator('main')).not.toContainText('Sample, fictitious');
    await expect(page.getByRole('link', { name: /sample/i })).toHaveCount(0);

    await page.goto('/safety-notices');
    await expect(page.locator('main')).not.toContainText('SAMPLE-FSN-0001');

    for (const path of ['/devices/aortic/perceval', '/devices/aortic/US/perceval']) {
      await page.goto(path);
      await expect(page.getByRole('complementary', { name: 'Field safety notice' }), path).toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'Instructions for use and documents' }), path).toHaveCount(0);
    }
    expect(output()).not.toMatch(/could not be marked/);
  } finally {
    await stopExtraServer(server, exited);
    rmSync(DIST, { recursive: true, force: true });
    rmSync(folder, { recursive: true, force: true });
  }
});
