import { spawnSync } from 'node:child_process';
import { satisfiesFloor } from './require-node.mjs';

describe('the Node floor', () => {
  it('accepts Node 24.11 and newer, refuses older', () => {
    expect(satisfiesFloor('24.11.0', '>=24.11')).toBe(true);
    expect(satisfiesFloor('24.21.0', '>=24.11')).toBe(true);
    expect(satisfiesFloor('26.0.0', '>=24.11')).toBe(true);
    expect(satisfiesFloor('24.10.9', '>=24.11')).toBe(false);
    expect(satisfiesFloor('20.20.2', '>=24.11')).toBe(false);
  });

  it('refuses an engines range it cannot read', () => {
    expect(() => satisfiesFloor('24.21.0', '^24')).toThrow(/engines/);
  });

  it('runs the test suite itself on Node 24 (the pinned binary, not the host Node)', () => {
    expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(24);
    const check = spawnSync(process.execPath, ['scripts/require-node.mjs'], { encoding: 'utf8' });
    expect(check.status).toBe(0);
  });
});
