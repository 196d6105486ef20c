import { defineConfig, devices } from '@playwright/test';
import { execSync } from 'node:child_process';

/** The system Chromium when there is one (CHROMIUM_PATH, else `chromium` on PATH), otherwise Playwright's own. */
function systemChromium(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  try {
    return execSync('command -v chromium || command -v chromium-browser', { encoding: 'utf8' }).trim() || undefined;
  } catch {
    return undefined;
  }
}

const port = Number(process.env.E2E_PORT || 3100);
// With fewer page rewrites (PAGE_REWRITES=off or css, which scripts/e2e-server.mjs passes to the server), the tests
// of a rewrite (tagged @rewrite) are skipped; every other test runs as it does with all of them.
const rewritesOff = (process.env.PAGE_REWRITES || 'full') !== 'full';
const executablePath = systemChromium();
const launchOptions = {
  ...(executablePath ? { executablePath } : {}),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: 'tests/e2e',
  ...(rewritesOff ? { grepInvert: /@rewrite/ } : {}),
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  // Timeouts catch hangs, not slowness: CI machines differ several times over in browser speed (an axe pass takes
  // about 4 s on one and 10-14 s on another), and a test of three axe passes must not fail for that.
  timeout: process.env.CI ? 90_000 : 30_000,
  expect: { timeout: process.env.CI ? 15_000 : 5_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace of every test slows every test; a trace of the retry is what a failure needs.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions,
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 }, launchOptions },
      testIgnore: /\.nojs\.spec\.ts/,
    },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], launchOptions },
      // The phone project runs the shell specs; the route sweep and axe sweep run once, at desktop width.
      testMatch: /shell\.spec\.ts/,
    },
    {
      // What a visitor without JavaScript (or before the scripts arrive) can do: forms posted by the browser itself.
      name: 'no-js',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1366, height: 900 },
        javaScriptEnabled: false,
        launchOptions,
      },
      testMatch: /\.nojs\.spec\.ts/,
    },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${port}/robots.txt`,
    timeout: 300_000,
    reuseExistingServer: !process.env.CI,
  },
});
