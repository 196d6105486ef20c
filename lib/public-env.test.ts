/** @jest-environment node */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkPublicEnv, PUBLIC_ENV_FILE, publicEnv, recordPublicEnv } from './public-env';

const build = (env: Record<string, string | undefined>) => {
  const distDir = mkdtempSync(join(tmpdir(), 'public-env-'));
  recordPublicEnv(distDir, env);
  return distDir;
};

describe('the NEXT_PUBLIC_* values a build compiled in', () => {
  it('records every NEXT_PUBLIC_* value of the build, and nothing else', () => {
    const distDir = build({
      NEXT_PUBLIC_SITE_URL: 'https://www.example.com',
      NEXT_PUBLIC_GA_ID: 'G-TEST',
      DATABASE_URL: 'postgres://secret@db/site',
    });
    expect(JSON.parse(readFileSync(join(distDir, PUBLIC_ENV_FILE), 'utf8'))).toEqual({
      NEXT_PUBLIC_GA_ID: 'G-TEST',
      NEXT_PUBLIC_SITE_URL: 'https://www.example.com',
    });
    expect(publicEnv({ PATH: '/bin' })).toEqual({});
  });

  it('lets a server start without the values, or with the same ones', () => {
    const distDir = build({ NEXT_PUBLIC_SITE_URL: 'https://www.example.com' });
    expect(() => checkPublicEnv(distDir, {})).not.toThrow();
    expect(() => checkPublicEnv(distDir, { NEXT_PUBLIC_SITE_URL: '' })).not.toThrow();
    expect(() => checkPublicEnv(distDir, { NEXT_PUBLIC_SITE_URL: 'https://www.example.com' })).not.toThrow();
    // lib/site-config.ts drops the whitespace and the trailing slash, so they are the same address.
    expect(() => checkPublicEnv(distDir, { NEXT_PUBLIC_SITE_URL: ' https://www.example.com/ ' })).not.toThrow();
  });

  it('refuses a server whose value differs from the build, naming both', () => {
    const distDir = build({ NEXT_PUBLIC_SITE_URL: 'https://www.example.com' });
    expect(() => checkPublicEnv(distDir, { NEXT_PUBLIC_SITE_URL: 'https://staging.example.com' })).toThrow(
      'NEXT_PUBLIC_SITE_URL="https://staging.example.com" is set, but this build was made with "https://www.example.com".',
    );
  });

  it('refuses a value the build was made without: it would reach only the pages rendered after the start', () => {
    const distDir = build({});
    expect(() => checkPublicEnv(distDir, { NEXT_PUBLIC_GA_ID: 'G-LATE' })).toThrow(
      'NEXT_PUBLIC_GA_ID="G-LATE" is set, but this build was made without it.',
    );
  });

  it('does not check a build made before the record existed', () => {
    const distDir = mkdtempSync(join(tmpdir(), 'public-env-'));
    expect(() => checkPublicEnv(distDir, { NEXT_PUBLIC_SITE_URL: 'https://www.example.com' })).not.toThrow();
  });
});
