/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';

/** A fake build folder with one static page that loads `scriptBytes` of incompressible JavaScript. */
function fakeBuild(scriptBytes: number, src = '/_next/static/chunks/app.js'): string {
  const dist = mkdtempSync(join(tmpdir(), 'budget-'));
  mkdirSync(join(dist, 'server', 'app'), { recursive: true });
  mkdirSync(join(dist, 'static', 'chunks'), { recursive: true });
  // A page, and a prerendered route handler (a preview picture) that has no HTML and must not be measured.
  const routes = { '/about': { routeType: 'page' }, '/og/logo.png': { routeType: 'route' } };
  writeFileSync(join(dist, 'prerender-manifest.json'), JSON.stringify({ routes }));
  writeFileSync(join(dist, 'server', 'app', 'about.html'), `<html><script src="${src}" async></script></html>`);
  writeFileSync(join(dist, 'static', 'chunks', 'app.js'), `/*${randomBytes(scriptBytes).toString('base64')}*/`);
  return dist;
}

function check(dist: string, baselineBytes: number) {
  return spawnSync(process.execPath, ['scripts/budgets/check.mjs'], {
    env: { ...process.env, NEXT_DIST_DIR: dist, BUDGET_BASELINE_BYTES: String(baselineBytes) },
    encoding: 'utf8',
  });
}

describe('first-load JS budget', () => {
  it('passes a page within 1.25x of the bare page', () => {
    const result = check(fakeBuild(10_000), 12_000);
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/Largest: \/about/);
  });

  it('fails the build when a page grows past 1.25x of the bare page', () => {
    const result = check(fakeBuild(20_000), 12_000);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/over budget: \/about/);
  });

  it('counts scripts whose URL carries the deployment id (?dpl=), as every build with a deploymentId has', () => {
    const result = check(fakeBuild(20_000, '/_next/static/chunks/app.js?dpl=0_1_0-abcdef123456'), 12_000);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/over budget: \/about/);
  });

  it('fails rather than measuring zero when it finds no script in a page', () => {
    const result = check(fakeBuild(1_000, '/elsewhere/app.js'), 12_000);
    expect(result.status).not.toBe(0);
    expect(result.stderr).toMatch(/no \/_next\/static scripts found/);
  });

  it('fails when a page that should be static has no prerendered HTML', () => {
    const dist = fakeBuild(1_000);
    const routes = { '/about': { routeType: 'page' }, '/ethics': { routeType: 'page' } };
    writeFileSync(join(dist, 'prerender-manifest.json'), JSON.stringify({ routes }));
    const result = check(dist, 12_000);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/\/ethics has no prerendered HTML in .* \(is it still static\?\)/);
  });

  it('fails rather than passing an empty list when the manifest names no static page', () => {
    const dist = fakeBuild(1_000);
    writeFileSync(join(dist, 'prerender-manifest.json'), JSON.stringify({ routes: { '/about': {} } }));
    const result = check(dist, 12_000);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/no static page in .*prerender-manifest\.json/);
  });
});
