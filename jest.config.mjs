import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/**
 * The slow lane: tests that take tens of seconds, because they render every generated PDF again and compare it
 * with the committed file. `npm run test:unit` (this config) leaves them out; `npm run test:slow`
 * (jest.slow.config.mjs) runs only them, and `npm test`, CI's command, runs both.
 */
export const SLOW_TESTS = ['<rootDir>/tests/unit/documents.test.ts'];

/** Unit, component and route-handler tests sit next to their code as *.test.ts(x). */
const config = {
  testEnvironment: 'jsdom',
  setupFiles: ['<rootDir>/tests/api/setup-env.ts'],
  setupFilesAfterEnv: ['<rootDir>/tests/jest.setup.ts', '<rootDir>/tests/api/database-hooks.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1', '^server-only$': '<rootDir>/tests/empty-module.js' },
  testMatch: [
    '<rootDir>/{app,components,lib,scripts,server,tests/unit,tests/api}/**/*.test.{ts,tsx}',
    '<rootDir>/proxy.test.ts',
  ],
  testPathIgnorePatterns: ['/node_modules/', '/.next/', '/tests/e2e/'],
};

/** `lane`: 'unit' for everything but the slow lane, 'slow' for the slow lane alone. */
export async function configFor(lane) {
  const resolved = await createJestConfig(
    lane === 'slow'
      ? { ...config, testMatch: SLOW_TESTS }
      : { ...config, testPathIgnorePatterns: [...config.testPathIgnorePatterns, ...SLOW_TESTS] },
  )();
  // ky, kysely, marked, pdfjs-dist (the tests' PDF reader), better-auth, beasties and feed (with their own packages)
  // ship only ES modules; let next/jest's SWC transform compile them.
  resolved.transformIgnorePatterns = [
    '/node_modules/(?!(ky|kysely|uuid|marked|pdfjs-dist|better-auth|@better-auth|better-call|@better-fetch|jose|@noble|defu|nanostores|rou3|css-select|css-what|nth-check|dom-serializer|domelementtype|domhandler|domutils|entities|htmlparser2|boolbase|beasties|feed)/)',
    '^.+\\.module\\.(css|sass|scss)$',
  ];
  return resolved;
}

export default function jestConfig() {
  return configFor('unit');
}
